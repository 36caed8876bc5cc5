import { defineConfig, devices } from "@playwright/test";
import { systemChromium } from "./playwright.browser";
import { serverLogFile, siteServer } from "./playwright.servers";

// End-to-end tests run against the production build (`next start`), in the system Chromium:
// Playwright cannot download its own browser on these machines. scripts/e2e.mjs finds it.
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    // Most visitors browse in Chinese; tests of language detection set their own locale.
    locale: "zh-CN",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: systemChromium,
      },
    },
    // Last: the server's output holds nothing the form specs submitted (issue 34).
    {
      name: "no-personal-data",
      testDir: "./e2e-ops",
      testMatch: "no-personal-data.spec.ts",
      dependencies: ["chromium"],
    },
  ],
  // The form tests play the proxy: each sends its own X-Forwarded-For to get a fresh per-IP budget,
  // which the server only believes with one trusted proxy hop (docs/security.md). Its output goes
  // to a file (E2E_SERVER_LOG) at the most detailed level we log.
  webServer: siteServer(
    port,
    { TRUSTED_PROXY_HOPS: "1", LOG_LEVEL: "debug" },
    { logFile: serverLogFile("E2E_SERVER_LOG") },
  ),
});
