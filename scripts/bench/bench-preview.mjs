// `pnpm bench:preview`: keystroke → frame times of the live preview (issue 18). Runs
// web/e2e-studio/preview.bench.ts with the studio end-to-end servers (web/playwright.studio.config.ts:
// a throwaway local lake serving the built studio, and the production site reading it), opens a
// Chinese news story, a job and a company page in the Presentation tool, types BENCH_KEYSTROKES
// characters (default 10) into each title and prints p50/p95 per page with the machine's load;
// then BENCH_STARTS times (default 3) a cold studio start (fresh browser context until the desk is
// interactive), the Presentation tool opening a story until its frame shows the page and until the
// frame has connected, the tool opened on a page alone until its main document is open (and how
// long the list said 没有匹配的文档 meanwhile), and publish → visible (the 发布 click until the
// site's page shows the new title).
// Needs `next build` in web/ (npm test makes it); builds the studio as `npm start` does first (turbo
// reuses a build it has; a studio built otherwise looks for Sanity's servers). Prints figures,
// asserts nothing.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { findChromium } from "../run/chromium.mjs";
import { run, WEB } from "../run/lib.mjs";
import { buildStudio } from "../run/start-builds.ts";

const chromium = findChromium();
if (!chromium) process.exit(1);
if (buildStudio() !== 0) process.exit(1);
const dir = mkdtempSync(join(tmpdir(), "bench-preview-"));
const out = join(dir, "samples.json");
const [loadBefore = 0] = loadavg();
const status = run("pnpm", ["exec", "playwright", "test", "-c", "playwright.studio.config.ts", "--reporter=line"], {
  cwd: WEB,
  env: { CHROMIUM_PATH: chromium, PREVIEW_BENCH: out },
});
const [loadAfter = 0] = loadavg();
let samples = {};
try {
  samples = JSON.parse(readFileSync(out, "utf8"));
} catch {}
rmSync(dir, { recursive: true, force: true });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
console.log(
  "\nStudio timings (ms): live preview keystroke → frame per page, cold start, preview open, publish → visible",
);
console.table(
  Object.fromEntries(
    Object.entries(samples).map(([page, values]) => [
      page,
      { samples: values.length, p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) },
    ]),
  ),
);
console.log(`load average (1 min): ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after; cores: 2 shared`);
process.exit(status);
