import { defineConfig } from "@playwright/test";
import { systemChromium } from "./playwright.browser";

// Hardening checks (docs/security.md) against the production build. The specs start and restart
// their own `next start` (a restart is part of what they test), on E2E_PORT + 2, with a throwaway
// database, fallback folder and webhook secret.
export default defineConfig({
  testDir: "./e2e-security",
  outputDir: "test-results/security",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-security.json" }]],
  use: { locale: "zh-CN", launchOptions: systemChromium },
});
