// Resident memory of a production server under a long mixed load: `pnpm bench:memory`.
// Starts the last build (run `next build` in web/ first) as production runs it (bench-server.mjs:
// the standalone server with the memory settings of scripts/run/server-memory.mjs) on BENCH_PORT and
// sends --requests (default 50,000) requests with --concurrency (default 16) in flight: the pages
// of both languages, searches with ever new queries, and unknown URLs (404s under every dynamic
// route). Samples the RSS of the server's processes every 200 ms and prints it before the load, at
// its peak, after it, at every 10,000 requests, and what the last 10,000 added. Targets (issue 17):
// peak ≤ 400 MB, the last 10,000 add nothing. Where the memory is: the V8 heap (used and reserved)
// and the rest of the RSS, before and after, from Node's diagnostic reports (SIGUSR2); --snapshot
// writes a heap snapshot at the end instead, and --snapshot-at N one more after N requests (to
// compare what lives at N and at the end; the snapshots themselves raise the RSS and pause the
// server, so such a run's figures are not the target's). --only pages|searches|unknown sends one
// kind of request alone (the same kind's paths as in the mix; new queries only for searches), to
// see which kind the memory follows; the target is the mix's. Ctrl-C prints the figures of what
// completed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startBenchServer } from "./bench-server.mjs";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "50000" },
    concurrency: { type: "string", default: "16" },
    snapshot: { type: "boolean", default: false },
    "snapshot-at": { type: "string" },
    only: { type: "string" },
  },
});
const KINDS = ["pages", "searches", "unknown"];
if (values.only && !KINDS.includes(values.only)) {
  console.error(`--only takes one of ${KINDS.join(", ")}`);
  process.exit(2);
}
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
/** Requests per checkpoint row, and the tail whose growth is the target. */
const step = Math.min(10_000, Math.max(1000, Math.floor(total / 5)));
const tail = step;

/** The pids of a process and all its descendants (workers it may start included). */
function processTree(rootPid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {}
  }
  const pids = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    pids.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/** RSS in bytes of the given processes (those that have exited count nothing). */
function rssOf(pids) {
  let sum = 0;
  for (const pid of pids) {
    try {
      sum += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {}
  }
  return sum;
}

const reports = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
const nodeOptions = values.snapshot
  ? "--heapsnapshot-signal=SIGUSR2"
  : `--report-on-signal --report-signal=SIGUSR2 --report-directory=${reports}`;
const server = await startBenchServer({ nodeOptions });
// Walking /proc costs a few milliseconds of the CPU the server is measured on: the tree is looked
// up every 5 s, its RSS read every 200 ms.
const serverPid = Number(server.child.pid);
let pids = processTree(serverPid);
const rss = () => rssOf(pids);

/** The server's V8 heap (used, reserved) and its RSS split into anonymous memory and mapped files. */
async function heapReport() {
  if (values.snapshot) return null;
  const before = new Set(readdirSync(reports));
  process.kill(serverPid, "SIGUSR2");
  // Writing a report takes seconds on a busy machine.
  for (let i = 0; i < 600; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const file = readdirSync(reports).find((name) => !before.has(name) && name.endsWith(".json"));
    if (!file) continue;
    try {
      const report = JSON.parse(readFileSync(path.join(reports, file), "utf8"));
      const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
      const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
      return {
        heapUsed: report.javascriptHeap.usedMemory,
        heapTotal: report.javascriptHeap.totalMemory,
        rssAnon: kb("RssAnon"),
        rssFile: kb("RssFile"),
        spaces: Object.fromEntries(
          Object.entries(report.javascriptHeap.heapSpaces).map(([name, space]) => [name, space.used]),
        ),
      };
    } catch {}
  }
  return null;
}

// The pages visitors read (both languages), from the sitemap, plus the benchmark's own list.
const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
const WORDS = [
  "硅片",
  "wafer",
  "外延",
  "epitaxy",
  "300mm",
  "招聘",
  "engineer",
  "SOI",
  "抛光",
  "news",
  "质量",
  "capacity",
];
const DYNAMIC_PREFIXES = ["/news/", "/en/news/", "/jobs/", "/en/jobs/", "/newsdetail/", "/societysort/", "/news/page/"];
let serial = 0;
/**
 * The n-th request's path: 60 % pages, 25 % searches (a fifth of them new), 15 % unknown URLs; with
 * --only, that kind alone (searches: always a new query).
 */
function pathFor(n) {
  // --only: a position of the mix's cycle of 20 that gives that kind (16: a new search).
  const only = { pages: 0, searches: 16, unknown: 19 }[values.only];
  const kind = only ?? n % 20;
  if (kind < 12) return pages[n % pages.length];
  if (kind < 17) {
    const word = WORDS[n % WORDS.length];
    // Mostly the same few queries (what visitors type), every fifth one never seen before.
    const q = kind === 16 ? `${word} ${++serial}` : word;
    return `${n % 2 ? "/en" : ""}/news?q=${encodeURIComponent(q ?? "")}`;
  }
  return `${DYNAMIC_PREFIXES[n % DYNAMIC_PREFIXES.length]}missing-${++serial}`;
}

// Every page once before measuring: what a server that has been up a while holds anyway.
for (const page of pages) await (await fetch(`${server.origin}${page}`)).arrayBuffer();
const before = rss();
const heapBefore = await heapReport();
let peak = before;
/** RSS and the peak so far at every `step` requests answered. */
const checkpoints = [];
const treeTimer = setInterval(() => {
  pids = processTree(server.child.pid);
}, 5000);
const sampler = setInterval(() => {
  peak = Math.max(peak, rss());
}, 200);

let sent = 0;
let done = 0;
const statuses = new Map();
const started = Date.now();
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

async function worker() {
  while (sent < total && !interrupted) {
    const n = sent++;
    try {
      const response = await fetch(`${server.origin}${pathFor(n)}`, { redirect: "manual" });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    } catch {
      statuses.set("error", (statuses.get("error") ?? 0) + 1);
    }
    if (++done % step === 0) {
      const now = rss();
      peak = Math.max(peak, now);
      checkpoints.push({ done, rss: now, peak, seconds: (Date.now() - started) / 1000 });
      if (values.snapshot && done === Number(values["snapshot-at"])) process.kill(serverPid, "SIGUSR2");
      console.log(
        `${String(done).padStart(6)} requests in ${((Date.now() - started) / 1000).toFixed(0)} s: RSS ${mb(now)}, peak so far ${mb(peak)}`,
      );
    }
  }
}

/** The figures of what was answered so far (all of it, or up to Ctrl-C). */
function printSummary(heapAfter) {
  const seconds = (Date.now() - started) / 1000;
  const after = checkpoints.at(-1)?.done === done ? checkpoints.at(-1).rss : rss();
  peak = Math.max(peak, after);
  console.log(
    `\n${done} of ${total} ${values.only ?? "mixed"} requests, ${concurrency} at a time, in ${seconds.toFixed(0)} s (${(done / seconds).toFixed(0)}/s)`,
  );
  console.log(`statuses: ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(", ")}`);
  // The last `tail` requests: what they added to the RSS, and whether they raised the peak.
  const last = checkpoints.at(-1);
  const tailStart = checkpoints.find((point) => point.done === (last?.done ?? 0) - tail);
  const tailStartPeak = tailStart?.peak ?? before;
  console.log(
    `\n| RSS before | peak | after | last ${tail} requests added | …and raised the peak by |\n|---|---|---|---|---|`,
  );
  console.log(
    `| ${mb(before)} | ${mb(peak)} | ${mb(after)} | ${tailStart ? mb(last.rss - tailStart.rss) : "–"} | ${
      tailStart ? mb(last.peak - tailStartPeak) : "–"
    } |`,
  );
  if (checkpoints.length > 0) {
    console.log(`\n| requests | RSS | peak so far | growth since the previous row |\n|---|---|---|---|`);
    let previous = before;
    for (const point of checkpoints) {
      console.log(`| ${point.done} | ${mb(point.rss)} | ${mb(point.peak)} | ${mb(point.rss - previous)} |`);
      previous = point.rss;
    }
  }
  if (heapBefore && heapAfter) {
    console.log("\n| server | V8 heap used | V8 heap reserved | RSS anonymous | RSS files |\n|---|---|---|---|---|");
    for (const [when, heap] of [
      ["before", heapBefore],
      ["after", heapAfter],
    ]) {
      console.log(
        `| ${when} | ${mb(heap.heapUsed)} | ${mb(heap.heapTotal)} | ${mb(heap.rssAnon)} | ${mb(heap.rssFile)} |`,
      );
    }
    const grown = Object.entries(heapAfter.spaces)
      .map(([name, used]) => /** @type {[string, number]} */ ([name, used - (heapBefore.spaces[name] ?? 0)]))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);
    console.log(`heap spaces that grew most: ${grown.map(([name, bytes]) => `${name} +${mb(bytes)}`).join(", ")}`);
  }
  console.log(`\ntargets: peak ≤ 400 MB, the last ${tail} requests add nothing`);
}

// Ctrl-C: stop sending, print what completed (bench-server.mjs stops the server on exit).
let interrupted = false;
process.removeAllListeners("SIGINT");
process.on("SIGINT", () => {
  if (interrupted) process.exit(130);
  interrupted = true;
  console.log("\ninterrupted: figures of the requests answered so far");
});

await Promise.all(Array.from({ length: concurrency }, worker));
clearInterval(sampler);
clearInterval(treeTimer);
const heapAfter = interrupted ? null : await heapReport();
if (values.snapshot) {
  process.kill(serverPid, "SIGUSR2");
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  console.log("heap snapshot written to the server's folder (Heap.*.heapsnapshot) by the server process");
}
printSummary(heapAfter);
server.stop();
rmSync(reports, { recursive: true, force: true });
process.exit(interrupted ? 130 : 0);
