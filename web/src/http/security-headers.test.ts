import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseWebEnv } from "@/config/env";
import {
  contentSecurityPolicy,
  nginxSecurityHeaders,
  normalizeOrigin,
  SECURITY_HEADERS_BY_PROXY_HEADER,
  securityHeaderRules,
  securityHeaders,
  securityHeadersByProxy,
} from "./security-headers";

/** The add_header lines of an include, as [name, value] pairs. */
function addHeaderLines(conf: string): [string, string][] {
  return conf
    .split("\n")
    .filter((line) => line.startsWith("add_header "))
    .map((line) => {
      const match = /^add_header (\S+) "([^"]*)" always;$/.exec(line);
      if (!match) throw new Error(`unexpected line: ${line}`);
      return [match[1] as string, match[2] as string];
    });
}

describe("security headers behind nginx (decision 0021)", () => {
  it("nginx's include has every header the application sends over HTTPS, once, with the same value", () => {
    const options = { studioOrigin: "https://studio.example.com" };
    const app = securityHeaders(options).map(({ key, value }) => [key, value]);
    const conf = addHeaderLines(nginxSecurityHeaders(securityHeaders(options), "test"));
    expect(conf).toEqual(app);
    expect(new Set(conf.map(([key]) => key.toLowerCase())).size).toBe(conf.length);
    expect(conf.map(([key]) => key)).toEqual(
      expect.arrayContaining(["Content-Security-Policy", "Strict-Transport-Security", "X-Content-Type-Options"]),
    );
    expect(Object.fromEntries(conf)["Content-Security-Policy"]).toContain(
      "frame-ancestors 'self' https://studio.example.com",
    );
  });

  it("the committed deploy/security-headers.conf is what `pnpm deploy:headers` writes without a studio origin", () => {
    const committed = readFileSync(
      join(import.meta.dirname, "..", "..", "..", "deploy", "security-headers.conf"),
      "utf8",
    );
    expect(addHeaderLines(committed)).toEqual(securityHeaders().map(({ key, value }) => [key, value]));
  });

  it("every rule steps aside when the proxy adds the headers", () => {
    for (const rule of securityHeaderRules()) {
      expect(rule.missing).toEqual([{ type: "header", key: SECURITY_HEADERS_BY_PROXY_HEADER }]);
    }
  });

  it("is off unless SECURITY_HEADERS_BY_PROXY is 1; another value than 0 or 1 stops the start", () => {
    const byProxy = (env: Record<string, string>) => {
      const parsed = parseWebEnv(env);
      return parsed.ok ? parsed.config.SECURITY_HEADERS_BY_PROXY : parsed.message;
    };
    expect(byProxy({})).toBe(false);
    expect(byProxy({ SECURITY_HEADERS_BY_PROXY: "0" })).toBe(false);
    expect(byProxy({ SECURITY_HEADERS_BY_PROXY: "true" })).toMatch(
      /SECURITY_HEADERS_BY_PROXY is "true": expected 1 \(on\) or 0 \(off\)/,
    );
    expect(byProxy({ SECURITY_HEADERS_BY_PROXY: "1" })).toBe(true);
    expect(securityHeadersByProxy()).toBe(false);
  });

  it.each([
    ["a quote", 'x" always; add_header Evil "1'],
    ["a variable", "default-src $host"],
    ["a line break", "a\nb"],
    ["a backslash", "a\\"],
  ])("refuses a value with %s (nginx would read it otherwise)", (_, value) => {
    expect(() => nginxSecurityHeaders([{ key: "X-Test", value }], "test")).toThrow(/not a constant header/);
  });
});

const frameAncestors = (studioOrigin?: string) =>
  /frame-ancestors ([^;]*)/.exec(contentSecurityPolicy({ studioOrigin }))?.[1];

describe("frame-ancestors", () => {
  it("is the site alone without a studio", () => {
    expect(frameAncestors()).toBe("'self'");
  });

  it("adds a studio's origin, without path", () => {
    expect(frameAncestors("https://wafer.sanity.studio/desk")).toBe("'self' https://wafer.sanity.studio");
  });

  it("keeps any port of one host for the local lake's studio (one build for every lake port)", () => {
    expect(normalizeOrigin("http://localhost:*")).toBe("http://localhost:*");
    expect(frameAncestors("http://localhost:*")).toBe("'self' http://localhost:*");
  });

  it("drops what is not one http(s) origin, so a typo cannot widen it", () => {
    for (const value of [
      "*",
      "http://*:*",
      "localhost:*",
      "ftp://localhost:*",
      "http://localhost:*/x",
      "javascript:alert(1)",
    ]) {
      expect(normalizeOrigin(value), value).toBeNull();
      expect(frameAncestors(value), value).toBe("'self'");
    }
  });
});
