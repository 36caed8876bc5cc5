// Resident memory of a production server under a long mixed load: `pnpm bench:memory`.
// Starts the last build (run `next build` in web/ first) on BENCH_PORT and sends --requests
// (default 50,000) requests with --concurrency (default 16) in flight: the pages of both languages,
// searches with ever new queries, and unknown URLs (404s under every dynamic route). Samples the
// RSS of the server's processes every 200 ms and prints it before the load, at its peak, after it,
// and what the last 10,000 requests added. Targets (issue 17): peak ≤ 400 MB, the last 10,000 add
// nothing. --snapshot writes a heap snapshot of the server at the end (Node's SIGUSR2 signal).
import { readdirSync, readFileSync } from "node:fs";
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

/** RSS in bytes of a process and all its descendants (`next start` runs the server in a child). */
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

const server = await startBenchServer({
  env: values.snapshot ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --heapsnapshot-signal=SIGUSR2` } : {},
});
const rss = () => treeRss(server.child.pid);

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
if (values.snapshot) {
  process.kill(server.child.pid, "SIGUSR2");
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  console.log("heap snapshot written to web/ (Heap.*.heapsnapshot) by the server process");
}
server.stop();

const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
console.log(
  `\n${total} requests, ${concurrency} at a time, in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)}/s)`,
);
console.log(`statuses: ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(", ")}`);
console.log(`\n| RSS before | peak | after | last ${tail} requests added |\n|---|---|---|---|`);
console.log(`| ${mb(before)} | ${mb(peak)} | ${mb(after)} | ${mb(after - atTailStart)} |`);
console.log("\ntargets: peak ≤ 400 MB, the last 10,000 requests add nothing");
process.exit(0);
