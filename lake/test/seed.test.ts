// `pnpm seed:import` and `pnpm seed:export` against the lake, as against a Sanity project.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, type RunningLake, removeDir, startLake, tempDataDir } from "./harness.ts";

const SEED = path.join(ROOT, "studio", "seed");
const lakes: RunningLake[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const lake of lakes) await lake.stop();
  for (const dir of dirs) removeDir(dir);
});

const runScript = (script: string, env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(ROOT, "scripts", "seed", script)], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });

const seedLines = readFileSync(path.join(SEED, "production.ndjson"), "utf8").trim().split("\n");
const seedDocs = seedLines.map((line) => JSON.parse(line) as { _id: string; _type: string });

describe("seed import and export against the lake", () => {
  it("imports the seed into an empty lake, images included", async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    // An empty dataset: the lake does not copy the seed itself.
    writeFileSync(path.join(dataDir, "dataset.ndjson"), "");
    const lake = await startLake({}, dataDir);
    lakes.push(lake);
    expect(await lake.query<number>("count(*)")).toBe(0);

    const result = runScript("seed-import.mjs", { SANITY_STUDIO_API_HOST: lake.origin });
    expect(result.status, result.stderr).toBe(0);
    const ids = await lake.query<string[]>("*._id");
    expect(ids.sort()).toEqual(seedDocs.map((doc) => doc._id).sort());
    const cover = seedDocs.find((doc) => doc._type === "sanity.imageAsset") as { _id: string };
    const file = cover._id.replace(/^image-/, "").replace(/-([a-z0-9]+)$/, ".$1");
    const served = await fetch(`${lake.origin}/images/local/production/${file}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(path.join(SEED, "assets", file)))).toBe(true);
  }, 60_000);

  it("exports published content and its images in the seed's form, without drafts", async () => {
    const lake = await startLake();
    lakes.push(lake);
    dirs.push(lake.dataDir);
    const id = "news-300mm-polished-qualified-en";
    await lake.actions([
      {
        actionType: "sanity.action.document.edit",
        draftId: `drafts.${id}`,
        publishedId: id,
        patch: { set: { title: "Published change" } },
      },
    ]);
    await lake.actions([{ actionType: "sanity.action.document.publish", draftId: `drafts.${id}`, publishedId: id }]);
    await lake.actions([
      {
        actionType: "sanity.action.document.edit",
        draftId: `drafts.${id}`,
        publishedId: id,
        patch: { set: { title: "Unpublished draft" } },
      },
    ]);
    const out = tempDataDir();
    dirs.push(out);
    mkdirSync(path.join(out, "assets"));
    const result = runScript("seed-export.mjs", { SANITY_STUDIO_API_HOST: lake.origin, SEED_DIR: out });
    expect(result.status, result.stderr).toBe(0);

    const exported = readFileSync(path.join(out, "production.ndjson"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { _id: string; _type: string; title?: string; _rev: string });
    expect(exported.map((doc) => doc._id).sort()).toEqual(seedDocs.map((doc) => doc._id).sort());
    expect(exported.find((doc) => doc._id === id)?.title).toBe("Published change");
    expect(exported.some((doc) => doc._id.startsWith("drafts."))).toBe(false);
    expect(readdirSync(path.join(out, "assets")).sort()).toEqual(readdirSync(path.join(SEED, "assets")).sort());
    // Asset documents are rebuilt from the files exactly as the seed has them.
    const asset = seedDocs.find((doc) => doc._type === "sanity.imageAsset") as { _id: string };
    expect(exported.find((doc) => doc._id === asset._id)).toEqual(asset);
  }, 60_000);
});
