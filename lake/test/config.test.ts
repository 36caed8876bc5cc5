import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseLakeEnv } from "../src/config.ts";
import { ROOT, startLake, tempDataDir } from "./harness.ts";

// Issue 44, item 4: the lake reads its environment once, through one schema; a wrong or missing
// value stops `node lake/src/cli.ts` at once with one message naming every bad variable.

const CLI = path.join(ROOT, "lake", "src", "cli.ts");

describe("the lake's configuration", () => {
  it("stops the real CLI with one message naming every bad variable, and exit code 1", () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, [CLI], {
      env: {
        ...process.env,
        LAKE_DATA_DIR: tempDataDir(),
        LAKE_PORT: "70000",
        LAKE_QUERY_TIMEOUT_MS: "soon",
        LAKE_WEBHOOK_URL: "http://127.0.0.1:9/api/revalidate",
        LAKE_WEBHOOK_SECRET: "",
        LAKE_CORS_ORIGINS: "https://studio.example.com,studio.example.com",
        LAKE_HOST: "0.0.0.0",
        METRICS_TOKEN: "hunter2",
      },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([
      "The lake cannot start: 6 environment variables are wrong (see docs/configuration.md).",
      '  LAKE_PORT is "70000": expected an integer from 0 to 65535',
      '  LAKE_HOST is "0.0.0.0": beyond loopback only with editor accounts: set LAKE_EDITORS (lake/README.md), or use localhost',
      '  LAKE_WEBHOOK_URL is "http://127.0.0.1:9/api/revalidate": needs LAKE_WEBHOOK_SECRET too',
      '  LAKE_CORS_ORIGINS is "https://studio.example.com,studio.example.com": expected a comma-separated list of origins (http(s)://host[:port])',
      '  LAKE_QUERY_TIMEOUT_MS is "soon": expected an integer of at least 1 (ms)',
      "  METRICS_TOKEN is set: expected at least 16 characters",
    ]);
    expect(result.stderr).not.toContain("hunter2");
    // Before anything else: no dataset copied, no port opened, no worker started.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("starts with what the tests and `npm start` set", async () => {
    const lake = await startLake({ LAKE_QUERY_TIMEOUT_MS: "2000", LAKE_TRUSTED_PROXY_HOPS: "1", LOG_LEVEL: "Info" });
    try {
      expect((await lake.api("/ping")).status).toBeLessThan(500);
    } finally {
      await lake.stop();
    }
  }, 30_000);

  it("types the values and keeps the defaults", () => {
    const parsed = parseLakeEnv({ LAKE_CORS_ORIGINS: " https://a.example , http://localhost:3000 ", LAKE_PORT: "0" });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.config).toMatchObject({
      LAKE_PORT: 0,
      LAKE_HOST: "localhost",
      LAKE_TRUSTED_PROXY_HOPS: 0,
      LAKE_CORS_ORIGINS: ["https://a.example", "http://localhost:3000"],
      OTEL_SERVICE_NAME: "wafer-lake",
    });
  });

  it("is built from the same kit as the site's (one file, two copies until they share a package)", () => {
    const kit = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
    expect(kit("lake/src/config-kit.ts")).toBe(kit("web/src/config/env-kit.ts"));
  });
});
