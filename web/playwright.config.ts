import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { lakeOrigin } from "../scripts/run/local-lake.ts";
import { systemChromium } from "./playwright.browser";
import { lakeServer, serverLogFile, siteOnLake } from "./playwright.servers";

// The site's end-to-end suite (e2e/), run once, against what `npm start` runs: the production build
// reading a local Content Lake through @sanity/client (issue 35). The lake works on a throwaway copy
// of the seed, and sends its signed webhooks to this site. The values are handed to the worker
// processes through the environment (they load this file again). The embedded dataset keeps a few
// specs of its own: playwright.embedded.config.ts. Chromium: the system's (scripts/run/chromium.mjs).
const base = Number(process.env.E2E_PORT ?? 3100);
const port = base;
const lakePort = base + 31;

if (!process.env.LAKE_E2E_DIR) {
  process.env.LAKE_E2E_DIR = mkdtempSync(path.join(tmpdir(), "lake-e2e-"));
  process.env.LAKE_E2E_SECRET = randomBytes(24).toString("base64url");
}
const dir = process.env.LAKE_E2E_DIR;
const secret = process.env.LAKE_E2E_SECRET as string;
const siteUrl = `http://localhost:${port}`;

export default defineConfig({
  testDir: "./e2e",
  // A folder of its own: Playwright empties its output folder at start, and `npm test` runs the
  // security and studio configs at the same time (scripts/run/lanes.mjs) into test-results/<name>.
  outputDir: "test-results/site",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: { baseURL: siteUrl, trace: "off", locale: "zh-CN" },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: systemChromium } },
    // Last: the server's output holds nothing the form specs submitted (issue 34).
    {
      name: "no-personal-data",
      testDir: "./e2e-ops",
      testMatch: "no-personal-data.spec.ts",
      dependencies: ["chromium"],
    },
  ],
  webServer: [
    lakeServer({
      port: lakePort,
      dataDir: path.join(dir, "lake"),
      webhook: { url: `${siteUrl}/api/revalidate`, secret },
    }),
    // The form tests play the proxy: each sends its own X-Forwarded-For to get a fresh per-IP budget,
    // which the server only believes with one trusted proxy hop (docs/security.md). Its output goes
    // to a file (E2E_SERVER_LOG) at the most detailed level we log.
    siteOnLake(
      port,
      { origin: lakeOrigin(lakePort), secret, dir },
      { TRUSTED_PROXY_HOPS: "1", LOG_LEVEL: "debug" },
      { logFile: serverLogFile("E2E_SERVER_LOG") },
    ),
  ],
});
