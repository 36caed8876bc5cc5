// `pnpm bench:unknown-urls`: the disk proof of issue 14 at full size. Sends 10,000 random unknown
// URLs (news, jobs, legacy detail and category paths, page numbers, query strings) to a production
// server on loopback (needs a prior `next build` in web/), and prints the files and bytes of the
// page cache and the content fallback folder before and after, the statuses, the rate and memory.
// Exits non-zero on any 5xx, a non-404 answer to a path, or more than a few files written.
// BENCH_URLS (10000), BENCH_CONCURRENCY (8) and BENCH_PORT override the defaults.
// The same check runs in `npm test` with 2,000 URLs (web/e2e-security/http.spec.ts).
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inParallel, WEB } from "../run/lib.mjs";
import { filesUnder, startNextServer } from "../test-support/next-server.ts";

const URLS = Number(process.env.BENCH_URLS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3191);
/** "Unchanged within a few files": a real page the server renders for the first time may be cached. */
const TOLERATED_FILES = 5;

const random = () => Math.random().toString(36).slice(2, 10);
// Each kind: a URL a crawler or a bot makes up, and the answer it must get.
/** @type {[(i: number) => string, number][]} */
const kinds = [
  [(i) => `/news/unknown-${i}-${random()}`, 404],
  [(i) => `/en/news/unknown-${i}-${random()}`, 404],
  [(i) => `/jobs/unknown-${i}-${random()}`, 404],
  [(i) => `/en/jobs/unknown-${i}-${random()}`, 404],
  [(i) => `/newsdetail/${900_000 + i}`, 404],
  [(i) => `/societysort/unknown-${i}-${random()}`, 404],
  [(i) => `/campussort/unknown-${i}-${random()}`, 404],
  [(i) => `/news/page/${1000 + i}`, 404],
  [(i) => `/unknown-${i}-${random()}`, 404],
  [(i) => `/x/unknown-${i}/${random()}`, 404],
  // Known pages with made-up queries: answered, but no query may add a file.
  [(i) => `/news?q=${random()}&i=${i}`, 200],
  [(i) => `/en/news?page=${i}&utm_source=${random()}`, 200],
];

const dir = mkdtempSync(path.join(tmpdir(), "bench-unknown-urls-"));
const fallback = path.join(dir, "fallback");
// The folders a request could make the server write to: Next's page cache and the content fallback.
const writable = [path.join(WEB, ".next", "server"), fallback];
const server = await startNextServer(
  PORT,
  { PGLITE_DIR: path.join(dir, "pglite"), CONTENT_FALLBACK_DIR: fallback },
  "inherit",
);
process.on("exit", () => void server.stop());
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

/** Files and bytes under the writable folders, and the files' paths. */
function diskUsage() {
  const paths = new Set(writable.flatMap((root) => filesUnder(root)));
  let bytes = 0;
  for (const file of paths) bytes += statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  return { files: paths.size, bytes, paths };
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
/** GET a path as written (no redirects followed); resolves with the status, 0 when it failed. */
async function get(target) {
  try {
    const response = await fetch(`http://localhost:${PORT}${target}`, {
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

// One URL of each kind first: the real queries behind those pages (news list, jobs, settings) keep
// their last good result in the fallback folder on first use, whatever the URL. Then let writes settle.
for (const [index, [make]] of kinds.entries()) await get(make(-1 - index));
await new Promise((resolve) => setTimeout(resolve, 1000));
const before = diskUsage();
const rssStart = server.rss();
let peak = rssStart;
const sampler = setInterval(() => {
  peak = Math.max(peak, server.rss());
}, 200);

const statuses = new Map();
let unexpected = 0;
let done = 0;
const started = Date.now();
await inParallel(URLS, CONCURRENCY, async (i) => {
  const [make, expected] = /** @type {[(i: number) => string, number]} */ (kinds[i % kinds.length]);
  const status = await get(make(i));
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status !== expected) unexpected++;
  if (++done % 500 === 0) console.log(`  ${done} URLs, ${((Date.now() - started) / 1000).toFixed(0)} s`);
});
const seconds = (Date.now() - started) / 1000;
await new Promise((resolve) => setTimeout(resolve, 2000));
clearInterval(sampler);
const after = diskUsage();
const errors = [...statuses].filter(([status]) => status >= 500 || status === 0).reduce((sum, [, n]) => sum + n, 0);

console.log(`URLs: ${URLS} in ${seconds.toFixed(0)} s (${(URLS / seconds).toFixed(0)}/s, ${CONCURRENCY} connections)`);
console.log(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; unexpected: ${unexpected}`);
console.log(`5xx or failed: ${errors}`);
console.log(`page cache + fallback before: ${before.files} files, ${before.bytes} bytes`);
console.log(`page cache + fallback after:  ${after.files} files, ${after.bytes} bytes`);
console.log(`written: ${after.files - before.files} files, ${after.bytes - before.bytes} bytes`);
const added = [...after.paths].filter((file) => !before.paths.has(file));
if (added.length > 0) console.log(`new files:\n  ${added.slice(0, 20).join("\n  ")}`);
console.log(`memory: start ${mb(rssStart)}, peak ${mb(peak)}, final ${mb(server.rss())}`);
await server.stop();
process.exit(errors === 0 && unexpected === 0 && after.files - before.files <= TOLERATED_FILES ? 0 : 1);
