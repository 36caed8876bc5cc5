#!/usr/bin/env node
// What one answer costs nginx, counted in CPU instructions (valgrind's callgrind), which other work
// on a shared machine does not change (decisions 0018, 0021). One nginx process (no master) answers
// N keep-alive gzip requests for the news article, as a returning visitor (language cookie) asks:
//   page file    deploy/nginx.conf, the article sent from the page file the instances write
//                (web/src/content/page-files.ts, decision 0028): what visitors get
//   page cache   deploy/nginx.conf without the page file, a HIT of the article as an instance answers it (behind nginx
//                the instances leave out Next's lines a cached copy carries for nobody, and Node's
//                Date and Keep-Alive: web/src/http/lean-page-headers.ts, decision 0023; and
//                the page in one piece with its Content-Length: decision 0027)
//   chunked      the same, streamed in chunks without a length, as before 0027
//   Next's lines the same, with those lines sent and stored as before 0023
//   as before    the same, with the security headers sent by the instance and stored with the copy
//                (SECURITY_HEADERS_BY_PROXY off) and nginx adding none: the set-up before 0021
//   file         nginx serving the same HTML precompressed, with the same header lines (add_header)
//   bare file    the same file with nginx's own headers only
// The answer is taken once from a cluster instance (scripts/cluster-lib.mjs, needs the production
// build) and replayed by a small upstream, so each variant stores and sends the same bytes.
// Counters are zeroed after warm-up and dumped after the N requests (callgrind_control), so start-up
// is not counted. Needs valgrind (Debian's `valgrind`, installed when missing and root).
//   pnpm bench:nginx-instructions [--requests 300] [--conf an/older/nginx.conf]
// (--conf: e.g. `git show <commit>:deploy/nginx.conf` saved to a file, to compare a past set-up.)
// Ports from BENCH_PORT (3520): the cluster at +0..+4, the replay upstream +10, nginx +11.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Agent, createServer, request } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { LEAN_DROPPED_HEADERS } from "../web/src/http/lean-page-headers.ts";
import { buildSecurityHeaders, ensureProgram, renderStaticNginx, startCluster } from "./cluster-lib.mjs";
import { ROOT } from "./lib.mjs";

const { values } = parseArgs({ options: { requests: { type: "string" }, conf: { type: "string" } } });
const N = Number(values.requests ?? 300);
const base = Number(process.env.BENCH_PORT ?? 3520);
const UPSTREAM = base + 10;
const NGINX_PORT = base + 11;
const ARTICLE = "/en/news/300mm-polished-qualified";
const VISITOR = { cookie: "i18n_locale=en", "accept-encoding": "gzip" };
/** Lines nginx or Node make per answer: not part of what is replayed or added. */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
const valgrind = ensureProgram(["/usr/bin/valgrind", "valgrind"], "valgrind");
const nginxBin = ensureProgram(["/usr/sbin/nginx", "nginx"], "nginx");

function fetchRaw(port, path, headers, agent) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const lines = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        resolve({ status: res.statusCode, lines, body: Buffer.concat(chunks), cache: res.headers["x-cache-status"] });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

// --- the article as an instance answers it ---------------------------------------------------------
console.log(`nginx instructions per answer (callgrind, ${N} keep-alive gzip requests for ${ARTICLE})`);
const cluster = await startCluster({
  ports: { web: [base, base + 1], redis: base + 2, nginx: base + 3, refresh: base + 4 },
  log: () => {},
});
let answer;
try {
  await fetchRaw(cluster.instances.a.port, ARTICLE, VISITOR);
  answer = await fetchRaw(cluster.instances.a.port, ARTICLE, VISITOR);
} finally {
  await cluster.stop();
}
const pageLines = answer.lines.filter(([name]) => !PER_ANSWER.has(name.toLowerCase()));
/** The instance's Content-Length line, when it sends the page in one piece (decision 0027). */
const lengthLine = answer.lines.filter(([name]) => name.toLowerCase() === "content-length");
const security = buildSecurityHeaders().map(({ key, value }) => [key, value]);
const httpSecurity = security.filter(([name]) => name !== "Strict-Transport-Security"); // the app, over HTTP
const gz = answer.body;
console.log(`  the answer: ${gz.length} bytes gzip, ${pageLines.length} header lines from the instance`);

// --- variants ---------------------------------------------------------------------------------------
const run = join(cluster.run, "..", `wafer-instructions-${process.pid}`);
mkdirSync(run, { recursive: true });
let replayLines = pageLines;
/** Whether the replay answers as a lean instance does (no Date, no Keep-Alive line). */
let replayLean = true;
// What an instance sent before 0023 on top of the lean answer (Node adds Date and Keep-Alive).
const nextLines = [
  ["x-nextjs-prerender", "1"],
  ["x-nextjs-stale-time", "300"],
  ["x-next-i18n-router-locale", "en"],
];
if (nextLines.some(([name]) => !LEAN_DROPPED_HEADERS.includes(name))) throw new Error("update nextLines");
const upstream = createServer((req, res) => {
  const gzip = /gzip/.test(req.headers["accept-encoding"] ?? "");
  // The replayed length is that of the gzip body: left out with it for other requests.
  const lines = gzip ? replayLines : replayLines.filter(([name]) => !/^content-(encoding|length)$/i.test(name));
  if (replayLean) {
    res.sendDate = false;
    res.setHeader("connection", "keep-alive");
  }
  res.writeHead(200, lines.flat());
  res.end(gzip ? gz : gunzipSync(gz));
});
await new Promise((resolve) => upstream.listen(UPSTREAM, "127.0.0.1", resolve));

function siteConf(dir, template, securityInclude, pageFiles = "/dev/null") {
  const fill = {
    NGINX_RUN: dir,
    NGINX_LISTEN: `127.0.0.1:${NGINX_PORT}`,
    NGINX_TLS: "/dev/null",
    NGINX_EXTRA: "/dev/null",
    WEB_A: `127.0.0.1:${UPSTREAM}`,
    WEB_B: `127.0.0.1:${UPSTREAM}`,
    ACCESS_LOG: "off",
    PAGE_CACHE: "pages",
    PAGE_FILES: pageFiles,
    NGINX_REFRESH_LISTEN: `unix:${join(dir, "refresh.sock")}`,
    NGINX_REFRESH_ALLOW: "unix:",
    NGINX_SECURITY_HEADERS: securityInclude,
  };
  return readFileSync(template, "utf8")
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\$\{([A-Z_]+)\}/g, (_, name) => fill[name] ?? "/dev/null");
}

/** Instructions per request of nginx answering `path` N times, counted between zero and dump. */
async function measure(name, conf, path) {
  const dir = join(run, name.replace(/\W+/g, "-"));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "nginx.conf"), conf(dir));
  const out = join(dir, "callgrind.out");
  const child = spawn(
    valgrind,
    [
      "--tool=callgrind",
      `--callgrind-out-file=${out}`,
      nginxBin,
      ...["-c", join(dir, "nginx.conf"), "-p", dir, "-e", join(dir, "error.log")],
      ...["-g", "daemon off; master_process off;"],
    ],
    { stdio: "ignore" },
  );
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; ; i++) {
      const ok = await fetchRaw(NGINX_PORT, path, VISITOR, agent).then(
        () => true,
        () => false,
      );
      if (ok) break;
      if (i > 200) throw new Error(`${name}: nginx did not answer under valgrind`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    let sample;
    for (let i = 0; i < 5; i++) sample = await fetchRaw(NGINX_PORT, path, VISITOR, agent);
    spawnSync("callgrind_control", ["-z", String(child.pid)]);
    for (let i = 0; i < N; i++) await fetchRaw(NGINX_PORT, path, VISITOR, agent);
    spawnSync("callgrind_control", ["-d", String(child.pid)]);
    const dump = readFileSync(`${out}.1`, "utf8");
    const instructions = Number(/^summary: (\d+)/m.exec(dump)?.[1]);
    return { name, perRequest: instructions / N, lines: sample.lines.length, cache: sample.cache ?? "" };
  } finally {
    agent.destroy();
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const template = values.conf ?? join(ROOT, "deploy", "nginx.conf");
const include = join(run, "security-headers.conf");
writeFileSync(include, security.map(([k, v]) => `add_header ${k} "${v}" always;`).join("\n"));
const rows = [];
// The page file as an instance writes it (the English article, for an English cookie).
const pageFiles = join(run, "page-files");
const pageFile = join(pageFiles, "en", `${ARTICLE.slice(1)}.html`);
mkdirSync(join(pageFile, ".."), { recursive: true });
writeFileSync(pageFile, gunzipSync(gz));
writeFileSync(`${pageFile}.gz`, gz);
rows.push(await measure("page file", (dir) => siteConf(dir, template, include, pageFiles), ARTICLE));
replayLines = [...pageLines, ...lengthLine];
rows.push(await measure("page cache", (dir) => siteConf(dir, template, include), ARTICLE));
replayLines = pageLines;
rows.push(await measure("chunked", (dir) => siteConf(dir, template, include), ARTICLE));
replayLean = false;
replayLines = [...pageLines, ...nextLines];
rows.push(await measure("Next's lines", (dir) => siteConf(dir, template, include), ARTICLE));
replayLines = [...httpSecurity, ...pageLines, ...nextLines];
rows.push(await measure("as before", (dir) => siteConf(dir, template, "/dev/null"), ARTICLE));
// The file: the page's lines as nginx sends them from the copy (its Vary without the
// Accept-Encoding that gzip_static's gzip_vary adds), plus the security headers.
const root = join(run, "root");
const file = join(root, `${ARTICLE.slice(1)}.html`);
mkdirSync(join(file, ".."), { recursive: true });
writeFileSync(file, gunzipSync(gz));
writeFileSync(`${file}.gz`, gz);
const fileLines = [
  ...pageLines
    .filter(([name]) => !["content-type", "content-encoding", "etag"].includes(name.toLowerCase()))
    .map(([name, value]) =>
      name.toLowerCase() === "vary" ? [name, value.replace(/,?\s*accept-encoding/i, "")] : [name, value],
    ),
  ...security,
];
const staticConf = (lines) => (dir) =>
  renderStaticNginx({ runDir: dir, port: NGINX_PORT, root, headers: { [`${ARTICLE}.html`]: lines } });
rows.push(await measure("file", staticConf(fileLines), `${ARTICLE}.html`));
rows.push(await measure("bare file", staticConf([]), `${ARTICLE}.html`));
upstream.close();
rmSync(run, { recursive: true, force: true });

const file1 = rows.find((row) => row.name === "file").perRequest;
for (const { name, perRequest, lines, cache } of rows) {
  console.log(
    `  ${name.padEnd(12)} ${Math.round(perRequest).toLocaleString("en").padStart(7)} instructions/request  ${(perRequest / file1).toFixed(2)}× the file   (${lines} header lines${cache ? `, ${cache}` : ""})`,
  );
}
