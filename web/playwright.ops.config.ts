import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { lakeOrigin } from "../scripts/run/local-lake.ts";
import { lakeServer, serverLogFile, siteOnLake } from "./playwright.servers";

// Operations (issue 34): the site on a throwaway local lake, both with METRICS_TOKEN, their output
// kept in files as a log collector would, the site's traces sent to a receiver of ours. The specs read those logs and scrape both metric
// endpoints (e2e-ops/). Values reach the workers through the environment (they load this file again).
const base = Number(process.env.E2E_PORT ?? 3100);
const port = base + 12;
const lakePort = base + 13;
const otlpPort = base + 14;
export const OTLP_RECEIVER = `http://localhost:${otlpPort}`;

if (!process.env.OPS_E2E_DIR) {
  process.env.OPS_E2E_DIR = mkdtempSync(path.join(tmpdir(), "ops-e2e-"));
  process.env.OPS_E2E_SECRET = randomBytes(24).toString("base64url");
  process.env.OPS_E2E_METRICS_TOKEN = randomBytes(24).toString("base64url");
}
const dir = process.env.OPS_E2E_DIR;
const secret = process.env.OPS_E2E_SECRET as string;
const metricsToken = process.env.OPS_E2E_METRICS_TOKEN as string;
export const OPS_LAKE_ORIGIN = lakeOrigin(lakePort);
const siteUrl = `http://localhost:${port}`;

export default defineConfig({
  testDir: "./e2e-ops",
  // Run after other configs' suites as a project of theirs (it reads their servers' logs).
  testIgnore: "no-personal-data.spec.ts",
  outputDir: "test-results/ops",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-ops.json" }]],
  use: { baseURL: siteUrl, trace: "off", locale: "zh-CN" },
  webServer: [
    // The traces' receiver (e2e-ops/otlp-receiver.mjs), up before the site exports to it.
    {
      command: `node ${JSON.stringify(path.join(import.meta.dirname, "e2e-ops", "otlp-receiver.mjs"))}`,
      url: `${OTLP_RECEIVER}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { OTLP_RECEIVER_PORT: String(otlpPort) },
    },
    lakeServer(
      {
        port: lakePort,
        dataDir: path.join(dir, "lake"),
        webhook: { url: `${siteUrl}/api/revalidate`, secret },
        logFile: serverLogFile("OPS_LAKE_LOG"),
      },
      { METRICS_TOKEN: metricsToken, OTEL_EXPORTER_OTLP_ENDPOINT: OTLP_RECEIVER },
    ),
    // One trusted proxy hop: the spec plays nginx and sends its own X-Request-Id.
    siteOnLake(
      port,
      { origin: OPS_LAKE_ORIGIN, secret, dir },
      { TRUSTED_PROXY_HOPS: "1", METRICS_TOKEN: metricsToken, OTEL_EXPORTER_OTLP_ENDPOINT: OTLP_RECEIVER },
      { logFile: serverLogFile("OPS_SITE_LOG") },
    ),
  ],
});
