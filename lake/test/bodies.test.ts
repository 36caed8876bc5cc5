// Issue 40: every request body of the lake is read through the one capped reader (src/http.ts
// readBody) before any parsing. Each route that takes a body gets one past its cap: 413 with the
// lake's error shape, and the lake's memory stays flat.
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { lakeForTests, rssMb } from "./harness.ts";
import { oversizedBody } from "./payloads.ts";

/** POSTs `bytes` in 1 MB chunks (chunked: no Content-Length), or only declares them. */
function postOversized(
  origin: string,
  path: string,
  bytes: number,
  declareOnly = false,
): Promise<{ status: number; text: string; headers: Record<string, unknown>; reset?: boolean }> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(declareOnly ? { "content-length": String(bytes) } : {}),
        },
      },
      (res) => {
        answered = true;
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
        res.on("error", reject);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      // The lake answers 413 and closes while the body is still coming: the client's next write
      // can fail (EPIPE, ECONNRESET) before it has read the answer. That is a refusal too.
      if (error.code === "EPIPE" || error.code === "ECONNRESET")
        resolve({ status: 0, text: "", headers: {}, reset: true });
      else reject(error);
    });
    if (declareOnly) {
      req.write("{");
      return;
    }
    const chunks = oversizedBody(bytes);
    const pump = () => {
      for (;;) {
        if (answered || req.destroyed) return;
        const next = chunks.next();
        if (next.done) return req.end();
        if (!req.write(next.value)) return req.once("drain", pump);
      }
    };
    pump();
  });
}

const API = "/v2025-10-01";
const MB = 1024 * 1024;

/** Every route of the lake that reads a body, with a body past its cap (src/server.ts). */
const ROUTES: { path: string; bytes: number; declareOnly?: boolean }[] = [
  { path: `${API}/data/query/production`, bytes: 40 * MB },
  { path: `${API}/data/mutate/production`, bytes: 40 * MB },
  { path: `${API}/data/actions/production`, bytes: 40 * MB },
  { path: `${API}/users/me/keyvalue`, bytes: 40 * MB },
  { path: "/auth/login", bytes: 2 * MB },
  // Uploads are capped at 200 MB: refused from the declared length, before a byte is read ...
  { path: `${API}/assets/images/production`, bytes: 300 * MB, declareOnly: true },
  // ... and counted when no length is declared.
  { path: `${API}/assets/files/production?filename=big.bin`, bytes: 210 * MB },
];

describe("every request body goes through the capped reader (issue 40)", () => {
  const lake = lakeForTests();

  it("answers 413 to a body past the cap on every route that reads one, memory flat", async () => {
    const pid = lake.child.pid as number;
    await lake.query("count(*)");
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 25);
    let answered = 0;
    try {
      for (const route of ROUTES) {
        const started = performance.now();
        const answer = await postOversized(lake.origin, route.path, route.bytes, route.declareOnly);
        console.log(
          `${route.path}: ${answer.reset ? "closed before the answer was read" : answer.status} in ${(performance.now() - started).toFixed(0)} ms`,
        );
        if (answer.reset) continue;
        answered++;
        expect(answer.status, route.path).toBe(413);
        if (route.path !== "/auth/login")
          expect((JSON.parse(answer.text) as { error: { type: string } }).error.type).toBe("payloadTooLarge");
      }
    } finally {
      clearInterval(sampler);
    }
    // A reset is a refusal the client could not read; most answers are read (all, usually).
    expect(answered).toBeGreaterThan(ROUTES.length / 2);
    const after = rssMb(pid);
    console.log(`oversized bodies: lake RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} → ${after.toFixed(0)} MB`);
    // Each JSON route holds at most its 32 MB cap while reading (the allocator keeps some of it for
    // a while); uploads stream to disk. Before, the 210 MB upload alone was held: +200 MB.
    expect(peak - before).toBeLessThan(150);
    expect(after - before).toBeLessThan(150);
    // The lake still answers.
    expect(await lake.query<number>("count(*)")).toBeGreaterThan(0);
  }, 120_000);

  it("refuses with 503 and Retry-After once bodies held at once pass 128 MB, and reads them again after", async () => {
    const url = new URL(lake.origin);
    // Five bodies of 30 MB, each under the 32 MB cap, none finished: 150 MB held at once.
    const finishers: (() => void)[] = [];
    const open = Array.from({ length: 5 }, () => {
      const answer = new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
        let answered = false;
        const req = request(
          { host: url.hostname, port: url.port, path: `${API}/data/query/production`, method: "POST" },
          (res) => {
            answered = true;
            res.resume();
            res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] }));
          },
        );
        // A refusal closes the connection while this body is still coming: the next write can fail
        // (EPIPE, ECONNRESET) before the answer is read. Status 0: refused, answer unread.
        req.on("error", () => {
          if (!answered) resolve({ status: 0, retryAfter: undefined });
        });
        const chunks = oversizedBody(30 * MB);
        const pump = () => {
          for (;;) {
            if (req.destroyed) return;
            const next = chunks.next();
            if (next.done) return;
            if (!req.write(next.value)) return req.once("drain", pump);
          }
        };
        pump();
        setTimeout(() => reject(new Error("no answer")), 30_000).unref();
        finishers.push(() => req.end());
      });
      return answer;
    });
    const first = await Promise.race(open);
    expect([503, 0]).toContain(first.status);
    if (first.status === 503) expect(first.retryAfter).toBe("5");
    for (const finish of finishers) finish();
    const statuses = (await Promise.all(open)).map((answer) => answer.status).sort();
    console.log(`five 30 MB bodies at once: ${statuses.join(", ")} (0: refused, the answer unread)`);
    // The others were read whole: only blanks, so 400 (not JSON), never a 500.
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(3);
    expect(statuses.every((status) => status === 400 || status === 503 || status === 0)).toBe(true);
    expect(await lake.query<number>("count(*)")).toBeGreaterThan(0);
  }, 60_000);
});
