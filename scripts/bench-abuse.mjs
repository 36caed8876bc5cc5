// `pnpm bench:abuse`: 20 s of mixed hostile traffic against a production server on loopback
// (needs a prior `next build` in web/). Prints requests, 5xx count (must be 0), peak and final
// server memory, and the files written to the page cache and the fallback folder.
// BENCH_SECONDS, BENCH_PORT and BENCH_CONCURRENCY override the defaults.
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { WEB } from "./lib.mjs";
import { filesUnder, startNextServer } from "./test-support/next-server.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const dir = mkdtempSync(path.join(tmpdir(), "bench-abuse-"));
const fallback = path.join(dir, "fallback");

const rss = () => server.rss();
const files = (root) => filesUnder(root).length;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function send({ method = "GET", path: target, headers = {}, body, chunkedBytes }) {
  return new Promise((resolve) => {
    const req = request({ host: "localhost", port: PORT, method, path: target, headers }, (res) => {
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
  () => ({ path: ["/%", "/media/%", "/api/forms/%", "/news/%E4", "/en/%zz"][(Math.random() * 5) | 0] }),
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
];

const server = await startNextServer(
  PORT,
  { PGLITE_DIR: path.join(dir, "pglite"), CONTENT_FALLBACK_DIR: fallback },
  "inherit",
);
process.on("exit", () => {
  try {
    process.kill(server.pid, "SIGKILL");
  } catch {}
});

const cacheDir = path.join(WEB, ".next", "server");
const filesBefore = files(cacheDir) + files(fallback);
const rssStart = rss();
let peak = rssStart;
const sampler = setInterval(() => {
  peak = Math.max(peak, rss());
}, 100);
const statuses = new Map();
let requests = 0;
const end = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < end) {
      const attack = attacks[(Math.random() * attacks.length) | 0]();
      const status = await send(attack);
      requests++;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }),
);
await new Promise((resolve) => setTimeout(resolve, 2000));
clearInterval(sampler);
const final = rss();
const written = files(cacheDir) + files(fallback) - filesBefore;
const errors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
console.log(`requests: ${requests} in ${SECONDS} s (${CONCURRENCY} connections)`);
console.log(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
console.log(`5xx: ${errors}`);
console.log(`memory: start ${mb(rssStart)}, peak ${mb(peak)}, final ${mb(final)}`);
console.log(`files written (page cache + fallback): ${written}`);
await server.stop();
process.exit(errors === 0 ? 0 : 1);
