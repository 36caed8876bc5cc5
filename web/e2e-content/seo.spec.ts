import path from "node:path";
import { expect, test } from "@playwright/test";
import { publish } from "../../scripts/seed/content-publish.ts";

// What search engines and link previews read stays true after an editor publishes: the preview
// image shows the new title, and a job that HR closes leaves the sitemap and its JobPosting.

const datasetFile = path.join(process.env.CONTENT_E2E_DIR as string, "dataset.ndjson");
const secret = process.env.CONTENT_E2E_SECRET as string;
const base = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
const get = (url: string) => fetch(`${base}${url}`, { redirect: "manual" });
const bytes = async (url: string) => Buffer.from(await (await get(url)).arrayBuffer());

test.describe.configure({ mode: "serial" });

test("a publish renews the preview image of the story", async () => {
  const image = "/og/zh/news/smart-factory-award.png";
  const before = await bytes(image);
  expect((await bytes(image)).equals(before)).toBe(true);
  await publish({
    datasetFile,
    id: "news-smart-factory-award-zh",
    set: { title: `智能工厂再获殊荣 ${Date.now()}` },
    siteUrl: base,
    secret,
  });
  const after = await bytes(image);
  expect(after.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(after.equals(before)).toBe(false);
});

test("a job HR closes leaves the sitemap and loses its JobPosting", async () => {
  const jsonLdTypes = async (url: string) =>
    [...(await (await get(url)).text()).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? "{}")["@type"],
    );
  expect(await (await get("/sitemap.xml")).text()).toContain("/jobs/ehs-engineer</loc>");
  expect(await jsonLdTypes("/jobs/ehs-engineer")).toContain("JobPosting");

  for (const id of ["job-ehs-engineer-zh", "job-ehs-engineer-en"]) {
    await publish({ datasetFile, id, set: { status: "closed" }, siteUrl: base, secret });
  }

  expect(await (await get("/sitemap.xml")).text()).not.toContain("/jobs/ehs-engineer</loc>");
  const page = await (await get("/jobs/ehs-engineer")).text();
  expect(page).toContain("该职位已停止招聘");
  expect(await jsonLdTypes("/jobs/ehs-engineer")).not.toContain("JobPosting");
});
