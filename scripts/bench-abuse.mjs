// `pnpm bench:abuse`: 20 s of mixed hostile traffic against a production server on loopback
// (needs a prior `next build` in web/). Prints requests, 5xx count (must be 0), peak and final
// server memory, and the files written to the page cache and the fallback folder.
// BENCH_SECONDS, BENCH_PORT and BENCH_CONCURRENCY override the defaults.
import { diskUsage, mb, rssOf, send as sendTo, startProductionServer } from "./bench-server.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const send = (options) => sendTo(PORT, options);

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

const server = await startProductionServer(PORT, "bench-abuse");
const filesBefore = diskUsage(server.writable).files;
const rss = () => rssOf(server.pid);
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
const written = diskUsage(server.writable).files - filesBefore;
const errors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
console.log(`requests: ${requests} in ${SECONDS} s (${CONCURRENCY} connections)`);
console.log(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
console.log(`5xx: ${errors}`);
console.log(`memory: start ${mb(rssStart)}, peak ${mb(peak)}, final ${mb(final)}`);
console.log(`files written (page cache + fallback): ${written}`);
server.stop();
process.exit(errors === 0 ? 0 : 1);
