import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "@/config/env";
import { datasetPath } from "@/content/embedded";
import { type Database, openDatabase } from "@/db/client";
import { recordRevalidation } from "@/publish/revalidation-log";
import { answersNothing } from "./known-content";
import { claimOf } from "./unknown-paths";

// Against a copy of the embedded seed dataset and a real (in-memory) database, where the publish
// webhook records each publish (publish/handler.ts → publish/revalidation-log.ts).

const unknown = (path: string, locale: "zh" | "en" = "zh") => answersNothing(claimOf(path), locale);
const shared = globalThis as unknown as { __waferDb?: Promise<Database> };
let database: Database;
const folder = mkdtempSync(path.join(tmpdir(), "known-content-"));
const dataset = path.join(folder, "production.ndjson");

/** A new English story in the dataset, as an editor's publish makes it (before the webhook). */
function addStory(slug: string) {
  const lines = readFileSync(dataset, "utf8").split("\n").filter(Boolean);
  const model = JSON.parse(lines.find((line) => JSON.parse(line)._type === "news" && line.includes('"en"')) ?? "{}");
  const story = { ...model, _id: `news-${slug}`, slug: { _type: "slug", current: slug }, title: slug };
  writeFileSync(dataset, `${[...lines, JSON.stringify(story)].join("\n")}\n`);
}

beforeAll(async () => {
  copyFileSync(datasetPath(), dataset);
  process.env.EMBEDDED_DATASET_PATH = dataset;
  reloadConfig();
  database = await openDatabase({ dataDir: "memory://" });
  shared.__waferDb = Promise.resolve(database); // what getDatabase() hands every module of a process
}, 60_000); // PGlite's WebAssembly starts slowly on a loaded machine
afterAll(async () => {
  delete shared.__waferDb;
  delete process.env.EMBEDDED_DATASET_PATH;
  reloadConfig();
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("answersNothing", () => {
  it("answers unknown content paths itself, from the first one on (it waits for the read)", async () => {
    expect(await unknown("/news/made-up")).toBe(true);
    expect(await unknown("/jobs/made-up", "en")).toBe(true);
    expect(await unknown("/jobs/made-up/apply")).toBe(true); // a post that never existed has no apply page (0041)
    expect(await unknown("/newsdetail/made-up")).toBe(true);
    expect(await unknown("/news/page/9")).toBe(true);
  });

  it("lets every story and post of the seed through: published or scheduled, open or closed", async () => {
    expect(await unknown("/news/soi-wafer-breakthrough")).toBe(false);
    expect(await unknown("/news/soi-wafer-breakthrough", "en")).toBe(false);
    expect(await unknown("/news/semicon-china-2028-preview")).toBe(false); // due in 2028
    expect(await unknown("/jobs/production-technician")).toBe(false); // closed
    expect(await unknown("/jobs/epitaxy-process-engineer/apply", "en")).toBe(false);
    expect(await unknown("/newsdetail/news-soi-wafer-breakthrough-en")).toBe(false);
    expect(await unknown("/news/page/2")).toBe(false);
  });

  it("knows a story once its publish is recorded (by any instance), reading the content again first", async () => {
    expect(await unknown("/news/published-later", "en")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the edit comes after the read
    addStory("published-later");
    await recordRevalidation({ document: "news-published-later", tags: ["empty"] });
    expect(await unknown("/news/published-later", "en")).toBe(false);
    expect(await unknown("/news/still-made-up", "en")).toBe(true);
  });

  it("knows an editor's page once its publish is recorded, in its own language only (issue 42)", async () => {
    expect(await unknown("/semicon-2027")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the edit comes after the read
    const lines = readFileSync(dataset, "utf8").split("\n").filter(Boolean);
    const page = { _id: "site-page-semicon", _type: "sitePage", language: "zh", title: "SEMICON China 2027" };
    writeFileSync(
      dataset,
      `${[...lines, JSON.stringify({ ...page, slug: { _type: "slug", current: "semicon-2027" } })].join("\n")}\n`,
    );
    await recordRevalidation({ document: "site-page-semicon", tags: ["empty"] });
    expect(await unknown("/semicon-2027")).toBe(false);
    expect(await unknown("/semicon-2027", "en")).toBe(true);
    expect(await unknown("/semicon-2028")).toBe(true);
  });

  it("renders when the publish time cannot be read (no database)", async () => {
    const held = shared.__waferDb;
    shared.__waferDb = Promise.reject(new Error("database down"));
    shared.__waferDb.catch(() => {});
    try {
      expect(await unknown("/news/another-made-up")).toBe(false);
    } finally {
      shared.__waferDb = held;
    }
  });

  it("answers paths no route has without reading anything", async () => {
    expect(await unknown("/x/y")).toBe(true);
    expect(await unknown("/about")).toBe(false);
  });
});
