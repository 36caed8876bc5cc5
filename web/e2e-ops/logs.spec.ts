import { randomBytes } from "node:crypto";
import { stripVTControlCharacters } from "node:util";
import { expect, test } from "@playwright/test";
import { readLog, waitForLine } from "./server-log";

// Issue 34, logs: one JSON line per request with its id, route template, status, duration and
// cache outcome; the id is nginx's (one trusted hop here) and reaches the lake's lines.

const siteLog = process.env.OPS_SITE_LOG;
const lakeLog = process.env.OPS_LAKE_LOG;
const newId = () => `e2e-ops-${randomBytes(8).toString("hex")}`;

test("a request's line carries the proxy's request id, its route template, status, duration and cache outcome", async ({
  request,
}) => {
  const id = newId();
  const response = await request.get("/en/news", { headers: { "x-request-id": id } });
  expect(response.status()).toBe(200);
  expect(response.headers()["x-request-id"]).toBe(id);
  const line = await waitForLine(siteLog, (l) => l.requestId === id && l.msg === "request");
  expect(line).toMatchObject({ service: "site", level: "info", method: "GET", route: "/[locale]/news", status: 200 });
  expect(typeof line.durationMs).toBe("number");
  expect(typeof line.cache).toBe("string");
  expect(typeof line.time).toBe("string");
});

test("the request id reaches the lake: its line of the content query names the same id", async ({ request }) => {
  // /api/ready asks the content backend (the lake) on every call, uncached.
  const id = newId();
  const response = await request.get("/api/ready", { headers: { "x-request-id": id } });
  expect(response.status()).toBe(200);
  await waitForLine(siteLog, (l) => l.requestId === id && l.route === "/api/ready" && l.status === 200);
  const lake = await waitForLine(lakeLog, (l) => l.requestId === id && l.msg === "request");
  expect(lake).toMatchObject({ service: "lake", route: "/v:version/data/query", status: 200 });
});

test("an id a client writes without a trusted proxy is not taken, and a malformed one never", async ({ request }) => {
  const response = await request.get("/api/health", { headers: { "x-request-id": "bad id with spaces" } });
  const given = response.headers()["x-request-id"] as string;
  expect(given).toMatch(/^[0-9a-f-]{36}$/);
  await waitForLine(siteLog, (l) => l.requestId === given && l.route === "/api/health");
});

test("every line the site and the lake wrote is one JSON object with a level and a time", async () => {
  for (const file of [siteLog, lakeLog]) {
    const { text, lines } = readLog(file);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(typeof line.level).toBe("string");
      expect(typeof line.time).toBe("string");
    }
    // Nothing but Next's own start-up lines (▲ version, - addresses, ✓ ready, ⚠ notes) is plain text.
    const plain = text
      .split("\n")
      .map((line) => stripVTControlCharacters(line))
      .filter((line) => line.trim() && !line.startsWith("{"));
    for (const line of plain) expect(line).toMatch(/^\s*[▲✓⚠-] /);
  }
});
