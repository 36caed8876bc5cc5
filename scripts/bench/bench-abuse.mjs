// `pnpm bench:abuse`: 20 s of mixed hostile traffic against a production server and a local
// Content Lake on loopback (needs a prior `next build` in web/). Prints requests, the site's 5xx
// count (must be 0), site and lake memory before, at peak and after, the slowest unrelated request
// (a visitor's page, the lake's ping and a small query) during the attack, and the files written
// to the page cache and the fallback folder. Issue 32's payloads are in the mix: resume bombs
// (a zip64 DOCX claiming 4,294,967,295 entries, a PDF expanding to 1 GB), cache-busting image
// URLs, a remote image URL, a backtracking `match`, an N³ query and rebinding Host/Origin headers.
// BENCH_SECONDS, BENCH_PORT (the lake gets BENCH_PORT + 1) and BENCH_CONCURRENCY override the defaults.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { objectStreamBomb, zip64EntryBomb } from "../../web/src/forms/server/resume-bombs.ts";
import { ROOT, WEB } from "../run/lib.mjs";
import { filesUnder, processTreeRss, startNextServer } from "../test-support/next-server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const dir = mkdtempSync(path.join(tmpdir(), "bench-abuse-"));
const fallback = path.join(dir, "fallback");

const rss = () => server.rss();
const files = (root) => filesUnder(root).length;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * @typedef {{ method?: string, path: string, headers?: Record<string, string>, body?: Buffer | string,
 *   chunkedBytes?: number, port?: number }} Attack
 * @param {Attack} attack
 */
function send({ method = "GET", path: target, headers = {}, body, chunkedBytes, port = PORT }) {
  return new Promise((resolve) => {
    const req = request({ host: "localhost", port, method, path: target, headers }, (res) => {
      const status = res.statusCode ?? 0;
      res.resume();
      res.on("end", () => resolve(status));
      res.on("close", () => resolve(status));
      // An oversized upload is answered before it is sent whole: stop sending.
      if (chunkedBytes) {
        resolve(status);
        req.destroy();
      }
    });
    req.setTimeout(30_000, () => req.destroy());
    req.on("error", () => resolve(0));
    req.on("close", () => resolve(0));
    if (chunkedBytes) {
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < chunkedBytes && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!req.destroyed) req.end();
      };
      pump();
    } else req.end(body);
  });
}

const random = () => Math.random().toString(36).slice(2, 10);
const spoof = () => ({ "x-forwarded-for": `${random()}, 10.${(Math.random() * 255) | 0}.0.1`, "x-real-ip": random() });
/** @type {(() => Attack)[]} */
const attacks = [
  () => ({
    method: "POST",
    path: "/api/revalidate",
    headers: { "transfer-encoding": "chunked" },
    chunkedBytes: 8 * 1024 * 1024,
  }),
  () => ({
    method: "POST",
    path: "/api/forms/application",
    headers: { "content-type": "multipart/form-data; boundary=x", ...spoof() },
    chunkedBytes: 16 * 1024 * 1024,
  }),
  () => ({ path: `/news/${random()}` }),
  () => ({ path: `/jobs/${random()}` }),
  () => ({ path: `/news/page/${(Math.random() * 1e6) | 0}` }),
  () => ({ path: `/newsdetail?id=${random()}` }),
  () => ({ path: `/societysort/${random()}` }),
  () => ({ path: ["/%", "/media/%", "/api/forms/%", "/news/%E4", "/en/%zz"][(Math.random() * 5) | 0] ?? "/%" }),
  () => ({ path: `/api/draft-mode/disable?redirect=/%09/evil.example/${random()}` }),
  () => ({
    method: "POST",
    path: "/api/forms/message",
    headers: { "content-type": "application/json", ...spoof() },
    body: `{"name":${random()}`,
  }),
  () => ({
    method: "POST",
    path: "/api/forms/inquiry",
    headers: { "content-type": "application/x-www-form-urlencoded", ...spoof() },
    body: `email=${random()}&altcha=${random()}`,
  }),
  () => ({ path: "/api/altcha/challenge", headers: spoof() }),
  () => ({
    method: "POST",
    path: "/api/revalidate",
    headers: { "sanity-webhook-signature": `t=${Date.now()},v1=${random()}` },
    body: "{}",
  }),
  () => ({ path: `/news?q=${random()}` }),
  // Issue 32.
  () => resumeBomb("CV.docx", DOCX_BOMB),
  () => resumeBomb("CV.pdf", PDF_BOMB),
  () => ({ path: `/_next/image?url=${encodeURIComponent(`/media/${MEDIA}?cb=${random()}`)}&w=640&q=75` }),
  () => ({
    path: `/_next/image?url=${encodeURIComponent("https://cdn.sanity.io/images/x/production/a-1x1.png")}&w=640&q=75`,
  }),
  () => ({ path: "/test" }),
  () => lakeQuery(MATCH_BOMB),
  () => lakeQuery(EXPENSIVE),
  () => ({
    port: LAKE_PORT,
    path: "/v2025-10-01/data/query/production?query=count(*)",
    headers: { host: `127.evil.example:${LAKE_PORT}` },
  }),
  () => ({
    port: LAKE_PORT,
    method: "POST",
    path: "/v2025-10-01/data/mutate/production",
    headers: { "content-type": "application/json", origin: `http://127.evil.example:${LAKE_PORT}` },
    body: JSON.stringify({ mutations: [{ createOrReplace: { _id: `rebound-${random()}`, _type: "x" } }] }),
  }),
];

const LAKE_PORT = PORT + 1;
const DOCX_BOMB = zip64EntryBomb();
const PDF_BOMB = objectStreamBomb();
const MEDIA = "f553a6729d588654116cb27a0e6a664681471e65-600x750.png";
const MATCH_BOMB = `"${"a".repeat(30_000)}" match "${"a*".repeat(200)}b"`;
const EXPENSIVE = `count(*[]{"a":*[]{"b":*[]{_id}}})`;
const BOUNDARY = "bench-abuse-boundary";

function lakeQuery(query) {
  return {
    port: LAKE_PORT,
    method: "POST",
    path: "/v2025-10-01/data/query/production",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  };
}

/** A resume bomb with a solved challenge, so it reaches the structure check (refused before the challenge is spent). */
function resumeBomb(name, bytes) {
  const field = (key, value) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const fields = {
    locale: "en",
    consent: "true",
    name: "Bench",
    contactPhone: "13800138000",
    contactEmail: `bench-${random()}@example.com`,
    position: "epitaxy-process-engineer",
    selfDescription: "Bench",
    altcha: solved,
  };
  const head = Object.entries(fields)
    .map(([key, value]) => field(key, value))
    .join("");
  const body = Buffer.concat([
    Buffer.from(
      `${head}--${BOUNDARY}\r\ncontent-disposition: form-data; name="resume"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return {
    method: "POST",
    path: "/api/forms/application",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...spoof() },
    body,
  };
}

/** Solves one of the server's challenges as the widget would (altcha-lib from web/). */
async function solveOne() {
  const require = createRequire(path.join(WEB, "package.json"));
  const { solveChallenge } = await import(require.resolve("altcha-lib"));
  const { deriveKey } = await import(require.resolve("altcha-lib/algorithms/sha"));
  const challenge = await (await fetch(`http://localhost:${PORT}/api/altcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** The local lake (lake/src/cli.ts) on LAKE_PORT with a throwaway copy of the seed. */
async function startLake() {
  const child = spawn(process.execPath, [path.join(ROOT, "lake", "src", "cli.ts")], {
    env: {
      ...process.env,
      LAKE_PORT: String(LAKE_PORT),
      LAKE_HOST: "localhost",
      LAKE_DATA_DIR: path.join(dir, "lake"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://localhost:${LAKE_PORT}/v2025-10-01/ping`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the lake did not start");
}

const server = await startNextServer(
  PORT,
  {
    PGLITE_DIR: path.join(dir, "pglite"),
    CONTENT_FALLBACK_DIR: fallback,
    ALTCHA_HMAC_KEY: "bench-abuse-altcha-key",
    RATE_LIMIT_PER_IP: "1000000",
  },
  "inherit",
);
const lake = await startLake();
process.on("exit", () => {
  for (const pid of [server.pid, lake.pid])
    try {
      if (pid) process.kill(pid, "SIGKILL");
    } catch {}
});
const solved = await solveOne();
const lakeRss = () => processTreeRss(Number(lake.pid));

const cacheDir = path.join(WEB, ".next", "server");
const filesBefore = files(cacheDir) + files(fallback);
const rssStart = rss();
const lakeStart = lakeRss();
let peak = rssStart;
let lakePeak = lakeStart;
const sampler = setInterval(() => {
  peak = Math.max(peak, rss());
  lakePeak = Math.max(lakePeak, lakeRss());
}, 100);
const statuses = new Map();
const lakeStatuses = new Map();
let requests = 0;
const end = Date.now() + SECONDS * 1000;
// An unrelated visitor and an editor's studio, one request at a time: the slowest answer each got.
/** @type {Record<string, number>} */
const slowest = { "site /en/about": 0, "lake ping": 0, "lake count(*)": 0 };
/** @type {Record<string, () => Attack>} */
const probes = {
  "site /en/about": () => ({ path: "/en/about" }),
  "lake ping": () => ({ port: LAKE_PORT, path: "/v2025-10-01/ping" }),
  // A new query each time: the lake shares answers to the same query for a second.
  "lake count(*)": () => ({
    port: LAKE_PORT,
    path: `/v2025-10-01/data/query/production?query=${encodeURIComponent(`count(*[_id != "${random()}"])`)}`,
  }),
};
const probing = (async () => {
  while (Date.now() < end) {
    for (const [name, probe] of Object.entries(probes)) {
      const started = performance.now();
      await send(probe());
      slowest[name] = Math.max(slowest[name] ?? 0, performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
})();
await Promise.all([
  probing,
  ...Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < end) {
      const attack = /** @type {() => Attack} */ (attacks[(Math.random() * attacks.length) | 0])();
      const status = await send(attack);
      requests++;
      const counts = attack.port === LAKE_PORT ? lakeStatuses : statuses;
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
  }),
]);
await new Promise((resolve) => setTimeout(resolve, 2000));
clearInterval(sampler);
const final = rss();
const lakeFinal = lakeRss();
const written = files(cacheDir) + files(fallback) - filesBefore;
const errors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
const ms = (value) => `${value.toFixed(0)} ms`;
console.log(`requests: ${requests} in ${SECONDS} s (${CONCURRENCY} connections)`);
console.log(`site statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
console.log(`lake statuses: ${JSON.stringify(Object.fromEntries([...lakeStatuses].sort()))} (503: queries cut off)`);
console.log(`site 5xx: ${errors}`);
console.log(`site memory: before ${mb(rssStart)}, peak ${mb(peak)}, after ${mb(final)}`);
console.log(`lake memory: before ${mb(lakeStart)}, peak ${mb(lakePeak)}, after ${mb(lakeFinal)}`);
console.log(
  `slowest unrelated request: ${Object.entries(slowest)
    .map(([name, value]) => `${name} ${ms(value)}`)
    .join(", ")}`,
);
console.log(`files written (page cache + fallback): ${written}`);
await server.stop();
lake.kill("SIGTERM");
process.exit(errors === 0 ? 0 : 1);
