// Issue 32: requests that hung or misled the lake. Each case is the outside probe's payload.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningLake, removeDir, startLake } from "./harness.ts";

/** A raw HTTP request, so the Host header can be anything (fetch always sends the URL's). */
function raw(
  origin: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: body ? "POST" : "GET", headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const MATCH_BOMB = `"${"a".repeat(30_000)}" match "${"a*".repeat(200)}b"`;
const EXPENSIVE = `count(*[]{"a":*[]{"b":*[]{_id}}})`;

describe("queries that used to hang the lake", () => {
  let lake: RunningLake;
  beforeAll(async () => {
    // The deadline is what these tests hold: the memory allowance (which stops the N³ join sooner,
    // with 400: result-size.test.ts) is set out of its way.
    lake = await startLake({ LAKE_QUERY_TIMEOUT_MS: "2000", LAKE_QUERY_WORK_MB: "1024" });
  });
  afterAll(async () => {
    await lake?.stop();
    if (lake) removeDir(lake.dataDir);
  });

  it("answers a 200-wildcard match against 30,000 characters (linear glob, no backtracking)", async () => {
    const response = await lake.api("/data/query/production", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: MATCH_BOMB }),
      signal: AbortSignal.timeout(20_000),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: unknown }).result).toBe(false);
    // The same pattern still matches what it should.
    expect(await lake.query(`"${"a".repeat(3_000)}b" match "${"a*".repeat(200)}b"`)).toBe(true);
  }, 30_000);

  it("cuts an expensive query off with 503 while other requests keep answering, then answers queries again", async () => {
    const expensive = lake.api(`/data/query/production?query=${encodeURIComponent(EXPENSIVE)}`);
    const ping = await lake.api("/ping", { signal: AbortSignal.timeout(5_000) });
    expect(ping.status).toBe(200);
    const doc = await lake.api("/data/query/production?query=count(*)", { signal: AbortSignal.timeout(5_000) });
    expect(doc.status).toBe(200);
    const answer = await expensive;
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { error: { type: string } }).error.type).toBe("queryTimeout");
    expect(await lake.query<number>("count(*[_type == 'news'])")).toBeGreaterThan(0);
  }, 30_000);

  it("stops on SIGTERM within seconds while a query is running", async () => {
    const running = await startLake();
    try {
      const expensive = running.api(`/data/query/production?query=${encodeURIComponent(EXPENSIVE)}`).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const exited = new Promise<number | null>((resolve) => running.child.once("exit", (code) => resolve(code)));
      running.child.kill("SIGTERM");
      const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve("hung"), 10_000))]);
      expect(code).toBe(0);
      await expensive;
    } finally {
      running.child.kill("SIGKILL");
      removeDir(running.dataDir);
    }
  }, 30_000);

  it("refuses a transaction of more than 1,000 mutations", async () => {
    const mutations = Array.from({ length: 1_001 }, (_, i) => ({ createOrReplace: { _id: `cap-${i}`, _type: "x" } }));
    const response = await lake.mutate(mutations);
    expect(response.status).toBe(400);
    expect(await lake.query("count(*[_id match 'cap-*'])")).toBe(0);
  });
});

describe("uploaded files never run on the lake's origin", () => {
  let lake: RunningLake;
  beforeAll(async () => {
    lake = await startLake();
  });
  afterAll(async () => {
    await lake?.stop();
    if (lake) removeDir(lake.dataDir);
  });

  it("serves an uploaded SVG sandboxed with nothing allowed, and an HTML file as a download", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
    const upload = async (name: string, body: string) => {
      const response = await lake.api(`/assets/files/production?filename=${name}`, { method: "POST", body });
      return ((await response.json()) as { document: { url: string } }).document.url;
    };
    const served = await fetch(await upload("logo.svg", svg));
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBeNull();
    const page = await fetch(await upload("page.html", `<html><script>alert(1)</script></html>`));
    expect(page.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(page.headers.get("content-disposition")).toBe("attachment");
  });
});

describe("loopback means loopback (DNS rebinding)", () => {
  let lake: RunningLake;
  beforeAll(async () => {
    lake = await startLake();
  });
  afterAll(async () => {
    await lake?.stop();
    if (lake) removeDir(lake.dataDir);
  });

  it("answers 421 to Host: 127.evil.example", async () => {
    const port = new URL(lake.origin).port;
    const evil = await raw(lake.origin, "/v2025-10-01/data/query/production?query=count(*)", {
      host: `127.evil.example:${port}`,
    });
    expect(evil.status).toBe(421);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `local.localhost:${port}`, `127.1.2.3:${port}`]) {
      const own = await raw(lake.origin, "/v2025-10-01/ping", { host });
      expect(own.status, host).toBe(200);
    }
  });

  it("applies no mutation from Origin http://127.evil.example and does not echo it", async () => {
    const port = new URL(lake.origin).port;
    const body = JSON.stringify({ mutations: [{ createOrReplace: { _id: "rebound", _type: "x", title: "pwned" } }] });
    const answer = await raw(
      lake.origin,
      "/v2025-10-01/data/mutate/production",
      { host: `localhost:${port}`, origin: `http://127.evil.example:${port}`, "content-type": "application/json" },
      body,
    );
    expect(answer.status).toBe(403);
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(await lake.query(`*[_id == "rebound"][0]`)).toBeNull();
  });
});
