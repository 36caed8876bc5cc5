// `npm test`: every check the project has, in the order a failure is cheapest to find.
// Prints a summary with test counts and exits non-zero if any step failed.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { findChromium } from "./chromium.mjs";
import { ROOT, run, STUDIO, WEB } from "./lib.mjs";
import { startTestPostgres } from "./postgres.mjs";

const UNIT_REPORT = join(ROOT, "test-results", "unit.json");
const E2E_REPORTS = ["e2e.json", "e2e-content.json"].map((file) => join(WEB, "reports", file));
const CLUSTER_REPORT = join(WEB, "reports", "cluster.json");

// The public origin the production build prerenders into its pages, and the e2e servers read at
// run time (web/src/seo/site-url.ts): the port of the main e2e server.
process.env.SITE_URL ||= `http://localhost:${process.env.E2E_PORT ?? 3100}`;

const steps = [
  { name: "format and lint (biome)", cmd: ["pnpm", ["exec", "biome", "ci", "."]] },
  {
    name: "typecheck (every package)",
    cmd: ["pnpm", ["exec", "turbo", "run", "typecheck", "--output-logs=errors-only"]],
  },
  {
    name: "unit tests (vitest)",
    // Storage tests run on PGlite always, and on a real PostgreSQL server when one can be started.
    before: async () => {
      postgres = await startTestPostgres();
      if (postgres) process.env.TEST_DATABASE_URL = postgres.url;
    },
    cmd: [
      "pnpm",
      ["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${UNIT_REPORT}`],
    ],
  },
  { name: "sanity schema validate", cmd: ["pnpm", ["exec", "sanity", "schema", "validate"]], cwd: STUDIO },
  { name: "studio build", cmd: ["pnpm", ["exec", "sanity", "build", "dist", "--yes"]], cwd: STUDIO },
  { name: "web production build", cmd: ["pnpm", ["exec", "next", "build"]], cwd: WEB },
  { name: "end-to-end tests (playwright, system chromium)", e2e: true },
  // nginx, two standalone instances, Redis, PostgreSQL and an SMTP peer (about 1 min; issue 15).
  { name: "cluster end-to-end (nginx, two instances, Redis, PostgreSQL)", cmd: ["node", ["scripts/cluster-test.mjs"]] },
];

rmSync(UNIT_REPORT, { force: true });
for (const report of [...E2E_REPORTS, CLUSTER_REPORT]) rmSync(report, { force: true });

let postgres = null;
process.on("exit", () => postgres?.stop());

const results = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name}`);
  await step.before?.();
  let status;
  if (step.e2e) {
    const chromium = findChromium();
    // The site's pages, then content delivery on its own server and throwaway dataset.
    const playwright = (config) =>
      run("pnpm", ["exec", "playwright", "test", "-c", config], { cwd: WEB, env: { CHROMIUM_PATH: chromium } });
    status = chromium ? playwright("playwright.config.ts") || playwright("playwright.content.config.ts") : 1;
  } else {
    const [cmd, args] = step.cmd;
    status = run(cmd, args, { cwd: step.cwd ?? ROOT });
  }
  results.push({ name: step.name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  // Later steps depend on a build that compiles; stop at the first failure to keep the output readable.
  if (status !== 0) break;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
  } catch {
    return null;
  }
}
const unit = readJson(UNIT_REPORT);
const cluster = readJson(CLUSTER_REPORT) ?? { passed: 0, failed: 0 };
const e2eStats = E2E_REPORTS.map(readJson)
  .filter((report) => report?.stats)
  .map((report) => report.stats);
const counts = {
  unit: unit ? { passed: unit.numPassedTests, failed: unit.numFailedTests } : { passed: 0, failed: 0 },
  e2e: {
    passed: e2eStats.reduce((sum, stats) => sum + stats.expected + (stats.flaky ?? 0), 0),
    failed: e2eStats.reduce((sum, stats) => sum + stats.unexpected, 0),
  },
};

console.log("\n=== summary");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
for (const s of steps.slice(results.length)) console.log(`skip  ${s.name}`);
console.log(`unit: ${counts.unit.passed} passed, ${counts.unit.failed} failed`);
console.log(`e2e: ${counts.e2e.passed} passed, ${counts.e2e.failed} failed`);
console.log(`cluster: ${cluster.passed} passed, ${cluster.failed} failed`);
const allOk = results.length === steps.length && results.every((r) => r.ok);
const passed = counts.unit.passed + counts.e2e.passed + cluster.passed;
// A failed step that ran no counted test (lint, types, build) counts as one failure.
const testFailures = {
  "unit tests (vitest)": counts.unit.failed,
  "end-to-end tests (playwright, system chromium)": counts.e2e.failed,
  "cluster end-to-end (nginx, two instances, Redis, PostgreSQL)": cluster.failed,
};
const failed = results.reduce((sum, r) => sum + (testFailures[r.name] || (r.ok ? 0 : 1)), 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
