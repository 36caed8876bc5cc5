import { defineConfig } from "@playwright/test";

// Backups end to end (issue 34, item 5): `pnpm backup` while the production site and a local lake take
// writes, `pnpm restore` into a fresh folder, and the site started again on it. The spec starts,
// stops and restarts its own servers on E2E_PORT + 36 (site) and + 37 (lake), with throwaway
// folders; it needs the production build (`next build`), no browser.
export default defineConfig({
  testDir: "./e2e-backup",
  outputDir: "test-results/backup",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 420_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-backup.json" }]],
});
