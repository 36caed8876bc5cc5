import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type RunningLake, startLakeProcess } from "../../scripts/run/local-lake.ts";
import { processTreeRss } from "../../scripts/test-support/next-server.ts";
import { readLock } from "../src/db/lock";
import {
  gzipBomb,
  hugeHeaders,
  hugeQueries,
  malformed,
  malformedTargets,
  oversized,
  type RawAnswer,
  slowBody,
  slowHeaders,
} from "./gate-attacks";
import { behindProxy, type CaseName, LAKE_CASES, type RememberingName, type RouteCase, SITE_CASES } from "./gate-cases";
import { PORT, type Server, startServer, throwawayState } from "./server";

// Issue 40: the hostile gate. Every route of the site and of the lake (gate-cases.ts, checked
// against the code by scripts/gate/route-inventory.test.ts) gets the same generated attacks, on a
// production `next start` and a real lake process; what a visitor would see is asserted: no 5xx,
// the expected refusal, the server's resident memory (VmRSS of the real process) flat, and an
// honest request still answered (its latency printed). Slow-header sockets to every route are
// opened first and checked last, so their timeout costs the suite no extra time.

// Not serial: one failing case must not hide the others. A failure restarts the worker, and with
// it the servers (beforeAll); a passing run starts them once.

const LAKE_PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
/**
 * What one attack may add to a server's RSS once it settled (up to 2 s): below the 96 MB an
 * uncapped reader keeps, above the garbage a stream of 96 MB leaves before the next collection.
 */
const RSS_STEP_BYTES = 64 * 1024 * 1024;
/**
 * The same for a page behind the proxy: Next reads such a body to its end itself (gate-cases.ts),
 * through its own streams, and leaves more garbage before a collection (64.2 and 69.3 MB seen on
 * /handleEmail in fresh-clone runs, where the others stay far under 64).
 */
const DRAINED_STEP_BYTES = 96 * 1024 * 1024;
/**
 * What many distinct keys may add once warm: a bounded structure's worth, not one entry per key.
 * The keys are large where the route keeps what it is sent (1 MB account names, 64 KB queries),
 * so an unbounded memory shows as hundreds of MB; the site's database (PGlite, WebAssembly memory
 * that grows and never shrinks) and the heap's own growth account for tens.
 */
const RSS_KEYS_BYTES = 48 * 1024 * 1024;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const state = throwawayState();
state.env.ALTCHA_HMAC_KEY = "gate-e2e-altcha-key";
// Behind the operator's proxy (deploy/nginx.conf): the client's address comes from
// X-Forwarded-For, so "many distinct keys" can be many distinct addresses, as behind nginx.
state.env.TRUSTED_PROXY_HOPS = "1";

interface Target {
  name: "site" | "lake";
  port: number;
  cases: Record<string, RouteCase>;
  honest: string;
  rss(): number;
}
let site: Server;
let lake: RunningLake;
const targets: Target[] = [];
const idle: Record<string, number> = {};
const slow: { target: Target; route: string; kind: "headers" | "body"; answer: Promise<RawAnswer> }[] = [];

async function honest(target: Target, label: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://localhost:${target.port}${target.honest}`, {
    signal: AbortSignal.timeout(15_000),
    headers: { "x-sanity-project-id": "local" },
  });
  await response.arrayBuffer();
  const ms = Math.round(performance.now() - started);
  expect(response.status, `${target.name}: honest request after ${label}`).toBe(200);
  console.log(`[gate] ${target.name} honest ${target.honest} after ${label}: ${ms} ms`);
  return ms;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // With the heap and allocator settings production starts it with (npm start, the Dockerfile).
  // (A plain .mjs module without types: imported by its path, typed here.)
  const memory = path.join(import.meta.dirname, "..", "..", "scripts", "run", "server-memory.mjs");
  const { serverMemoryEnv } = (await import(memory)) as {
    serverMemoryEnv: (env: Record<string, string>) => Record<string, string>;
  };
  site = await startServer(serverMemoryEnv(state.env));
  // The operator endpoint's token, as the machine's own scripts read it from the database lock
  // (written when the server first opens its database: a first call opens it).
  await fetch(`http://localhost:${PORT}/api/operator/submissions`, { method: "POST", body: "{}" });
  const token = readLock(state.env.PGLITE_DIR as string)?.token;
  expect(token, "the database lock's operator token").toBeTruthy();
  for (const route of Object.values(SITE_CASES))
    if (route.operatorToken && token) route.headers = { Authorization: `Bearer ${token}` };
  lake = await startLakeProcess({
    port: LAKE_PORT,
    dataDir: path.join(mkdtempSync(path.join(tmpdir(), "gate-lake-")), "lake"),
    stdio: "ignore",
  });
  targets.push(
    { name: "site", port: PORT, cases: SITE_CASES, honest: "/en/about", rss: () => site.rss() },
    {
      name: "lake",
      port: LAKE_PORT,
      cases: LAKE_CASES,
      honest: `/v2025-10-01/data/query/production?query=${encodeURIComponent('count(*[_type == "news"])')}`,
      rss: () => processTreeRss(lake.child.pid as number),
    },
  );
  // Warm every route once (first renders load code and fill fixed caches), then take the idle figure.
  for (const target of targets) {
    for (const route of Object.values(target.cases))
      await fetch(`http://localhost:${target.port}${route.url}`, {
        redirect: "manual",
        signal: AbortSignal.timeout(5000),
      })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
    await honest(target, "warm-up");
    idle[target.name] = target.rss();
    console.log(`[gate] ${target.name} idle RSS ${MB(idle[target.name] as number)}`);
  }
  // Slow clients on every route, held while everything else runs.
  for (const target of targets)
    for (const [key, route] of Object.entries(target.cases)) {
      slow.push({ target, route: key, kind: "headers", answer: slowHeaders(target.port, route, 170_000) });
      if (route.body) slow.push({ target, route: key, kind: "body", answer: slowBody(target.port, route, 170_000) });
    }
});

test.afterAll(async () => {
  await site?.stop();
  await lake?.stop();
});

/** Marked fixme until the named branch is merged; GATE_RUN_PENDING=1 runs them (to see them fail, or pass after the merge). */
function pendingFor(route: RouteCase, name: CaseName) {
  const reason = route.pending?.[name];
  test.fixme(reason !== undefined && !process.env.GATE_RUN_PENDING, reason);
}

/** Runs an attack, measures the server's RSS around it, and checks an honest request after. */
async function measured(target: Target, label: string, attack: () => Promise<void>, bound = RSS_STEP_BYTES) {
  const before = target.rss();
  await attack();
  let after = target.rss();
  for (let i = 0; i < 8 && after - before >= bound; i++) {
    await new Promise((r) => setTimeout(r, 250));
    after = target.rss();
  }
  console.log(`[gate] ${target.name} ${label}: RSS ${MB(before)} → ${MB(after)}`);
  expect(after - before, `${target.name} ${label}: RSS grew ${MB(after - before)}`).toBeLessThan(bound);
  await honest(target, label);
}

const siteTarget = () => targets[0] as Target;
const lakeTarget = () => targets[1] as Target;

for (const [name, cases, target] of [
  ["site", SITE_CASES, siteTarget],
  ["lake", LAKE_CASES, lakeTarget],
] as const) {
  for (const [key, route] of Object.entries(cases)) {
    test.describe(`${name} ${key}`, () => {
      for (const chunked of [false, true]) {
        const caseName: CaseName = chunked ? "oversized chunked" : "oversized declared";
        test(caseName, async () => {
          pendingFor(route, caseName);
          // Behind the site's proxy, Next reads a body to its end before answering (gate-cases.ts).
          const drained = name === "site" && behindProxy(route.url);
          await measured(
            target(),
            `${key} ${caseName}`,
            async () => {
              const answer = await oversized(target().port, route, chunked, { stopAfterSend: drained && !chunked });
              console.log(
                `[gate] ${name} ${key} ${caseName}: ${answer.status} after ${MB(answer.sent)} in ${answer.ms} ms`,
              );
              if (drained && !chunked) {
                // 1 GB declared: still being read (no answer yet) or refused; never held in memory.
                expect([null, 405]).toContain(answer.status);
                return;
              }
              // A reset right after the request: the server refused and closed while the body came.
              if (answer.status === null && answer.reset) return;
              expect(answer.status, "an answer").not.toBeNull();
              expect(answer.status).toBeLessThan(500);
              if (drained) expect(answer.status).toBe(405);
              if (route.body) expect(route.oversized ?? [413]).toContain(answer.status);
            },
            drained ? DRAINED_STEP_BYTES : RSS_STEP_BYTES,
          );
        });
      }

      test("huge headers and query strings", async () => {
        pendingFor(route, "huge headers");
        pendingFor(route, "huge query");
        const answers = await Promise.all([...hugeHeaders(target().port, route), ...hugeQueries(target().port, route)]);
        const [oneHeader, manyHeaders, longQuery, manyParameters] = answers.map((a) => a.status);
        console.log(`[gate] ${name} ${key} huge: ${oneHeader} ${manyHeaders} ${longQuery} ${manyParameters}`);
        expect([431, 400]).toContain(oneHeader);
        expect([431, 400]).toContain(manyHeaders);
        expect([431, 414, 400]).toContain(longQuery);
        expect(manyParameters).not.toBeNull();
        expect(manyParameters).toBeLessThan(500);
      });

      test("malformed encoding", async () => {
        pendingFor(route, "malformed encoding");
        for (const { label, target: raw } of malformedTargets(route.url)) {
          const answer = await malformed(target().port, route, raw);
          expect(answer.status, label).not.toBeNull();
          expect(answer.status, label).toBeLessThan(500);
        }
      });

      if (route.body)
        test("gzip bomb", async () => {
          pendingFor(route, "gzip bomb");
          await measured(target(), `${key} gzip bomb`, async () => {
            const answer = await gzipBomb(target().port, route);
            console.log(`[gate] ${name} ${key} gzip bomb: ${answer.status}${answer.reset ? " (reset)" : ""}`);
            if (answer.status === null && answer.reset) return;
            expect(answer.status).not.toBeNull();
            expect(answer.status).toBeLessThan(500);
          });
        });

      if (route.remembers)
        test(`many keys: ${route.remembers}`, async () => {
          pendingFor(route, "many keys");
          const remembering = REMEMBERING[route.remembers as RememberingName];
          // Pages first fill what Next keeps at a fixed size (its render caches, the heap's
          // growth): distinct keys before the measured ones, so what is measured is what grows with keys.
          for (let i = 0; i < (remembering.warmup ?? 0); i += 8)
            await Promise.all(
              Array.from({ length: 8 }, async (_, j) => {
                const { url, init } = remembering.request(i + j, target().port);
                await (
                  await fetch(`http://localhost:${target().port}${url}`, { redirect: "manual", ...init })
                ).arrayBuffer();
              }),
            );
          await measured(
            target(),
            `${key} ${remembering.count} distinct keys`,
            async () => {
              const statuses = new Map<number, number>();
              let next = remembering.warmup ?? 0;
              const end = next + remembering.count;
              const worker = async () => {
                while (next < end) {
                  const i = next++;
                  const { url, init } = remembering.request(i, target().port);
                  const response = await fetch(`http://localhost:${target().port}${url}`, {
                    redirect: "manual",
                    ...init,
                  });
                  await response.arrayBuffer();
                  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
                }
              };
              // The honest request during the attack, too.
              const during = (async () => {
                await new Promise((r) => setTimeout(r, 500));
                return honest(target(), `${key}: during distinct keys`);
              })();
              await Promise.all([...Array.from({ length: 8 }, worker), during]);
              console.log(`[gate] ${name} ${key} distinct keys statuses`, Object.fromEntries(statuses));
              expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
            },
            RSS_KEYS_BYTES,
          );
        });
    });
  }
}

const sign = (body: string, secret: string) => {
  const t = Date.now();
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("base64url")}`;
};
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const big = (i: number, bytes: number) => `${i}-${randomBytes(8).toString("hex")}`.padEnd(bytes, "x");

/** What each remembering route is sent, once per distinct key. */
const REMEMBERING: Record<
  RememberingName,
  { count: number; warmup?: number; request(i: number, port: number): { url: string; init?: RequestInit } }
> = {
  "visit counter": {
    count: 2000,
    warmup: 1000,
    request: (i, port) => ({
      url: "/counter/GetCounter",
      init: {
        headers: {
          referer: `http://localhost:${port}/en/gate-${i}`,
          "user-agent": `gate-${i}`,
          "x-forwarded-for": address(i),
        },
      },
    }),
  },
  "altcha challenges": {
    count: 1000,
    request: (i) => ({ url: "/api/altcha/challenge", init: { headers: { "x-forwarded-for": address(i) } } }),
  },
  "search queries": {
    count: 600,
    warmup: 600,
    request: (i) => ({ url: `/en/search?q=${encodeURIComponent(big(i, 200))}` }),
  },
  // Every other one shaped like an editor's page path (issue 42: one segment of lower-case words,
  // which the proxy looks up in its copy of the content before answering the 404).
  "unknown urls": {
    count: 600,
    warmup: 600,
    request: (i) => ({
      url: i % 2 ? `/en/gate-${i}-${randomBytes(8).toString("hex")}` : `/en/gate-unknown-${big(i, 200)}`,
    }),
  },
  "webhook replay memory": {
    count: 200,
    request: (i) => {
      const body = JSON.stringify({ _id: `gate-${i}`, _type: "gateProbe" });
      return {
        url: "/api/revalidate",
        init: {
          method: "POST",
          body,
          headers: {
            "content-type": "application/json",
            "sanity-webhook-signature": sign(body, state.env.SANITY_REVALIDATE_SECRET as string),
            "idempotency-key": big(i, 200),
          },
        },
      };
    },
  },
  "form rate limits": {
    count: 2000,
    request: (i) => ({
      url: "/api/forms/message",
      init: {
        method: "POST",
        body: JSON.stringify({ name: "gate" }),
        headers: { "content-type": "application/json", "x-forwarded-for": address(i) },
      },
    }),
  },
  // Row 1 of the issue: each sign-in with another 1 MB account name, from another address.
  "inbox sign-in lockout": {
    count: 96,
    request: (i, port) => ({
      url: "/inbox/action",
      init: {
        method: "POST",
        body: new URLSearchParams({ action: "sign-in", lang: "en", account: big(i, 1024 * 1024), password: "x" }),
        headers: { origin: `http://localhost:${port}`, "x-forwarded-for": address(i) },
      },
    }),
  },
  // Distinct 64 KB queries: the lake's parse and result caches must bound their keys' length too.
  // The warm-up fills the result cache (200 entries) and grows the query workers' heaps to where
  // their collector settles, so what is measured is what more keys add (unwarmed: +66 MB, most of
  // it the workers' garbage of 64 KB parses).
  "lake query cache": {
    count: 600,
    warmup: 400,
    request: (i) => ({
      url: "/v2025-10-01/data/query/production",
      init: {
        method: "POST",
        body: JSON.stringify({ query: `count(*[_id == "${big(i, 64 * 1024)}"])` }),
        headers: { "content-type": "application/json", "x-sanity-project-id": "local" },
      },
    }),
  },
  "lake key-value store": {
    count: 200,
    request: (i) => ({
      url: "/v2025-10-01/users/me/keyvalue",
      init: {
        method: "PUT",
        body: JSON.stringify([{ key: `gate-${i}`, value: "x" }]),
        headers: { "content-type": "application/json" },
      },
    }),
  },
};

test("slow headers are timed out by both servers; slow bodies do not hold them", async () => {
  test.setTimeout(200_000);
  // The site: closed after 20 s, checked by Node every 30 s; the lake: 20 s, checked every 5 s.
  const headers = await Promise.all(
    slow.filter((s) => s.kind === "headers").map(async (s) => ({ ...s, result: await s.answer })),
  );
  const kept = headers.filter((s) => !(s.result.closedByServer || s.result.status === 408));
  for (const name of ["site", "lake"]) {
    const times = headers.filter((s) => s.target.name === name).map((s) => s.result.ms);
    console.log(`[gate] slow headers ${name}: closed after ${Math.min(...times)}–${Math.max(...times)} ms`);
  }
  expect(
    kept.map((s) => `${s.target.name} ${s.route}`),
    "slow-header connections the server kept",
  ).toEqual([]);
  // Node's defaults (60 s, checked every 30 s) would close them after 60–90 s.
  const limit = { site: 55_000, lake: 30_000 };
  for (const s of headers) expect(s.result.ms, `${s.target.name} ${s.route}`).toBeLessThan(limit[s.target.name]);
  // Slow bodies: never a 5xx, and the honest request was served throughout (each case above).
  for (const target of targets) await honest(target, "slow clients");
});

test("after everything, each server's RSS is below twice its idle figure", async () => {
  for (const target of targets) {
    const now = target.rss();
    const before = idle[target.name] as number;
    console.log(`[gate] ${target.name} RSS idle ${MB(before)}, after the gate ${MB(now)}`);
    expect(now, `${target.name} RSS`).toBeLessThan(2 * before);
  }
  for (const s of slow.filter((s) => s.kind === "body")) {
    const result = await Promise.race([s.answer, new Promise<null>((r) => setTimeout(() => r(null), 10))]);
    if (result) expect(result.status ?? 0, `${s.target.name} ${s.route} slow body`).toBeLessThan(500);
  }
});
