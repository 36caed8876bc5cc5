#!/usr/bin/env node
// Benchmark of the production topology (scripts/cluster-lib.mjs): how fast a publish delivered to
// one instance is visible on the other, and how many cached pages per second nginx delivers from
// the two instances, next to nginx serving the same HTML as static files in the same run.
//   pnpm bench:scaleout [--publishes 50] [--seconds 5] [--rounds 3] [--connections 32]
// Twice: without nginx's page cache (publish on A → visible on B), and with it (publish on A →
// visible through nginx, which the instance refreshes on publish).
// Needs the production build (`pnpm --dir web exec next build`). Load comes from wrk (Debian's
// `wrk`, installed when missing and root). Ports from BENCH_PORT (3520): the instances at +0 and
// +1, Redis +2, nginx +3, its refresh listener +4, the static-file nginx +5. Prints figures and
// the load average; asserts nothing.
import { spawn, spawnSync } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { ensureProgram, renderStaticNginx, startCluster } from "./cluster-lib.mjs";

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
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}`;

function percentile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
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
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), max: latencies.at(-1) };
}

function runWrk(url, cookie) {
  const r = spawnSync(
    wrk,
    [
      "-t",
      "2",
      "-c",
      String(CONNECTIONS),
      "-d",
      `${SECONDS}s`,
      "-H",
      `Cookie: ${cookie}`,
      "-H",
      "Accept-Encoding: gzip",
      url,
    ],
    { encoding: "utf8" },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(r.stdout)?.[1] ?? 0);
  const bad = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(r.stdout)?.[1] ?? 0);
  const errors = /Socket errors:.*/.exec(r.stdout)?.[0] ?? "";
  return { rps, bad, errors };
}

async function throughput(cluster, staticUrl, label) {
  console.log(
    `\ncached-page throughput through nginx, ${label} (wrk, ${CONNECTIONS} connections, best of ${ROUNDS} alternating rounds of ${SECONDS} s; ${load()})`,
  );
  console.log("  page            nginx → 2 instances    nginx static file    ratio");
  const rows = [];
  for (const { label: name, path } of PAGES) {
    // Warm both instances (and nginx), then measure.
    for (let i = 0; i < 4; i++) await fetch(`${cluster.url}${path}`, { headers: { cookie: cookieFor(path) } });
    const best = (a, b) => (b.rps > a.rps ? b : a);
    let site = { rps: 0, bad: 0 };
    let file = { rps: 0, bad: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      site = best(site, runWrk(`${cluster.url}${path}`, cookieFor(path)));
      file = best(file, runWrk(`${staticUrl}${path === "/" ? "/index.html" : `${path}.html`}`, cookieFor(path)));
    }
    const ratio = site.rps / file.rps;
    rows.push({ name, site: site.rps, file: file.rps, ratio });
    const flag = site.bad || file.bad ? `  (non-2xx: ${site.bad}/${file.bad})` : "";
    console.log(
      `  ${name.padEnd(16)}${site.rps.toFixed(0).padStart(10)} req/s ${file.rps.toFixed(0).padStart(16)} req/s ${ratio.toFixed(2).padStart(9)}×${flag}`,
    );
  }
  return rows;
}

async function withCluster(options, body) {
  const cluster = await startCluster({
    ports: { web: [base, base + 1], redis: base + 2, nginx: base + 3, refresh: base + 4 },
    log: () => {},
    ...options,
  });
  try {
    return await body(cluster);
  } finally {
    await cluster.stop();
  }
}

/** nginx serving the pages' HTML (as fetched through the cluster) from a folder, same settings, precompressed. */
async function staticNginx(cluster) {
  const dir = join(cluster.run, "static");
  mkdirSync(join(dir, "en", "news"), { recursive: true });
  for (const { path } of PAGES) {
    const html = await (await fetch(`${cluster.url}${path}`, { headers: { cookie: cookieFor(path) } })).text();
    const file = join(dir, path === "/" ? "index.html" : `${path.slice(1)}.html`);
    writeFileSync(file, html);
    // Precompressed, so the file server does not gzip per request (nginx's gzip_static).
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  const conf = join(cluster.run, "static-nginx.conf");
  const runDir = join(cluster.run, "static-nginx");
  mkdirSync(runDir, { recursive: true });
  writeFileSync(conf, renderStaticNginx({ runDir, port: STATIC_PORT, root: dir }));
  const nginxBin = ensureProgram(["/usr/sbin/nginx", "nginx"], "nginx");
  const child = spawn(nginxBin, ["-c", conf, "-p", runDir, "-e", join(runDir, "error.log"), "-g", "daemon off;"], {
    stdio: "ignore",
  });
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
    `\npublish on A → visible on B: p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms, max ${latency.max.toFixed(0)} ms (target p95 ≤ 1500 ms; ${load()})`,
  );
  const files = await staticNginx(cluster);
  try {
    summary.plain = await throughput(cluster, files.url, "no page cache");
  } finally {
    await files.stop();
  }
});

await withCluster({ pageCache: true }, async (cluster) => {
  const latency = await publishLatency(cluster, cluster.instances.a.url, cluster.url, PUBLISHES);
  summary.throughNginx = latency;
  console.log(
    `\nwith nginx's page cache (refreshed on publish): publish on A → visible through nginx: p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms, max ${latency.max.toFixed(0)} ms (target p95 ≤ 1500 ms; ${load()})`,
  );
  const files = await staticNginx(cluster);
  try {
    summary.cached = await throughput(cluster, files.url, "nginx page cache");
  } finally {
    await files.stop();
  }
});
console.log(`\n${load()}`);
