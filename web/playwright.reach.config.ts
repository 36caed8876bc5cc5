import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { systemChromium } from "./playwright.browser";
import { siteServer } from "./playwright.servers";

// Reach (issue 43): the site with WeChat, Baidu's push API and IndexNow configured against local
// stand-ins the spec starts on fixed ports (E2E_PORT + 39, 41, 42): the share card inside WeChat's
// browser (a MicroMessenger user agent, WeChat's JS bridge played by the spec), nothing of it
// elsewhere, and a publish told to both engines. Its own server, on a throwaway database, with
// SITE_URL its own origin: WeChat signs the address the page is really at.
const base = Number(process.env.E2E_PORT ?? 3100);
export const REACH_PORTS = { site: base + 38, wechat: base + 39, baidu: base + 41, indexNow: base + 42 };
const site = `http://localhost:${REACH_PORTS.site}`;

if (!process.env.REACH_E2E_DIR) {
  process.env.REACH_E2E_DIR = mkdtempSync(path.join(tmpdir(), "reach-e2e-"));
  process.env.REACH_E2E_SECRET = randomBytes(24).toString("base64url");
  process.env.REACH_E2E_METRICS_TOKEN = randomBytes(24).toString("base64url");
}
const dir = process.env.REACH_E2E_DIR;

export const REACH = {
  site,
  secret: process.env.REACH_E2E_SECRET as string,
  metricsToken: process.env.REACH_E2E_METRICS_TOKEN as string,
  wechat: { appId: "wx-reach-e2e", appSecret: "reach-e2e-secret" },
  baidu: { site, token: "reach-e2e-baidu-token" },
  indexNowKey: "reach-e2e-indexnow-key-0123",
};

export default defineConfig({
  testDir: "./e2e-reach",
  outputDir: "test-results/reach",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-reach.json" }]],
  // Chinese first, as a visitor in China: "/" stays the Chinese home page.
  use: { baseURL: site, trace: "off", locale: "zh-CN", launchOptions: systemChromium },
  webServer: siteServer(REACH_PORTS.site, {
    SITE_URL: site,
    PGLITE_DIR: path.join(dir, "pglite"),
    SANITY_REVALIDATE_SECRET: REACH.secret,
    METRICS_TOKEN: REACH.metricsToken,
    WECHAT_APP_ID: REACH.wechat.appId,
    WECHAT_APP_SECRET: REACH.wechat.appSecret,
    WECHAT_API_BASE: `http://127.0.0.1:${REACH_PORTS.wechat}`,
    BAIDU_PUSH_SITE: REACH.baidu.site,
    BAIDU_PUSH_TOKEN: REACH.baidu.token,
    BAIDU_PUSH_BASE: `http://127.0.0.1:${REACH_PORTS.baidu}`,
    INDEXNOW_KEY: REACH.indexNowKey,
    INDEXNOW_ENDPOINT: `http://127.0.0.1:${REACH_PORTS.indexNow}/indexnow`,
    REACH_PUSH_POLL_MS: "1000",
  }),
});
