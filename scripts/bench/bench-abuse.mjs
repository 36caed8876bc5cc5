// `pnpm bench:abuse`: 60 s of mixed hostile traffic against a production server and a local
// Content Lake on loopback (needs a prior `next build` in web/). Prints requests, the site's 5xx
// count (must be 0; 503 "busy" with Retry-After from the full line of resume checks is counted
// apart, it is the designed answer), whether a process aborted (must not), site and lake memory
// idle, at peak and after (peak must stay under twice idle), honest requests' p50/p95/max during
// the attack, and the files written to the page cache and the fallback folder.
// In the mix: issue 32's payloads (a zip64 DOCX claiming 4,294,967,295 entries, a PDF expanding to
// 1 GB, cache-busting image URLs, a remote image URL, a backtracking `match`, an N³ query,
// rebinding Host/Origin headers) and issue 40's rows: 16 MB sign-in names (1), a 400 MB multipart
// body to /inbox/action (2), object streams hidden by name escapes, comments or other filters (3),
// a backtracking [Content_Types].xml (4), the 328 MB result query (5), wrong passwords for a named
// staff account from many addresses while its owner signs in (6), HR exporting 20 applications
// with 9.9 MB resumes (7).
// BENCH_SECONDS, BENCH_PORT (the lake gets BENCH_PORT + 1) and BENCH_CONCURRENCY override the defaults.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { RESULT_BOMB } from "../../lake/test/payloads.ts";
import {
  contentTypesBacktrackingBomb,
  HIDDEN_OBJECT_STREAMS,
  hiddenObjectStreamBomb,
  objectStreamBomb,
  runLengthObjectStreamBomb,
  zip64EntryBomb,
  zlibRefusedObjectStreamBomb,
} from "../../web/src/forms/server/resume-bombs.ts";
import { hugeNameSignIn, oversizedMultipart } from "../../web/src/inbox/hostile-sign-in.ts";
import { ROOT, WEB } from "../run/lib.mjs";
import { serverMemoryEnv } from "../run/server-memory.mjs";
import { filesUnder, processTreeRss, startNextServer } from "../test-support/next-server.ts";
import { seedPictureFile } from "../test-support/seed-pictures.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const dir = mkdtempSync(path.join(tmpdir(), "bench-abuse-"));
const fallback = path.join(dir, "fallback");

const rss = () => server.rss();
const files = (root) => filesUnder(root).length;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * @typedef {{ method?: string, path: string, headers?: Record<string, string>, body?: Buffer | string,
 *   chunkedBytes?: number, port?: number, kind?: string }} Attack
 * @param {Attack} attack
 * @returns {Promise<number>} the status (0: no answer), with `busy` noted in `lastBusy`
 */
function send({ method = "GET", path: target, headers = {}, body, chunkedBytes, port = PORT }) {
  return new Promise((resolve) => {
    const req = request({ host: "localhost", port, method, path: target, headers }, (res) => {
      const status = res.statusCode ?? 0;
      const answer = status === 503 && res.headers["retry-after"] ? BUSY : status;
      res.resume();
      res.on("end", () => resolve(answer));
      res.on("close", () => resolve(answer));
      // An oversized upload is answered before it is sent whole: stop sending.
      if (chunkedBytes) {
        resolve(answer);
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

/** A 503 that says when to come back (Retry-After): the line of resume checks is full, by design. */
const BUSY = 5031;
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
  // Issue 40, row 1: a sign-in with a 16 MB name of its own (the lockout used to keep each).
  () => ({
    method: "POST",
    path: "/inbox/action",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...spoof() },
    body: hugeNameSignIn((Math.random() * 1e9) | 0),
  }),
  // Row 2: 400 MB of multipart to the action endpoint, no session (sent until the site answers).
  () => ({
    method: "POST",
    path: "/inbox/action",
    headers: { "content-type": oversizedMultipart(0).type, origin: ORIGIN, "transfer-encoding": "chunked" },
    chunkedBytes: 400 * 1024 * 1024,
  }),
  // Row 3: object streams behind name escapes, a comment, a filter zlib refuses, run-length data.
  () => resumeBomb("CV.pdf", HIDDEN_BOMBS[(Math.random() * HIDDEN_BOMBS.length) | 0]),
  // Row 4: [Content_Types].xml that made a regular expression backtrack for 10 s.
  () => resumeBomb("CV.docx", CONTENT_TYPES_BOMB),
  // Row 5: a 328 MB result.
  () => lakeQuery(RESULT_BOMB),
  // Row 6: wrong passwords for a named staff account from many addresses (its owner signs in meanwhile).
  () => ({
    method: "POST",
    path: "/inbox/action",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...spoof() },
    body: new URLSearchParams({ action: "sign-in", lang: "zh", account: "hana", password: random() }).toString(),
  }),
];

const LAKE_PORT = PORT + 1;
const ORIGIN = `http://localhost:${PORT}`;
const DOCX_BOMB = zip64EntryBomb();
const PDF_BOMB = objectStreamBomb();
const HIDDEN_BOMBS = [
  ...Object.keys(HIDDEN_OBJECT_STREAMS).map((hiding) =>
    hiddenObjectStreamBomb(/** @type {keyof typeof HIDDEN_OBJECT_STREAMS} */ (hiding)),
  ),
  zlibRefusedObjectStreamBomb(),
  runLengthObjectStreamBomb(),
];
const CONTENT_TYPES_BOMB = contentTypesBacktrackingBomb();
const PASSWORD = randomBytes(12).toString("base64url");
const EXPORTED_APPLICATIONS = 20;
const MEDIA = seedPictureFile("team-zhao-jing.png");
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
      ...mallocEnv,
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

/** Twenty applications with 9.9 MB resumes, stored as the form stores them, before the server holds the database (row 7). */
async function storeApplications(pgliteDir) {
  await import("../test-support/ts-hooks.mjs");
  const { openDatabase } = await import(path.join(WEB, "src", "db", "client.ts"));
  const { attachments, submissions } = await import(path.join(WEB, "src", "db", "schema.ts"));
  const { largeResume } = await import(path.join(WEB, "src", "testing", "large-resumes.ts"));
  const database = await openDatabase({ dataDir: pgliteDir });
  try {
    for (let n = 0; n < EXPORTED_APPLICATIONS; n++) {
      const [row] = await database.db
        .insert(submissions)
        .values({
          formType: "application",
          locale: "zh",
          email: `bench${n}@example.com`,
          fields: { name: `申请人 ${n}`, position: "epitaxy-process-engineer", contactPhone: "+86 138 0013 8000" },
          ip: "198.51.100.7",
          ackTokenHash: `bench-abuse-${n}-${random()}`,
        })
        .returning({ id: submissions.id });
      const { data } = largeResume();
      await database.db.insert(attachments).values({
        submissionId: row.id,
        fileName: `cv-${n}.pdf`,
        contentType: "application/pdf",
        size: data.length,
        data,
      });
    }
  } finally {
    await database.close();
  }
}

const accounts = path.join(dir, "inbox-accounts");
execFileSync(process.execPath, [path.join(ROOT, "scripts", "ops", "inbox-account.mjs"), "hana", "hr"], {
  input: `${PASSWORD}\n`,
  env: { ...process.env, INBOX_ACCOUNTS: accounts },
  stdio: ["pipe", "ignore", "inherit"],
});
await storeApplications(path.join(dir, "pglite"));

// The production server as `npm start` runs it (heap limit and allocator settings), believing one
// proxy's X-Forwarded-For so that spoofed addresses count as many visitors (rows 1 and 6).
const { NODE_OPTIONS, ...mallocEnv } = serverMemoryEnv({});
const server = await startNextServer(
  PORT,
  {
    ...mallocEnv,
    NODE_OPTIONS: String(NODE_OPTIONS),
    PGLITE_DIR: path.join(dir, "pglite"),
    CONTENT_FALLBACK_DIR: fallback,
    ALTCHA_HMAC_KEY: "bench-abuse-altcha-key",
    RATE_LIMIT_PER_IP: "1000000",
    TRUSTED_PROXY_HOPS: "1",
    INBOX_ACCOUNTS: accounts,
  },
  "inherit",
);
const lake = await startLake();
/** @type {string[]} */
const aborts = [];
lake.on("exit", (code, signal) => aborts.push(`lake exited (${signal ?? code})`));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
process.on("exit", () => {
  for (const pid of [server.pid, lake.pid])
    try {
      if (pid) process.kill(pid, "SIGKILL");
    } catch {}
});
const solved = await solveOne();
const lakeRss = () => processTreeRss(Number(lake.pid));

/** HR signs in from her own address, solving the proof of work when the throttle asks for one. */
async function hrSignIn() {
  const post = (proof) =>
    fetch(`${ORIGIN}/inbox/action`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: ORIGIN },
      body: new URLSearchParams({ action: "sign-in", lang: "zh", account: "hana", password: PASSWORD, proof }),
    });
  let response = await post("");
  if (response.headers.get("location")?.includes("notice=verify")) response = await post(await solveOne());
  return /inbox_session=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? null;
}

/** One whole export of the stored applications (row 7); the bytes it carried. */
async function exportAll(cookie) {
  const response = await fetch(`${ORIGIN}/inbox/export?form=application`, { headers: { cookie } });
  let bytes = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) bytes += part.value.byteLength;
  return { status: response.status, bytes };
}

// Warm-up: what an idle site and lake hold once their pages, queries, sign-in and export have run once.
const cookie = await hrSignIn();
if (!cookie) throw new Error("HR could not sign in before the attack");
for (const target of ["/", "/en/about", "/news", "/inbox/zh/login"]) await send({ path: target });
await exportAll(cookie);
await send({ port: LAKE_PORT, path: "/v2025-10-01/data/query/production?query=count(*)" });
await new Promise((resolve) => setTimeout(resolve, 3000));

const cacheDir = path.join(WEB, ".next", "server");
const filesBefore = files(cacheDir) + files(fallback);
const rssIdle = rss();
const lakeIdle = lakeRss();
let peak = rssIdle;
let lakePeak = lakeIdle;
const sampler = setInterval(() => {
  if (!alive(server.pid) && !aborts.includes("site exited")) aborts.push("site exited");
  if (aborts.length > 0) return;
  peak = Math.max(peak, rss());
  lakePeak = Math.max(lakePeak, lakeRss());
}, 100);
const statuses = new Map();
const lakeStatuses = new Map();
let requests = 0;
const end = Date.now() + SECONDS * 1000;
// Honest users, one request at a time each: a visitor, HR signing in (row 6), an editor's studio.
/** @type {Record<string, number[]>} */
const latencies = { "site /en/about": [], "HR sign-in": [], "lake ping": [], "lake count(*)": [] };
let hrRefused = 0;
/** @type {Record<string, () => Promise<unknown>>} */
const probes = {
  "site /en/about": () => send({ path: "/en/about" }),
  "HR sign-in": async () => {
    if (!(await hrSignIn())) hrRefused++;
  },
  "lake ping": () => send({ port: LAKE_PORT, path: "/v2025-10-01/ping" }),
  // A new query each time: the lake shares answers to the same query for a second.
  "lake count(*)": () =>
    send({
      port: LAKE_PORT,
      path: `/v2025-10-01/data/query/production?query=${encodeURIComponent(`count(*[_id != "${random()}"])`)}`,
    }),
};
const probing = (async () => {
  while (Date.now() < end) {
    for (const [name, probe] of Object.entries(probes)) {
      const started = performance.now();
      await probe();
      latencies[name]?.push(performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
})();
// HR exports the 20 applications again and again (row 7), one at a time.
const exports = { done: 0, failed: 0, bytes: 0 };
const exporting = (async () => {
  while (Date.now() < end) {
    const { status, bytes } = await exportAll(cookie).catch(() => ({ status: 0, bytes: 0 }));
    if (status === 200) {
      exports.done++;
      exports.bytes = bytes;
    } else exports.failed++;
  }
})();
await Promise.all([
  probing,
  exporting,
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
if (!alive(server.pid) && !aborts.includes("site exited")) aborts.push("site exited");
const final = aborts.length ? 0 : rss();
const lakeFinal = aborts.length ? 0 : lakeRss();
const written = files(cacheDir) + files(fallback) - filesBefore;
const busy = statuses.get(BUSY) ?? 0;
const errors = [...statuses].filter(([status]) => status >= 500 && status !== BUSY).reduce((sum, [, n]) => sum + n, 0);
const ms = (value) => `${value.toFixed(0)} ms`;
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const named = (counts) =>
  JSON.stringify(
    Object.fromEntries([...counts].sort().map(([status, n]) => [status === BUSY ? "503 busy" : status, n])),
  );
const siteUnderTwice = peak < 2 * rssIdle;
const lakeUnderTwice = lakePeak < 2 * lakeIdle;
console.log(
  `requests: ${requests} in ${SECONDS} s (${CONCURRENCY} connections), and ${exports.done} exports of ${mb(exports.bytes)} (${exports.failed} failed)`,
);
console.log(`site statuses: ${named(statuses)}`);
console.log(`lake statuses: ${named(lakeStatuses)}`);
console.log(`site 5xx: ${errors} (and ${busy} × 503 busy with Retry-After: the line of resume checks full)`);
console.log(`aborts: ${aborts.length}${aborts.length ? ` (${aborts.join(", ")})` : ""}`);
console.log(
  `site memory: idle ${mb(rssIdle)}, peak ${mb(peak)} (${(peak / rssIdle).toFixed(2)}× idle${siteUnderTwice ? "" : ": OVER 2×"}), after ${mb(final)}`,
);
console.log(
  `lake memory: idle ${mb(lakeIdle)}, peak ${mb(lakePeak)} (${(lakePeak / lakeIdle).toFixed(2)}× idle${lakeUnderTwice ? "" : ": OVER 2×"}), after ${mb(lakeFinal)}`,
);
for (const [name, values] of Object.entries(latencies))
  console.log(
    `honest ${name}: n ${values.length}, p50 ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}, max ${ms(Math.max(0, ...values))}`,
  );
console.log(`HR sign-ins refused: ${hrRefused}`);
console.log(`files written (page cache + fallback): ${written}`);
await server.stop();
lake.kill("SIGTERM");
const ok = errors === 0 && aborts.length === 0 && siteUnderTwice && lakeUnderTwice && hrRefused === 0;
process.exit(ok ? 0 : 1);
