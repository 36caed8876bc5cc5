#!/usr/bin/env node
// Benchmark of the production topology (scripts/cluster/cluster-lib.mjs): how fast a publish delivered to
// one instance is visible on the other, and how many cached pages per second nginx delivers from
// the two instances, next to nginx serving the same HTML as static files in the same run.
//   pnpm bench:scaleout [--publishes 50] [--seconds 5] [--rounds 3] [--connections 32]
// Twice: without nginx's micro-cache (publish on A → visible on B), and with it (publish on A →
// visible through nginx, whose copies live 1 s; decision 0030). Beside each page's throughput
// through nginx, one instance answering it alone (no nginx).
// Throughput: the yardstick is the same nginx configuration serving each page's HTML (as fetched
// through the cluster) as a precompressed file (gzip_static), sent with the same response headers
// as the cached page (add_header), over the same keep-alive connections with the same request
// headers (gzip, language cookie); the file without those headers is printed too. On a machine
// with 2 or more CPUs, both nginx are pinned to one CPU and wrk (one thread) to another with
// taskset (BENCH_NGINX_CPU, default 0; BENCH_WRK_CPU, default 1; BENCH_PIN=0 pins nothing), so the
// load generator does not compete with the server it measures. The instances, Redis and
// PostgreSQL are not pinned (on a cache hit they do nothing). On a shared machine other work still
// takes CPU time: the load average is printed with each table, and each side's best round counts.
// Needs the production build (`pnpm --dir web exec next build`). Load comes from wrk (Debian's
// `wrk`, installed when missing and root). Ports from BENCH_PORT (3520): the instances at +0 and
// +1, Redis +2, nginx +3, the static-file nginx +5. Prints figures and
// the load average; asserts nothing.
import { spawn, spawnSync } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { ensureProgram, pinned, renderStaticNginx, startCluster } from "../cluster/cluster-lib.mjs";

const { values } = parseArgs({
  options: {
    publishes: { type: "string" },
    seconds: { type: "string" },
    rounds: { type: "string" },
    connections: { type: "string" },
  },
});
const PUBLISHES = Number(values.publishes ?? 50);
const SECONDS = Number(values.seconds ?? 5);
// The machine is shared: each side is measured in alternating rounds and its best round counts,
// so a burst of other work during one run does not decide the ratio.
const ROUNDS = Number(values.rounds ?? 3);
const CONNECTIONS = Number(values.connections ?? 32);
const base = Number(process.env.BENCH_PORT ?? 3520);
const STATIC_PORT = base + 5;
const ARTICLE = { id: "news-300mm-polished-qualified-en", path: "/en/news/300mm-polished-qualified" };
const PAGES = [
  { label: "/", path: "/" },
  { label: "/en/news", path: "/en/news" },
  { label: "news article", path: ARTICLE.path },
];
/** A returning visitor's language cookie: the page's language (nginx keeps `/` and English pages per cookie). */
const cookieFor = (path) => `i18n_locale=${path === "/en" || path.startsWith("/en/") ? "en" : "zh"}`;
const wrk = ensureProgram(["/usr/bin/wrk", "wrk"], "wrk");
const PIN = process.env.BENCH_PIN !== "0" && cpus().length >= 2;
const NGINX_CPU = PIN ? Number(process.env.BENCH_NGINX_CPU ?? 0) : undefined;
const WRK_CPU = PIN ? Number(process.env.BENCH_WRK_CPU ?? 1) : undefined;
/** Headers nginx makes itself for each answer (or per file), not the page's own. */
const OWN_HEADERS = new Set([
  "server",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "content-type",
  "etag",
  "last-modified",
  "x-cache-status",
]);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`;

/** @param {number[]} sorted @param {number} q @returns {number} */
function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function publishLatency(cluster, from, to, count) {
  const latencies = [];
  for (let i = 0; i < count; i++) {
    const title = `Bench ${Date.now()} ${i}`;
    const lines = readFileSync(cluster.datasetFile, "utf8").split("\n").filter(Boolean);
    const edited = lines.map((line) => {
      const doc = JSON.parse(line);
      return doc._id === ARTICLE.id ? JSON.stringify({ ...doc, title, _rev: randomUUID() }) : line;
    });
    const body = JSON.stringify({ _id: ARTICLE.id, _type: "news", translations: [] });
    const started = performance.now();
    writeFileSync(`${cluster.datasetFile}.tmp`, `${edited.join("\n")}\n`);
    renameSync(`${cluster.datasetFile}.tmp`, cluster.datasetFile);
    const timestamp = Date.now();
    const signature = createHmac("sha256", cluster.secret).update(`${timestamp}.${body}`).digest("base64url");
    const answer = await fetch(`${from}/api/revalidate`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": `t=${timestamp},v1=${signature}`,
        "idempotency-key": randomUUID(),
      },
      body,
    });
    if (answer.status !== 200) throw new Error(`publish answered ${answer.status}`);
    for (;;) {
      const html = await (await fetch(`${to}${ARTICLE.path}`, { headers: { cookie: cookieFor(ARTICLE.path) } })).text();
      if (html.includes(title)) break;
      if (performance.now() - started > 30_000) throw new Error("publish not visible after 30 s");
      await sleep(10);
    }
    latencies.push(performance.now() - started);
    await sleep(50);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), max: latencies.at(-1) ?? Number.NaN };
}

/**
 * CPU time (user + system, ms) used so far by the worker processes of the nginx whose master is
 * `pid` (Linux /proc; clock ticks of 10 ms). Per request it is the cost of an answer, which other
 * work on a shared machine changes far less than it changes requests per second.
 */
function nginxCpuMs(pid) {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean);
    let ticks = 0;
    for (const child of children) {
      const stat = readFileSync(`/proc/${child}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    }
    return ticks * 10;
  } catch {
    return Number.NaN;
  }
}

function runWrk(url, cookie, nginxPid) {
  const cpuBefore = nginxCpuMs(nginxPid);
  const args = [
    "-t",
    "1",
    "-c",
    String(CONNECTIONS),
    "-d",
    `${SECONDS}s`,
    "-H",
    `Cookie: ${cookie}`,
    "-H",
    "Accept-Encoding: gzip",
    url,
  ];
  const [, cmd, cmdArgs] = pinned(WRK_CPU, "wrk", wrk, args);
  const r = spawnSync(cmd, cmdArgs, { encoding: "utf8" });
  const cpuMs = nginxCpuMs(nginxPid) - cpuBefore;
  const requests = Number(/(\d+) requests in/.exec(r.stdout)?.[1] ?? 0);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(r.stdout)?.[1] ?? 0);
  const usPerRequest = requests > 0 ? (cpuMs * 1000) / requests : Number.NaN;
  const bad = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(r.stdout)?.[1] ?? 0);
  const errors = /Socket errors:.*/.exec(r.stdout)?.[0] ?? "";
  return { rps, bad, errors, usPerRequest };
}

async function throughput(cluster, files, label) {
  const pin = PIN ? `nginx on CPU ${NGINX_CPU}, wrk on CPU ${WRK_CPU}` : "not pinned";
  console.log(
    `\ncached-page throughput through nginx, ${label} (wrk, 1 thread, ${CONNECTIONS} connections, ${pin}; best of ${ROUNDS} alternating rounds of ${SECONDS} s; ${load()})`,
  );
  console.log(
    "  page            nginx → 2 instances   file, same headers  ratio   file, nginx's headers  ratio   one instance alone   nginx CPU µs/request (site / file / bare file)",
  );
  const rows = [];
  for (const { label: name, path } of PAGES) {
    // Warm both instances (and nginx), then measure. How nginx answers (X-Cache-Status) goes in the row.
    let how = null;
    for (let i = 0; i < 4; i++) {
      const answer = await fetch(`${cluster.url}${path}`, {
        headers: { cookie: cookieFor(path), "accept-encoding": "gzip" },
      });
      await answer.arrayBuffer();
      how = answer.headers.get("x-cache-status");
    }
    // Per side: the most requests per second, and the least nginx CPU time per request, of its rounds.
    const best = (a, b) => ({
      rps: Math.max(a.rps, b.rps),
      bad: a.bad + b.bad,
      us: Number.isNaN(b.usPerRequest) ? a.us : Math.min(a.us, b.usPerRequest),
    });
    const none = { rps: 0, bad: 0, us: Number.POSITIVE_INFINITY };
    let site = none;
    let file = none;
    let bare = none;
    let alone = none;
    for (let round = 0; round < ROUNDS; round++) {
      site = best(site, runWrk(`${cluster.url}${path}`, cookieFor(path), cluster.nginxPid));
      alone = best(alone, runWrk(`${cluster.instances.a.url}${path}`, cookieFor(path), cluster.nginxPid));
      file = best(file, runWrk(`${files.url}${fileOf(path)}`, cookieFor(path), files.pid));
      bare = best(bare, runWrk(`${files.url}/bare${fileOf(path)}`, cookieFor(path), files.pid));
    }
    const ratio = site.rps / file.rps;
    const bareRatio = site.rps / bare.rps;
    rows.push({ name, site, file, bare, alone, ratio, bareRatio });
    const flag = `${site.bad || file.bad || bare.bad ? `  (non-2xx: ${site.bad}/${file.bad}/${bare.bad})` : ""}${how ? `  (${how})` : ""}`;
    const rps = (n) => `${n.toFixed(0).padStart(8)} req/s`;
    const us = (n) => (Number.isFinite(n) ? n.toFixed(1) : "?");
    console.log(
      `  ${name.padEnd(16)}${rps(site.rps)}    ${rps(file.rps)}    ${ratio.toFixed(2).padStart(5)}×   ${rps(bare.rps)}       ${bareRatio.toFixed(2).padStart(5)}×   ${rps(alone.rps)}     ${us(site.us)} / ${us(file.us)} / ${us(bare.us)}${flag}`,
    );
  }
  return rows;
}

async function withCluster(options, body) {
  const cluster = await startCluster({
    ports: { web: [base, base + 1], redis: base + 2, nginx: base + 3 },
    nginxCpu: NGINX_CPU,
    log: () => {},
    ...options,
  });
  try {
    return await body(cluster);
  } finally {
    await cluster.stop();
  }
}

const fileOf = (path) => (path === "/" ? "/index.html" : `${path}.html`);

/**
 * nginx serving the pages' HTML (as fetched through the cluster) from a folder, same settings,
 * precompressed: each file at its name with the page's own response headers, and again under
 * /bare with nginx's headers only.
 */
async function staticNginx(cluster) {
  const dir = join(cluster.run, "static");
  const headers = {};
  for (const { path } of PAGES) {
    const answer = await fetch(`${cluster.url}${path}`, {
      headers: { cookie: cookieFor(path), "accept-encoding": "gzip" },
    });
    const html = await answer.text();
    // The page's own header lines, as nginx sends them from its copy (Vary without the
    // Accept-Encoding that gzip_static's gzip_vary adds for the file).
    headers[fileOf(path)] = [...answer.headers]
      .filter(([name]) => !OWN_HEADERS.has(name))
      .map(([name, value]) => (name === "vary" ? [name, value.replace(/,?\s*accept-encoding/i, "")] : [name, value]));
    for (const folder of [dir, join(dir, "bare")]) {
      const file = join(folder, fileOf(path).slice(1));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      // Precompressed, so the file server does not gzip per request (nginx's gzip_static).
      writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    }
  }
  const conf = join(cluster.run, "static-nginx.conf");
  const runDir = join(cluster.run, "static-nginx");
  mkdirSync(runDir, { recursive: true });
  writeFileSync(conf, renderStaticNginx({ runDir, port: STATIC_PORT, root: dir, headers }));
  const nginxBin = ensureProgram(["/usr/sbin/nginx", "nginx"], "nginx");
  const [, cmd, args] = pinned(NGINX_CPU, "nginx", nginxBin, [
    "-c",
    conf,
    "-p",
    runDir,
    "-e",
    join(runDir, "error.log"),
    "-g",
    "daemon off;",
  ]);
  const child = spawn(cmd, args, { stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`http://127.0.0.1:${STATIC_PORT}/index.html`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  return {
    url: `http://127.0.0.1:${STATIC_PORT}`,
    pid: child.pid,
    stop: () => new Promise((resolve) => child.once("exit", resolve) && child.kill("SIGTERM")),
  };
}

console.log(`scale-out benchmark: ${PUBLISHES} publishes, two instances behind nginx, Redis, PostgreSQL (${load()})`);
const summary = {};
await withCluster({ pageCache: false }, async (cluster) => {
  const { a, b } = cluster.instances;
  const latency = await publishLatency(cluster, a.url, b.url, PUBLISHES);
  summary.otherInstance = latency;
  console.log(
    `\npublish on A → visible on B: p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms, max ${latency.max.toFixed(0)} ms (target p95 ≤ 1000 ms; ${load()})`,
  );
  const files = await staticNginx(cluster);
  try {
    summary.plain = await throughput(cluster, files, "no micro-cache");
  } finally {
    await files.stop();
  }
});

await withCluster({ pageCache: true }, async (cluster) => {
  const latency = await publishLatency(cluster, cluster.instances.a.url, cluster.url, PUBLISHES);
  summary.throughNginx = latency;
  console.log(
    `\nwith nginx's micro-cache (1 s): publish on A → visible through nginx: p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms, max ${latency.max.toFixed(0)} ms (target p95 ≤ 3000 ms; ${load()})`,
  );
  const files = await staticNginx(cluster);
  try {
    summary.cached = await throughput(cluster, files, "micro-cache (X-Cache-Status HIT)");
  } finally {
    await files.stop();
  }
});
console.log(`\n${load()}`);
