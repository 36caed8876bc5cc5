// Resident memory of a production server under a long mixed load: `pnpm bench:memory`.
// Starts the last build (run `next build` in web/ first) on BENCH_PORT and sends --requests
// (default 50,000) requests with --concurrency (default 16) in flight: the pages of both languages,
// searches with ever new queries, and unknown URLs (404s under every dynamic route). Samples the
// RSS of the server's processes every 200 ms and prints it before the load, at its peak, after it,
// and what the last 10,000 requests added. Targets (issue 17): peak ≤ 400 MB, the last 10,000 add
// nothing. Where the memory is: the V8 heap (used and reserved) and the rest of the RSS, before and
// after, from Node's diagnostic reports (SIGUSR2); --snapshot also writes a heap snapshot at the end.
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
  },
});
const total = Number(values.requests);
const concurrency = Number(values.concurrency);
const tail = Math.min(10_000, Math.floor(total / 5));

/** RSS in bytes of a process and all its descendants (workers it may start included). */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, "utf8");
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb * 1024);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {}
  }
  let sum = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    sum += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return sum;
}

const reports = mkdtempSync(path.join(tmpdir(), "bench-memory-"));
const nodeOptions = values.snapshot
  ? "--heapsnapshot-signal=SIGUSR2"
  : `--report-on-signal --report-signal=SIGUSR2 --report-directory=${reports}`;
const server = await startBenchServer({
  env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${nodeOptions}`.trim() },
});
const rss = () => treeRss(server.child.pid);

/** The server's V8 heap (used, reserved) and its RSS split into anonymous memory and mapped files. */
async function heapReport() {
  if (values.snapshot) return null;
  const before = new Set(readdirSync(reports));
  process.kill(server.child.pid, "SIGUSR2");
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
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
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
/** The n-th request's path: 60 % pages, 25 % searches (a fifth of them new), 15 % unknown URLs. */
function pathFor(n) {
  const kind = n % 20;
  if (kind < 12) return pages[n % pages.length];
  if (kind < 17) {
    const word = WORDS[n % WORDS.length];
    // Mostly the same few queries (what visitors type), every fifth one never seen before.
    const q = kind === 16 ? `${word} ${++serial}` : word;
    return `${n % 2 ? "/en" : ""}/news?q=${encodeURIComponent(q)}`;
  }
  return `${DYNAMIC_PREFIXES[n % DYNAMIC_PREFIXES.length]}missing-${++serial}`;
}

// Every page once before measuring: what a server that has been up a while holds anyway.
for (const page of pages) await (await fetch(`${server.origin}${page}`)).arrayBuffer();
const before = rss();
const heapBefore = await heapReport();
let peak = before;
let atTailStart = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, rss());
}, 200);

let sent = 0;
let done = 0;
const statuses = new Map();
const started = Date.now();
async function worker() {
  while (sent < total) {
    const n = sent++;
    if (n === total - tail) atTailStart = rss();
    try {
      const response = await fetch(`${server.origin}${pathFor(n)}`, { redirect: "manual" });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    } catch {
      statuses.set("error", (statuses.get("error") ?? 0) + 1);
    }
    if (++done % 5000 === 0) {
      console.log(`${String(done).padStart(6)} requests, RSS ${(rss() / 1e6).toFixed(0)} MB`);
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (Date.now() - started) / 1000;
clearInterval(sampler);
const after = rss();
peak = Math.max(peak, after);
const heapAfter = await heapReport();
if (values.snapshot) {
  process.kill(server.child.pid, "SIGUSR2");
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  console.log("heap snapshot written to web/ (Heap.*.heapsnapshot) by the server process");
}
server.stop();
rmSync(reports, { recursive: true, force: true });

const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
console.log(
  `\n${total} requests, ${concurrency} at a time, in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)}/s)`,
);
console.log(`statuses: ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(", ")}`);
console.log(`\n| RSS before | peak | after | last ${tail} requests added |\n|---|---|---|---|`);
console.log(`| ${mb(before)} | ${mb(peak)} | ${mb(after)} | ${mb(after - atTailStart)} |`);
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
    .map(([name, used]) => [name, used - (heapBefore.spaces[name] ?? 0)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  console.log(`heap spaces that grew most: ${grown.map(([name, bytes]) => `${name} +${mb(bytes)}`).join(", ")}`);
}
console.log("\ntargets: peak ≤ 400 MB, the last 10,000 requests add nothing");
process.exit(0);
