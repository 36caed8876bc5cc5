import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { systemChromium } from "./playwright.browser";
import { siteServer } from "./playwright.servers";

// Content-delivery tests edit the dataset and publish, so they get their own server on a
// throwaway copy of the dataset, its own webhook secret and fallback folder. The copy and the
// secret are handed to the tests through the environment. The images are the seed's own (linked,
// not copied): the site serves /media/<file> from the folder next to the dataset.
const seed = path.join(import.meta.dirname, "..", "studio", "seed");
const port = Number(process.env.E2E_PORT ?? 3100) + 1;

if (!process.env.CONTENT_E2E_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), "content-e2e-"));
  copyFileSync(path.join(seed, "production.ndjson"), path.join(dir, "dataset.ndjson"));
  symlinkSync(path.join(seed, "assets"), path.join(dir, "assets"), "dir");
  process.env.CONTENT_E2E_DIR = dir;
  process.env.CONTENT_E2E_SECRET = randomBytes(24).toString("base64url");
}
const dir = process.env.CONTENT_E2E_DIR;

export default defineConfig({
  testDir: "./e2e-content",
  outputDir: "test-results/content",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-content.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "zh-CN",
    launchOptions: systemChromium,
  },
  webServer: siteServer(port, {
    EMBEDDED_DATASET_PATH: path.join(dir, "dataset.ndjson"),
    SANITY_REVALIDATE_SECRET: process.env.CONTENT_E2E_SECRET as string,
    CONTENT_FALLBACK_DIR: path.join(dir, "fallback"),
  }),
});
