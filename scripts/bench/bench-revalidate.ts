// Publish-to-visible latency: publishes a news title 50 times in a row against a production
// server (`next start` on a throwaway copy of the dataset) and measures, for each, the time from
// the start of the publish (dataset write + signed webhook) until the page shows the new title.
//
//   node scripts/bench/bench-revalidate.ts [--runs 50] [--port 3400]     (needs `next build` in web/ first)
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { publish } from "../seed/content-publish.ts";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const runs = arg("runs", 50);
const port = arg("port", 3400);
const root = path.join(import.meta.dirname, "..", "..");
const dir = mkdtempSync(path.join(tmpdir(), "bench-revalidate-"));
const datasetFile = path.join(dir, "dataset.ndjson");
copyFileSync(path.join(root, "studio", "seed", "production.ndjson"), datasetFile);
const secret = randomBytes(24).toString("base64url");
const siteUrl = `http://localhost:${port}`;
const page = `${siteUrl}/news/shanghai-300mm-capacity`;

const server: ChildProcess = spawn("pnpm", ["exec", "next", "start", "-p", String(port), "-H", "localhost"], {
  cwd: path.join(root, "web"),
  env: {
    ...process.env,
    EMBEDDED_DATASET_PATH: datasetFile,
    SANITY_REVALIDATE_SECRET: secret,
    CONTENT_FALLBACK_DIR: path.join(dir, "fallback"),
    SITE_URL: process.env.SITE_URL ?? siteUrl,
  },
  stdio: "ignore",
  detached: true,
});
const stop = () => {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
};
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(page)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start (did you run `next build` in web/?)");
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

await waitForServer();
await fetch(page);
const latencies: number[] = [];
for (let run = 0; run < runs; run++) {
  const title = `上海300mm产线 基准测试 ${run} ${Date.now()}`;
  const started = performance.now();
  const answer = await publish({ datasetFile, id: "news-shanghai-300mm-zh", set: { title }, siteUrl, secret });
  if (answer.status !== 200) throw new Error(`publish ${run} answered ${answer.status}`);
  for (;;) {
    if ((await (await fetch(page)).text()).includes(title)) break;
    if (performance.now() - started > 10_000) throw new Error(`publish ${run} not visible after 10 s`);
  }
  latencies.push(performance.now() - started);
}
latencies.sort((a, b) => a - b);
console.log(`publishes: ${runs}`);
console.log(`publish-to-visible p50: ${percentile(latencies, 50).toFixed(0)} ms`);
console.log(`publish-to-visible p95: ${percentile(latencies, 95).toFixed(0)} ms`);
console.log(`publish-to-visible max: ${(latencies.at(-1) as number).toFixed(0)} ms`);
stop();
process.exit(0);
