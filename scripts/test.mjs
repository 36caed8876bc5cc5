// `npm test`: every check the project has, in the order a failure is cheapest to find.
// Prints a summary with test counts and exits non-zero if any step failed.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { findChromium } from "./chromium.mjs";
import { ROOT, run, STUDIO, WEB } from "./lib.mjs";
import { E2E_LAKE_BUILD_PORT } from "./local-lake.ts";
import { startTestPostgres } from "./postgres.mjs";
import { buildFromSeed, startSiteUrl } from "./start-builds.ts";

const UNIT_REPORT = join(ROOT, "test-results", "unit.json");
const report = (file) => join(WEB, "reports", file);
// Each end-to-end step: its Playwright configs (run in order) and the reports they write.
const E2E = {
  site: [
    ["playwright.config.ts", "e2e.json"],
    ["playwright.content.config.ts", "e2e-content.json"],
    // The hardening checks (docs/security.md), on servers they start and restart themselves.
    ["playwright.security.config.ts", "e2e-security.json"],
    // The staff inbox (issue 31): its own server, accounts, SMTP peer and OIDC provider.
    ["playwright.inbox.config.ts", "e2e-inbox.json"],
    // The visitor's journeys end to end, phone and desktop, both languages (issue 29).
    ["playwright.journeys.config.ts", "e2e-journeys.json"],
  ],
  lake: [
    ["playwright.lake.config.ts", "e2e-lake.json"],
    // `pnpm backup` under writes, `pnpm restore`, the site and the lake on the restored folder (issue 34).
    ["playwright.backup.config.ts", "e2e-backup.json"],
  ],
  studio: [
    ["playwright.studio.config.ts", "e2e-studio.json"],
    ["playwright.studio.config.ts", "e2e-studio-login.json", { STUDIO_E2E_LOGIN: "1" }],
  ],
};
const E2E_REPORTS = Object.values(E2E).flatMap((configs) => configs.map(([, file]) => report(file)));
const CLUSTER_REPORT = join(WEB, "reports", "cluster.json");

// The public origin the production build prerenders into its pages, and every e2e server reads at
// run time (web/src/seo/site-url.ts), whatever port it listens on: `npm start`'s, so that the build
// made here is the one `npm start` serves afterwards without building (scripts/start-builds.ts).
process.env.SITE_URL = startSiteUrl();

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
  {
    // As `npm start` builds them, by its own function (same turbo command, same environment): the
    // studio, and the site's pages prerendered from a local lake (a throwaway copy of the seed,
    // which holds what a fresh `npm start` lake holds) read through @sanity/client, for npm start's
    // origin. turbo caches both, and `npm start` afterwards builds nothing (scripts/start-builds.ts).
    name: "production builds (studio; web from a local lake)",
    build: () => buildFromSeed(E2E_LAKE_BUILD_PORT),
  },
  { name: "end-to-end tests (playwright, system chromium)", e2e: E2E.site },
  { name: "site end-to-end tests against the local lake (@sanity/client)", e2e: E2E.lake },
  { name: "studio end-to-end tests (editors, local lake)", e2e: E2E.studio },
  // nginx, two standalone instances, Redis, PostgreSQL and an SMTP peer (about 1 min; issue 15).
  { name: "cluster end-to-end (nginx, two instances, Redis, PostgreSQL)", cmd: ["node", ["scripts/cluster-test.mjs"]] },
];

rmSync(UNIT_REPORT, { force: true });
for (const report of [...E2E_REPORTS, CLUSTER_REPORT]) rmSync(report, { force: true });

let postgres = null;
process.on("exit", () => {
  postgres?.stop();
});

const results = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name}`);
  let status;
  const env = { ...step.env, ...(await step.before?.()) };
  if (step.e2e) {
    const chromium = findChromium();
    // Every config runs even when an earlier one failed, so the counts cover the whole suite.
    status = chromium ? 0 : 1;
    for (const [config, , extraEnv] of chromium ? step.e2e : []) {
      const configStatus = run("pnpm", ["exec", "playwright", "test", "-c", config], {
        cwd: WEB,
        env: { CHROMIUM_PATH: chromium, ...extraEnv },
      });
      status ||= configStatus;
    }
  } else if (step.build) {
    status = await Promise.resolve()
      .then(step.build)
      .catch((error) => {
        console.error(error.message);
        return 1;
      });
  } else {
    const [cmd, args] = step.cmd;
    status = run(cmd, args, { cwd: step.cwd ?? ROOT, env });
  }
  await step.after?.();
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
/** Passed and failed tests in the reports of these Playwright runs. */
function e2eCounts(reportFiles) {
  const stats = reportFiles
    .map(readJson)
    .filter((r) => r?.stats)
    .map((r) => r.stats);
  return {
    passed: stats.reduce((sum, s) => sum + s.expected + (s.flaky ?? 0), 0),
    failed: stats.reduce((sum, s) => sum + s.unexpected, 0),
  };
}
const counts = {
  unit: unit ? { passed: unit.numPassedTests, failed: unit.numFailedTests } : { passed: 0, failed: 0 },
  e2e: e2eCounts(E2E_REPORTS),
};

console.log("\n=== summary");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
for (const s of steps.slice(results.length)) console.log(`skip  ${s.name}`);
console.log(`unit: ${counts.unit.passed} passed, ${counts.unit.failed} failed`);
for (const step of steps.filter((s) => s.e2e)) {
  const c = e2eCounts(step.e2e.map(([, file]) => report(file)));
  console.log(`e2e, ${step.name}: ${c.passed} passed, ${c.failed} failed`);
}
console.log(`e2e: ${counts.e2e.passed} passed, ${counts.e2e.failed} failed`);
console.log(`cluster: ${cluster.passed} passed, ${cluster.failed} failed`);
const allOk = results.length === steps.length && results.every((r) => r.ok);
const passed = counts.unit.passed + counts.e2e.passed + cluster.passed;
// A failed step that ran no counted test (lint, types, build) counts as one failure.
const testFailures = (name) => {
  if (name === "unit tests (vitest)") return counts.unit.failed;
  if (name === "cluster end-to-end (nginx, two instances, Redis, PostgreSQL)") return cluster.failed;
  const step = steps.find((s) => s.name === name && s.e2e);
  return step ? e2eCounts(step.e2e.map(([, file]) => report(file))).failed : 0;
};
const failed = results.reduce((sum, r) => sum + (testFailures(r.name) || (r.ok ? 0 : 1)), 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
