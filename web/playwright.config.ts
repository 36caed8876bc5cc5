import { defineConfig, devices } from "@playwright/test";
import { systemChromium } from "./playwright.browser";

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
  ],
  webServer: {
    // Not `-H 127.0.0.1`: with a literal loopback address Next 16 treats the i18n rewrite as external
    // and answers 307 in a loop (vercel/next.js#94745). `localhost` keeps it internal.
    command: `pnpm exec next start -p ${port} -H localhost`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    // Read at run time: a production server refuses to start without it (web/src/seo/site-url.ts).
    env: { SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}` },
  },
});
