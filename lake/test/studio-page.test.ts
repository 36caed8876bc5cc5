import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPreviewUrl } from "../src/static.ts";
import { type RunningLake, removeDir, startLake, tempDataDir } from "./harness.ts";

// One studio build serves every lake (issue 17: `npm start` reuses the build `npm test` made), so
// the lake names in the studio's page the site its Presentation tool shows (studio/env.ts reads it).

describe("the studio page names the site to preview", () => {
  let lake: RunningLake;
  const studioDir = path.join(tempDataDir(), "studio");

  beforeAll(async () => {
    mkdirSync(path.join(studioDir, "static"), { recursive: true });
    writeFileSync(
      path.join(studioDir, "index.html"),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Studio</title></head><body><div id="sanity"></div></body></html>',
    );
    writeFileSync(path.join(studioDir, "static", "app.js"), "console.log('<head>')");
    lake = await startLake({ LAKE_STUDIO_DIR: studioDir, LAKE_PREVIEW_URL: "http://localhost:4321" });
  });

  afterAll(async () => {
    await lake?.stop();
    removeDir(lake?.dataDir ?? "");
    removeDir(path.dirname(studioDir));
  });

  it("on the start page and on the studio's client-side routes", async () => {
    for (const route of ["/", "/structure/news", "/presentation"]) {
      const html = await (await fetch(`${lake.origin}${route}`)).text();
      expect(html, route).toContain('<head><meta name="lake-preview-url" content="http://localhost:4321">');
    }
  });

  it("not in the studio's scripts", async () => {
    expect(await (await fetch(`${lake.origin}/static/app.js`)).text()).toBe("console.log('<head>')");
  });

  it("escaped, and not at all when the lake names no site", () => {
    expect(withPreviewUrl("<html><head lang=x></head>", 'http://a"b<c>&')).toBe(
      '<html><head lang=x><meta name="lake-preview-url" content="http://a&quot;b&lt;c&gt;&amp;"></head>',
    );
    expect(withPreviewUrl("<html><head></head>", undefined)).toBe("<html><head></head>");
  });
});
