#!/usr/bin/env node
// Benchmark of the form handler on PGlite (file-backed) and on PostgreSQL: submissions per second
// and p95 latency of the server's work (parse, validate, verify, one transaction). The proof of work
// is solved beforehand: that cost is the visitor's browser's, not the server's.
//   pnpm bench:forms [--count 600] [--concurrency 20]
// PostgreSQL: TEST_DATABASE_URL, else a throwaway server (scripts/run/postgres.mjs). Never DATABASE_URL:
// the benchmark writes hundreds of fake submissions.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { inParallel } from "../run/lib.mjs";
import { runUnderTypeScriptNode } from "../run/toolchain.mjs";

runUnderTypeScriptNode(import.meta.url);

await import("../test-support/ts-hooks.mjs");
const src = join(fileURLToPath(import.meta.url), "..", "..", "..", "web", "src");
const { openDatabase } = await import(join(src, "db/client.ts"));
const { handleSubmission } = await import(join(src, "forms/server/handler.ts"));
const { testDeps, solvedPayload, formRequest, validFields } = await import(join(src, "forms/server/testing.ts"));
const { startTestPostgres } = await import("../run/postgres.mjs");

const { values } = parseArgs({ options: { count: { type: "string" }, concurrency: { type: "string" } } });
const COUNT = Number(values.count ?? 600);
const CONCURRENCY = Number(values.concurrency ?? 20);
const KINDS = ["message", "inquiry", "application"];

async function bench(label, database) {
  const deps = await testDeps(database.db);
  const payloads = [];
  for (let i = 0; i < COUNT; i++) payloads.push(await solvedPayload(deps.keys));
  const latencies = [];
  let errors = 0;
  // Applications past the line of resume checks are answered 503 "busy" (issue 40): not an error.
  let busy = 0;
  const started = performance.now();
  await inParallel(COUNT, CONCURRENCY, async (i) => {
    const kind = KINDS[i % 3];
    const request = formRequest(kind, validFields(kind, i), { altcha: payloads[i], ip: `198.18.${i % 250}.1` });
    const t0 = performance.now();
    const response = await handleSubmission(kind, request, deps);
    latencies.push(performance.now() - t0);
    if (response.status === 503 && (await response.json()).error === "busy") busy++;
    else if (response.status !== 201) errors++;
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${label.padEnd(22)} ${COUNT} submissions (1/3 with a resume), concurrency ${CONCURRENCY}: ` +
      `${(COUNT / seconds).toFixed(0)} submissions/s, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, errors ${errors}, busy ${busy}`,
  );
}

const dir = mkdtempSync(join(tmpdir(), "wafer-bench-"));
try {
  const pglite = await openDatabase({ dataDir: join(dir, "pglite") });
  await bench("PGlite (file)", pglite);
  await pglite.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

let throwaway = null;
let url = process.env.TEST_DATABASE_URL;
if (!url) {
  throwaway = await startTestPostgres();
  url = throwaway?.url;
}
if (url) {
  const postgres = await openDatabase({ url, max: CONCURRENCY });
  await bench("PostgreSQL (server)", postgres);
  await postgres.close();
} else {
  console.log("PostgreSQL: no server available, skipped");
}
throwaway?.stop();
