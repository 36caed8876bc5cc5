import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_EDITORS, STUDIO_DIST, studioE2eOrigins, writeEditorsFile } from "../scripts/run/local-lake.ts";
import { systemChromium } from "./playwright.browser";
import { lakeServer, siteOnLake } from "./playwright.servers";

// Editors' end-to-end tests (e2e-studio/): the built studio, served by a local Content Lake as
// `npm start` serves it, driven in Chromium; the site reads the same lake through @sanity/client
// and receives its webhooks, and the tests check the site after each step.
//
// The studio is built as `npm start` builds it (scripts/run/start-builds.ts buildStudio): npm test
// does it in its studio build step; alone: `pnpm e2e:studio`.
// STUDIO_E2E_LOGIN=1 runs only login.spec.ts, against a lake that requires editor accounts.
const base = Number(process.env.E2E_PORT ?? 3100);
const port = base + 2;
const lakePort = base + 30;
const login = process.env.STUDIO_E2E_LOGIN === "1";

if (!process.env.STUDIO_E2E_DIR) {
  process.env.STUDIO_E2E_DIR = mkdtempSync(path.join(tmpdir(), "studio-e2e-"));
  process.env.STUDIO_E2E_SECRET = randomBytes(24).toString("base64url");
}
const dir = process.env.STUDIO_E2E_DIR;
const editorsFile = path.join(dir, "editors");
if (login && !existsSync(editorsFile)) writeEditorsFile(editorsFile, E2E_EDITORS);
const secret = process.env.STUDIO_E2E_SECRET as string;
const { site: siteUrl, lake: lakeUrl } = studioE2eOrigins(base);

export default defineConfig({
  testDir: "./e2e-studio",
  // PREVIEW_BENCH (scripts/bench/bench-preview.mjs) runs only the live-preview timings.
  ...(process.env.PREVIEW_BENCH
    ? { testMatch: "preview.bench.ts" }
    : login
      ? { testMatch: "login.spec.ts" }
      : { testIgnore: "login.spec.ts" }),
  outputDir: `test-results/studio${login ? "-login" : ""}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The studio is a large single-page application on a 2-core machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: `reports/e2e-studio${login ? "-login" : ""}.json` }]],
  use: {
    baseURL: lakeUrl,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    viewport: { width: 1440, height: 900 },
  },
  projects: [{ name: "studio", use: { ...devices["Desktop Chrome"], launchOptions: systemChromium } }],
  webServer: [
    lakeServer({
      port: lakePort,
      dataDir: path.join(dir, login ? "lake-login" : "lake"),
      studioDir: STUDIO_DIST,
      // The studio (built as `npm start` builds it) previews the site this lake names.
      previewUrl: siteUrl,
      webhook: { url: `${siteUrl}/api/revalidate`, secret },
      ...(login ? { editors: editorsFile } : {}),
    }),
    // The login tests need no site (and the site has no editor session to read a guarded lake with).
    ...(login ? [] : [siteOnLake(port, { origin: lakeUrl, secret, dir })]),
  ],
});
