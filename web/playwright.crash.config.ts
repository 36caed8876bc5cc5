import { defineConfig } from "@playwright/test";

// Crash-only processes (issue 40, "Done when" 4): the real `npm start` (scripts/run/start.mjs with
// its local lake) on E2E_PORT + 50 (site) and + 51 (lake), with throwaway folders; the spec kills
// the site with SIGKILL while visitors send forms and while an editor publishes. It needs the
// production builds `npm test` made (start.mjs finds them in turbo's cache), no browser.
export default defineConfig({
  testDir: "./e2e-crash",
  outputDir: "test-results/crash",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-crash.json" }]],
});
