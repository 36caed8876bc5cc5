import { defineConfig, devices } from "@playwright/test";
import { systemChromium } from "./playwright.browser";
import { siteServer } from "./playwright.servers";

// The embedded dataset (content/embedded.ts, `CONTENT_SOURCE=embedded`) in the browser: only what
// differs from the lake, where the whole suite runs (playwright.config.ts). Pages, a story and its
// list read from the seed file; the rest of the embedded path (publishing into the file, forms,
// inbox, journeys, hardening) has its own configs, which all run on the embedded dataset, and its
// queries are unit-tested against the lake's answers (web/src/content/embedded.test.ts).
const port = Number(process.env.E2E_PORT ?? 3100) + 33;

export default defineConfig({
  testDir: "./e2e",
  testMatch: ["home.spec.ts", "news.spec.ts", "pages.spec.ts"],
  outputDir: "test-results/embedded",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-embedded.json" }]],
  use: { baseURL: `http://localhost:${port}`, trace: "off", locale: "zh-CN" },
  projects: [{ name: "chromium-embedded", use: { ...devices["Desktop Chrome"], launchOptions: systemChromium } }],
  webServer: siteServer(port, { TRUSTED_PROXY_HOPS: "1" }),
});
