import { defineConfig, devices } from "@playwright/test";
import { systemChromium } from "./playwright.browser";
import { siteServer } from "./playwright.servers";

// The embedded dataset (content/embedded.ts, `CONTENT_SOURCE=embedded`) in the browser: only what
// differs from the lake, where the whole suite runs (playwright.config.ts): the specs that read
// the seed file and compare the page with it (home, news, page content). Not the per-route layout
// and axe checks of pages.spec.ts: markup does not depend on where content is read from. The rest
// of the embedded path (publishing into the file, forms, inbox, journeys, hardening) has its own
// configs, which all run on the embedded dataset; its queries are unit-tested
// (web/src/content/embedded.test.ts).
const port = Number(process.env.E2E_PORT ?? 3100) + 33;

export default defineConfig({
  testDir: "./e2e",
  testMatch: ["home.spec.ts", "news.spec.ts", "pages.spec.ts"],
  grepInvert: /answers with its heading and no axe violations/,
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
