import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Issue 44, item 4: the site reads its environment once, at start, through one schema
// (web/src/config/env.ts). A production server (`next start` of the build) with wrong or missing
// values does not start: it exits with one message naming every bad variable and what it expects.

const port = Number(process.env.E2E_PORT ?? 3100) + 3;
const WEB = path.join(import.meta.dirname, "..");

/** Runs `next start` with this environment until it exits (at most 90 s): its exit code and stderr. */
function startServer(env: Record<string, string | undefined>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(WEB, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "localhost"],
      {
        cwd: WEB,
        env: {
          ...env,
          NODE_ENV: "production",
          // Never the suite's own database or fallback folder, should it get that far.
          PGLITE_DIR: mkdtempSync(path.join(tmpdir(), "config-e2e-db-")),
          CONTENT_FALLBACK_DIR: mkdtempSync(path.join(tmpdir(), "config-e2e-fallback-")),
        } as NodeJS.ProcessEnv,
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server was still running after 90 s:\n${stderr}`));
    }, 90_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** The environment of the suite's servers without the variables a case sets or removes. */
function baseEnv(...without: string[]): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of without) delete env[name];
  return env;
}

test.describe("a production server with a wrong configuration", () => {
  test.describe.configure({ timeout: 120_000 });

  test("stops at start with one message naming every bad variable, and exit code 1", async () => {
    const { code, stderr } = await startServer({
      ...baseEnv("SMTP_URL", "MAIL_FROM"),
      SITE_URL: "https://www.example.com/shop",
      RATE_LIMIT_PER_IP: "twenty",
      REDIS_URL: "http://user:hunter2@cache:6379",
      MAIL_FROM: "site@wafer.example",
      TRUSTED_PROXY_HOPS: "one",
    });
    expect(code).toBe(1);
    const message = stderr.slice(stderr.indexOf("The site cannot start")).trim().split("\n");
    expect(message).toEqual([
      "The site cannot start: 5 environment variables are wrong (see docs/configuration.md).",
      '  SITE_URL is "https://www.example.com/shop": expected an origin (no path) starting with http:// or https://, e.g. https://www.example.com',
      '  TRUSTED_PROXY_HOPS is "one": expected an integer from 0 to 10',
      "  REDIS_URL is set: expected a URL starting with redis:// or rediss://, e.g. redis://localhost:6379",
      '  MAIL_FROM is "site@wafer.example": needs SMTP_URL too',
      '  RATE_LIMIT_PER_IP is "twenty": expected an integer of at least 1',
    ]);
    expect(stderr).not.toContain("hunter2");
  });

  test("stops without its public origin, and reading a Sanity project without the webhook secret", async () => {
    const { code, stderr } = await startServer({
      ...baseEnv("SITE_URL", "SANITY_REVALIDATE_SECRET"),
      SANITY_PROJECT_ID: "local",
    });
    expect(code).toBe(1);
    expect(stderr).toContain("The site cannot start: 2 environment variables are wrong (see docs/configuration.md).");
    expect(stderr).toContain(
      "  SITE_URL is not set: a production server needs the public origin of the site, e.g. https://www.example.com",
    );
    expect(stderr).toContain(
      "  SANITY_REVALIDATE_SECRET is not set: a production server reading a Sanity project needs the webhook secret",
    );
  });
});
