import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { systemChromium } from "./playwright.browser";
import { siteServer } from "./playwright.servers";

// The visitor's journeys (issue 29), each one test from the first page to the last thing they
// send, on a phone (375 px) and a desktop (1440 px), in Chinese and English. Screenshots of every
// step are attached to the report (test-results/journeys). Their own production server, on a
// throwaway database, so what a journey sends never mixes with the other suites' rows.
const port = Number(process.env.E2E_PORT ?? 3100) + 7;

if (!process.env.JOURNEYS_E2E_DIR) process.env.JOURNEYS_E2E_DIR = mkdtempSync(path.join(tmpdir(), "journeys-e2e-"));
const dir = process.env.JOURNEYS_E2E_DIR;

export default defineConfig({
  testDir: "./e2e-journeys",
  outputDir: "test-results/journeys",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-journeys.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions: systemChromium,
  },
  // Each journey sends from its own address (X-Forwarded-For), as in playwright.config.ts.
  webServer: siteServer(port, { TRUSTED_PROXY_HOPS: "1", PGLITE_DIR: path.join(dir, "pglite") }),
});
