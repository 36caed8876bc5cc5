import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { systemChromium } from "./playwright.browser";
import { serverLogFile, siteServer } from "./playwright.servers";

// The staff inbox end to end (issue 31): its own server on a throwaway database (and one more for
// the purge test), staff accounts made with `pnpm inbox:account`, a real SMTP peer (started by the
// spec on its fixed port) and a real OpenID Connect provider (oidc-provider, started by the spec).
// Everything is handed to the spec through the environment.
const base = Number(process.env.E2E_PORT ?? 3100);
const port = base + 5;

if (!process.env.INBOX_E2E_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), "inbox-e2e-"));
  process.env.INBOX_E2E_DIR = dir;
  process.env.INBOX_E2E_PASSWORD = randomBytes(12).toString("base64url");
  process.env.INBOX_E2E_ALTCHA = randomBytes(24).toString("base64url");
  const accounts = path.join(dir, "accounts");
  for (const [name, roles] of [
    ["hana", "hr"],
    ["mark", "marketing"],
    ["ada", "admin"],
  ]) {
    execFileSync(
      process.execPath,
      [path.join(import.meta.dirname, "..", "scripts", "ops", "inbox-account.mjs"), name as string, roles as string],
      {
        input: `${process.env.INBOX_E2E_PASSWORD}\n`,
        env: { ...process.env, INBOX_ACCOUNTS: accounts },
      },
    );
  }
}
const dir = process.env.INBOX_E2E_DIR as string;
export const INBOX_SMTP_PORT = base + 6;
export const INBOX_OIDC_PORT = base + 7;
export const INBOX_PURGE_PORT = base + 8;

export default defineConfig({
  testDir: "./e2e-inbox",
  outputDir: "test-results/inbox",
  // Journeys of many steps, each a real round trip, on a shared two-core machine.
  timeout: 120_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-inbox.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "zh-CN",
    launchOptions: systemChromium,
    viewport: { width: 1440, height: 900 },
  },
  // Last: the server's output holds nothing the inbox specs submitted or wrote (issue 34).
  projects: [
    { name: "inbox" },
    {
      name: "no-personal-data",
      testDir: "./e2e-ops",
      testMatch: "no-personal-data.spec.ts",
      dependencies: ["inbox"],
    },
  ],
  webServer: [
    inboxServer(port, "pglite", {
      SMTP_URL: `smtp://127.0.0.1:${INBOX_SMTP_PORT}`,
      MAIL_FROM: "inbox@example.com",
      OUTBOX_POLL_MS: "1000",
      INBOX_OIDC_ISSUER: `http://localhost:${INBOX_OIDC_PORT}`,
      INBOX_OIDC_CLIENT_ID: "wafer-inbox",
      INBOX_OIDC_CLIENT_SECRET: "inbox-e2e-client-secret",
    }),
    // The purge test's own server: the daily purge every 2 s, with a retention of 20 s. The other
    // tests keep the default retention on theirs, so nothing they submitted goes while they use it,
    // and the purge test waits 20 s for its application to age, not the longest of the others.
    inboxServer(INBOX_PURGE_PORT, "pglite-purge", {
      INBOX_RETENTION_DAYS: String(20 / 86_400),
      INBOX_PURGE_EVERY_MS: "2000",
    }),
  ],
});

/** The site with the inbox on its own database under `dir`; both servers log to one file. */
function inboxServer(listen: number, database: string, env: Record<string, string>) {
  return siteServer(
    listen,
    {
      PGLITE_DIR: path.join(dir, database),
      INBOX_ACCOUNTS: path.join(dir, "accounts"),
      ALTCHA_HMAC_KEY: process.env.INBOX_E2E_ALTCHA as string,
      TRUSTED_PROXY_HOPS: "1",
      LOG_LEVEL: "debug",
      ...env,
    },
    { logFile: serverLogFile("E2E_SERVER_LOG") },
  );
}
