import { describe, expect, it } from "vitest";
import { parseWebEnv } from "./env";

// Issue 44, item 4: the site reads its environment once, through one schema; a wrong or missing
// value is found at start, all of them in one message, not when the code that reads it runs.

const message = (env: Record<string, string | undefined>, productionServer = false) => {
  const parsed = parseWebEnv(env, { productionServer });
  return parsed.ok ? "" : parsed.message;
};

describe("the site's configuration", () => {
  it("gives typed values and defaults for an empty environment", () => {
    const parsed = parseWebEnv({});
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.config.PORT).toBeUndefined();
    expect(parsed.config.RATE_LIMIT_PER_IP).toBe(20);
    expect(parsed.config.SANITY_DATASET).toBe("production");
    expect(parsed.config.SECURITY_HEADERS_BY_PROXY).toBe(false);
    expect(parsed.config.LOG_LEVEL).toBe("info");
  });

  it("reads numbers, lists and words as the code uses them; blank is unset", () => {
    const parsed = parseWebEnv({
      PORT: "4401",
      NOTIFY_TO: " hr@wafer.example, ,team@wafer.example ",
      LOG_LEVEL: "DEBUG",
      INBOX_RETENTION_DAYS: String(20 / 86_400),
      SMTP_URL: "smtp://127.0.0.1:2525?ignoreTLS=true",
      MAIL_FROM: "Wafer <site@wafer.example>",
      RATE_LIMIT_PER_IP: "",
    });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.config.PORT).toBe(4401);
    expect(parsed.config.NOTIFY_TO).toEqual(["hr@wafer.example", "team@wafer.example"]);
    expect(parsed.config.LOG_LEVEL).toBe("debug");
    expect(parsed.config.INBOX_RETENTION_DAYS).toBeCloseTo(20 / 86_400);
    expect(parsed.config.RATE_LIMIT_PER_IP).toBe(20);
  });

  it("names every wrong variable in one message, with what it expects, never a secret's value", () => {
    const text = message({
      PORT: "80a",
      OUTBOX_LEASE_SECONDS: "5",
      REDIS_URL: "http://user:hunter2@cache:6379",
      LOG_LEVEL: "loud",
      NOTIFY_TO: "hr@wafer.example,nobody",
      METRICS_TOKEN: "short",
    });
    expect(text.split("\n")).toEqual([
      "The site cannot start: 6 environment variables are wrong (see docs/configuration.md).",
      '  PORT is "80a": expected an integer from 1 to 65535',
      "  REDIS_URL is set: expected a URL starting with redis:// or rediss://, e.g. redis://localhost:6379",
      '  NOTIFY_TO is "hr@wafer.example,nobody": expected a comma-separated list of e-mail addresses',
      '  OUTBOX_LEASE_SECONDS is "5": expected an integer of at least 10 (s)',
      '  LOG_LEVEL is "loud": expected one of trace, debug, info, warn, error, fatal, silent',
      "  METRICS_TOKEN is set: expected at least 16 characters",
    ]);
    expect(text).not.toContain("hunter2");
  });

  it("refuses variables that need another one set with them", () => {
    expect(message({ SANITY_API_HOST: "http://localhost:3333" })).toContain(
      'SANITY_API_HOST is "http://localhost:3333": needs SANITY_PROJECT_ID too',
    );
    expect(message({ MAIL_FROM: "site@wafer.example" })).toContain(
      'MAIL_FROM is "site@wafer.example": needs SMTP_URL too',
    );
    expect(message({ INBOX_OIDC_CLIENT_ID: "inbox" })).toContain("needs INBOX_OIDC_ISSUER too");
    expect(message({ INBOX_OIDC_ISSUER: "https://id.example.com" })).toContain("needs INBOX_OIDC_CLIENT_ID too");
    expect(message({ INBOX_OIDC_ISSUER: "http://id.example.com", INBOX_OIDC_CLIENT_ID: "inbox" })).toContain(
      "plain http only for a provider on this machine",
    );
    expect(message({ INBOX_OIDC_ISSUER: "http://localhost:4410", INBOX_OIDC_CLIENT_ID: "inbox" })).toBe("");
    expect(message({ ALTCHA_MIN_COUNTER: "30000" })).toContain(
      'ALTCHA_MIN_COUNTER is "30000": at most ALTCHA_MAX_COUNTER (20000)',
    );
  });

  it("asks a production server for its public origin and, reading a Sanity project, its webhook secret", () => {
    expect(message({}, true)).toContain("SITE_URL is not set: a production server needs the public origin");
    const sanity = message({ SITE_URL: "https://www.example.com", SANITY_PROJECT_ID: "abc123" }, true);
    expect(sanity).toContain("SANITY_REVALIDATE_SECRET is not set: a production server reading a Sanity project");
    expect(message({ SANITY_PROJECT_ID: "abc123" })).toBe("");
    expect(message({ SITE_URL: "https://www.example.com/shop" })).toContain("expected an origin (no path)");
  });
});
