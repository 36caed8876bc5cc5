import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "@/config/env";
import { datasetPath, parseNdjson, queryEmbedded } from "@/content/embedded";
import { JOB_APPLICATION_QUERY } from "@/content/queries";
import { chinaDate } from "@/i18n/format";
import { JOB_DETAIL_QUERY, JOB_SLUGS_QUERY, OPEN_JOBS_QUERY } from "./queries";

// Issue 41, item 1: HR closed the Chinese version of 生产计划专员 and published; the English one,
// still open, answered the application (the page titled "Production Planner", the API 201). The two
// language versions are one job: closed when any version linked by translation metadata is closed.
// The seed, with only the Chinese version closed, evaluated by the site's own embedded source.

const SLUG = "production-planner";
let dir: string;
const seed = datasetPath();

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "closed-job-"));
  const docs = parseNdjson(readFileSync(seed, "utf8")).map((doc) =>
    doc._id === "job-production-planner-zh" ? { ...doc, status: "closed" } : doc,
  );
  const file = path.join(dir, "production.ndjson");
  writeFileSync(file, `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`);
  process.env.EMBEDDED_DATASET_PATH = file;
  reloadConfig();
});
afterAll(() => {
  delete process.env.EMBEDDED_DATASET_PATH;
  reloadConfig();
  rmSync(dir, { recursive: true, force: true });
});

const published = "published" as const;
const application = (locale: string) =>
  queryEmbedded<{ title: string; language: string; open: boolean } | null>({
    query: JOB_APPLICATION_QUERY,
    params: { slug: SLUG, locale, today: chinaDate(new Date()) },
    perspective: published,
  });

describe("a job whose Chinese version is closed and whose English version is still open", () => {
  it("takes no application in either language, and names the post in the visitor's language", async () => {
    expect(await application("zh")).toMatchObject({ title: "生产计划专员", language: "zh", open: false });
    expect(await application("en")).toMatchObject({ title: "Production Planner", language: "en", open: false });
  });

  it("shows as closed on its page in both languages", async () => {
    for (const locale of ["zh", "en"]) {
      const job = await queryEmbedded<{ open: boolean; language: string }>({
        query: JOB_DETAIL_QUERY,
        params: { locale, slug: SLUG },
        perspective: published,
      });
      expect(job, locale).toMatchObject({ open: false, language: locale });
    }
  });

  it("leaves the lists of open posts and the open slugs in both languages", async () => {
    for (const locale of ["zh", "en"]) {
      const jobs = await queryEmbedded<{ slug: string }[]>({
        query: OPEN_JOBS_QUERY,
        params: { locale, jobType: "social" },
        perspective: published,
      });
      expect(jobs.length, locale).toBeGreaterThan(0);
      expect(jobs.map((job) => job.slug)).not.toContain(SLUG);
    }
    const slugs = await queryEmbedded<{ slug: string }[]>({ query: JOB_SLUGS_QUERY, perspective: published });
    expect(slugs.map((job) => job.slug)).not.toContain(SLUG);
  });

  it("keeps an open job with both versions open open", async () => {
    const job = await queryEmbedded<{ open: boolean } | null>({
      query: JOB_APPLICATION_QUERY,
      params: { slug: "production-supervisor", locale: "en", today: chinaDate(new Date()) },
      perspective: published,
    });
    expect(job?.open).toBe(true);
  });
});
