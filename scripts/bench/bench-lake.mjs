// `pnpm bench:lake`: how fast the local Content Lake commits (each transaction fsynced), answers
// the studio's list query, and delivers the publish webhook. Starts its own lake on a free port with
// a throwaway copy of the seed; prints figures, asserts nothing.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../run/lib.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), "bench-lake-"));

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`;

// The site stand-in: records when each webhook delivery arrives.
const arrivals = new Map();
const site = createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    arrivals.set(JSON.parse(body)._id, performance.now());
    res.writeHead(200).end("{}");
  });
});
await new Promise((resolve) => site.listen(0, "127.0.0.1", () => resolve(undefined)));

const lake = spawn(process.execPath, [join(ROOT, "lake", "src", "cli.ts")], {
  env: {
    ...process.env,
    LAKE_PORT: "0",
    LAKE_HOST: "127.0.0.1",
    LAKE_DATA_DIR: dataDir,
    LAKE_WEBHOOK_URL: `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (site.address()).port}/api/revalidate`,
    LAKE_WEBHOOK_SECRET: "bench",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
const origin = await new Promise((resolve) => {
  let out = "";
  lake.stdout.on("data", (chunk) => {
    out += chunk;
    const match = /on (http:\/\/\S+?) \(/.exec(out);
    if (match) resolve(match[1]);
  });
});
const api = (path, body) =>
  fetch(
    `${origin}/v2025-10-01${path}`,
    body ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {},
  );

try {
  // 1. One editor: sequential transactions, each acknowledged after fsync.
  await api("/data/mutate/production", { mutations: [{ createOrReplace: { _id: "bench", _type: "bench", n: 0 } }] });
  const sequential = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = performance.now();
    const response = await api("/data/mutate/production", { mutations: [{ patch: { id: "bench", inc: { n: 1 } } }] });
    await response.arrayBuffer();
    sequential.push(performance.now() - started);
  }

  // 2. Ten editors at once.
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async (_, writer) => {
      for (let i = 0; i < ROUNDS / 10; i++)
        await (
          await api("/data/mutate/production", {
            mutations: [{ createOrReplace: { _id: `bench-${writer}-${i}`, _type: "bench" } }],
          })
        ).arrayBuffer();
    }),
  );
  const concurrentSeconds = (performance.now() - started) / 1000;

  // 3. The studio's news list query (drafts perspective).
  const list = encodeURIComponent(
    '*[_type == "news"] | order(publishedAt desc) [0...50] {_id, title, language, publishedAt}',
  );
  const queries = [];
  for (let i = 0; i < ROUNDS; i++) {
    const begun = performance.now();
    await (await api(`/data/query/production?query=${list}&perspective=drafts`)).arrayBuffer();
    queries.push(performance.now() - begun);
  }

  // 4. Publish → webhook at the site.
  const publishes = [];
  const ids = [
    "news-300mm-polished-qualified-zh",
    "news-chongqing-200mm-capacity-zh",
    "news-300mm-polished-qualified-en",
  ];
  for (let i = 0; i < 30; i++) {
    const id = ids[i % ids.length];
    await api("/data/actions/production", {
      actions: [
        {
          actionType: "sanity.action.document.edit",
          draftId: `drafts.${id}`,
          publishedId: id,
          patch: { set: { title: `bench ${i}` } },
        },
      ],
    });
    arrivals.delete(id);
    const begun = performance.now();
    await api("/data/actions/production", {
      actions: [{ actionType: "sanity.action.document.publish", draftId: `drafts.${id}`, publishedId: id }],
    });
    while (!arrivals.has(id)) await new Promise((resolve) => setTimeout(resolve, 1));
    publishes.push(arrivals.get(id) - begun);
  }

  console.log(`local lake, ${ROUNDS} rounds (each commit fsynced before the answer)`);
  console.log(`  commit, one writer:     p50 ${ms(percentile(sequential, 50))}  p95 ${ms(percentile(sequential, 95))}`);
  console.log(`  commit, ten writers:    ${(ROUNDS / concurrentSeconds).toFixed(0)} transactions/s`);
  console.log(`  news list query:        p50 ${ms(percentile(queries, 50))}  p95 ${ms(percentile(queries, 95))}`);
  console.log(`  publish → webhook:      p50 ${ms(percentile(publishes, 50))}  p95 ${ms(percentile(publishes, 95))}`);
} finally {
  lake.kill("SIGTERM");
  site.close();
  await new Promise((resolve) => lake.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
