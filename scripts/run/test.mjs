// `npm test`: every check the project has, in the order a failure is cheapest to find.
// Prints a summary with test counts (passed, failed, skipped) and exits non-zero if any step failed
// or a test was skipped without a reason this file accepts (SKIP_REASONS_ACCEPTED).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { findChromium } from "./chromium.mjs";
import { runLane } from "./lanes.mjs";
import { ROOT, run, STUDIO, WEB } from "./lib.mjs";
import { E2E_LAKE_BUILD_PORT } from "./local-lake.ts";
import { startTestPostgres } from "./postgres.mjs";
import { installPrerequisites } from "./prerequisites.mjs";
import { buildFromSeed, startSiteUrl } from "./start-builds.ts";

const UNIT_REPORT = join(ROOT, "test-results", "unit.json");
// The unit tests skipped, with their notes (scripts/run/skip-reporter.ts).
const UNIT_SKIPS = join(ROOT, "test-results", "unit-skips.json");
const report = (/** @type {string} */ file) => join(WEB, "reports", file);
/** @typedef {import("./lanes.mjs").E2eLane} E2eLane */
/** @typedef {import("./lanes.mjs").E2eConfigs} E2eConfigs */
// The end-to-end suite in two lanes that run at once, each a list of Playwright configs run in
// order on ports of its own (E2E_PORT: every config derives its servers' ports from it, base+0..+51).
// A lane spends most of its time waiting on a browser, a server start or a restart, so two lanes on
// two cores take about the time of the longer one (decision 0070); the lanes are balanced by their
// measured times (docs/benchmarks.md). Tests share no state across configs: each starts its own
// servers on throwaway folders.
const E2E_BASE = Number(process.env.E2E_PORT ?? 3100);
/** @type {E2eLane[]} */
const E2E_LANES = [
  {
    name: "site",
    port: E2E_BASE,
    configs: [
      // The site's suite, once, against what `npm start` runs: the local lake through @sanity/client.
      ["playwright.config.ts", "e2e.json"],
      // What differs on the embedded dataset: pages and stories read from the seed file.
      ["playwright.embedded.config.ts", "e2e-embedded.json"],
      ["playwright.content.config.ts", "e2e-content.json"],
      // The visitor's journeys end to end, phone and desktop, both languages (issue 29).
      ["playwright.journeys.config.ts", "e2e-journeys.json"],
      // Logs, metrics, alerts and the dashboard against a site on a local lake (issue 34).
      ["playwright.ops.config.ts", "e2e-ops.json"],
      // `pnpm backup` under writes, `pnpm restore`, the site and the lake on the restored folder (issue 34).
      ["playwright.backup.config.ts", "e2e-backup.json"],
      // Reach (issue 43): WeChat's share card and the search engines' push, against local stand-ins.
      ["playwright.reach.config.ts", "e2e-reach.json"],
      // `npm start` itself: the site killed under forms and a publish, restarted alone (issue 40).
      ["playwright.crash.config.ts", "e2e-crash.json"],
    ],
    // nginx, two standalone instances, Redis, PostgreSQL and an SMTP peer (about 40 s; issue 15),
    // on this lane's ports once its configs are done: the site lane ends about a minute earlier.
    after: ["node", ["scripts/cluster/cluster-test.mjs"]],
  },
  {
    name: "security+inbox+studio",
    port: E2E_BASE + 200,
    configs: [
      // The hardening checks (docs/security.md), on servers they start and restart themselves.
      ["playwright.security.config.ts", "e2e-security.json"],
      // The staff inbox (issue 31): its own server, accounts, SMTP peer and OIDC provider.
      ["playwright.inbox.config.ts", "e2e-inbox.json"],
      // Editors in the real studio on a local lake, then its sign-in page.
      ["playwright.studio.config.ts", "e2e-studio.json"],
      ["playwright.studio.config.ts", "e2e-studio-login.json", { STUDIO_E2E_LOGIN: "1" }],
    ],
  },
];
const E2E_CONFIGS = E2E_LANES.flatMap((lane) => lane.configs);
const E2E_STEP =
  "end-to-end tests (playwright, system chromium, in two lanes; the cluster: nginx, two instances, Redis, PostgreSQL)";
const E2E_REPORTS = E2E_CONFIGS.map(([, file]) => report(file));
const CLUSTER_REPORT = join(WEB, "reports", "cluster.json");

/**
 * A skipped test is a behaviour not checked; it passes only when its own message says why, and the
 * reason is one of these: a program that this machine has not and cannot install (not root, no
 * apt-get; on CI as root, scripts/run/prerequisites.mjs installs every one before the first step).
 */
const SKIP_REASONS_ACCEPTED = [/is not installed and (could not|cannot) be installed/];

// The public origin the production build prerenders into its pages, and every e2e server reads at
// run time (web/src/config/site-url.ts), whatever port it listens on: `npm start`'s, so that the build
// made here is the one `npm start` serves afterwards without building (scripts/run/start-builds.ts).
process.env.SITE_URL = startSiteUrl();

/**
 * @typedef {{ name: string, cwd?: string, env?: Record<string, string>, cmd?: [string, string[]],
 *   e2e?: E2eConfigs, build?: () => number | Promise<number>,
 *   before?: () => Promise<Record<string, string> | void>, after?: () => unknown }} Step
 * @type {Step[]}
 */
const steps = [
  // Every program a later step runs (Chromium, nginx, Redis, clamd, PostgreSQL, Java), before the first
  // step that needs one: on a fresh machine no test is skipped for want of it.
  { name: "programs the tests run (apt-get when missing)", build: installPrerequisites },
  { name: "format and lint (biome)", cmd: ["pnpm", ["exec", "biome", "ci", "."]] },
  {
    name: "typecheck (every package and scripts/)",
    cmd: ["pnpm", ["exec", "turbo", "run", "typecheck", "typecheck:scripts", "--output-logs=errors-only"]],
  },
  // The layers of web/src and no import cycles (web/.dependency-cruiser.cjs, docs/architecture.md).
  { name: "layers and import cycles (dependency-cruiser)", cmd: ["pnpm", ["depcruise"]] },
  {
    name: "unit tests (vitest)",
    // Storage tests run on PGlite always, and on a real PostgreSQL server when one can be started.
    before: async () => {
      postgres = await startTestPostgres();
      if (postgres) process.env.TEST_DATABASE_URL = postgres.url;
    },
    cmd: [
      "pnpm",
      [
        "exec",
        "vitest",
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${UNIT_REPORT}`,
        "--reporter=./scripts/run/skip-reporter.ts",
      ],
    ],
    env: { UNIT_SKIPS_REPORT: UNIT_SKIPS },
  },
  { name: "sanity schema validate", cmd: ["pnpm", ["exec", "sanity", "schema", "validate"]], cwd: STUDIO },
  {
    // As `npm start` builds them, by its own function (same turbo command, same environment): the
    // studio, and the site's pages prerendered from a local lake (a throwaway copy of the seed,
    // which holds what a fresh `npm start` lake holds) read through @sanity/client, for npm start's
    // origin. turbo caches both, and `npm start` afterwards builds nothing (scripts/run/start-builds.ts).
    name: "production builds (studio; web from a local lake)",
    build: () => buildFromSeed(E2E_LAKE_BUILD_PORT),
  },
  // The browser tests in two lanes, and the cluster's (in the site lane, after its configs).
  { name: E2E_STEP, e2e: E2E_CONFIGS },
];

rmSync(UNIT_REPORT, { force: true });
rmSync(UNIT_SKIPS, { force: true });
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
    const statuses = chromium ? await Promise.all(E2E_LANES.map((lane) => runLane(lane, chromium))) : [1];
    status = statuses.find((s) => s !== 0) ?? 0;
  } else if (step.build) {
    status = await Promise.resolve()
      .then(step.build)
      .catch((error) => {
        console.error(error.message);
        return 1;
      });
  } else if (step.cmd) {
    const [cmd, args] = step.cmd;
    status = run(cmd, args, { cwd: step.cwd ?? ROOT, env });
  } else throw new Error(`step ${step.name} has nothing to run`);
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

/** Each skipped Playwright test of these reports: its title and the reason it gave (annotation). */
function e2eSkips(reportFiles) {
  const skips = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "skipped") continue;
        const annotations = [...(test.annotations ?? []), ...(test.results ?? []).flatMap((r) => r.annotations ?? [])];
        const note = annotations.find((a) => a.type === "skip" || a.type === "fixme")?.description;
        skips.push({ test: `${file} › ${spec.title}`, note });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const file of reportFiles) for (const suite of readJson(file)?.suites ?? []) walk(suite, suite.file);
  return skips;
}
/** Passed, failed and skipped tests in the reports of these Playwright runs. */
function e2eCounts(reportFiles) {
  const stats = reportFiles
    .map(readJson)
    .filter((r) => r?.stats)
    .map((r) => r.stats);
  return {
    passed: stats.reduce((sum, s) => sum + s.expected + (s.flaky ?? 0), 0),
    failed: stats.reduce((sum, s) => sum + s.unexpected, 0),
    skipped: stats.reduce((sum, s) => sum + (s.skipped ?? 0), 0),
  };
}
const counts = {
  unit: unit
    ? { passed: unit.numPassedTests, failed: unit.numFailedTests, skipped: unit.numPendingTests + unit.numTodoTests }
    : { passed: 0, failed: 0, skipped: 0 },
  e2e: e2eCounts(E2E_REPORTS),
};
const skips = [...(readJson(UNIT_SKIPS) ?? []), ...e2eSkips(E2E_REPORTS)];
const unexplained = skips.filter((s) => !SKIP_REASONS_ACCEPTED.some((re) => re.test(s.note ?? "")));

console.log("\n=== summary");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"}  ${r.name}  (${r.seconds.toFixed(1)} s)`);
for (const s of steps.slice(results.length)) console.log(`skip  ${s.name}`);
const line = (c) => `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
console.log(`unit: ${line(counts.unit)}`);
for (const step of steps) {
  if (!step.e2e) continue;
  console.log(`e2e, ${step.name}: ${line(e2eCounts(step.e2e.map(([, file]) => report(file))))}`);
}
console.log(`e2e: ${line(counts.e2e)}`);
console.log(`cluster: ${cluster.passed} passed, ${cluster.failed} failed`);
for (const s of skips) {
  const accepted = !unexplained.includes(s);
  console.log(
    `${accepted ? "skipped" : "SKIPPED WITHOUT AN ACCEPTED REASON"}: ${s.test}${s.note ? ` (${s.note})` : ""}`,
  );
}
const allOk = results.length === steps.length && results.every((r) => r.ok) && unexplained.length === 0;
const passed = counts.unit.passed + counts.e2e.passed + cluster.passed;
const skipped = counts.unit.skipped + counts.e2e.skipped;
// A failed step that ran no counted test (lint, types, build) counts as one failure.
const testFailures = (name) => {
  if (name === "unit tests (vitest)") return counts.unit.failed;
  const configs = steps.find((s) => s.name === name)?.e2e;
  return configs ? e2eCounts(configs.map(([, file]) => report(file))).failed + cluster.failed : 0;
};
const failed = results.reduce((sum, r) => sum + (testFailures(r.name) || (r.ok ? 0 : 1)), 0);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped (${unexplained.length} without a reason)`);
const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log(`time: ${(total / 60).toFixed(1)} min`);
process.exit(allOk ? 0 : 1);
