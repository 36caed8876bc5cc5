// `pnpm bench:start`: how long `npm start` takes to be ready after `npm test` (issue 17: within
// 15 s, with no rebuild). Prints seconds; asserts nothing (the unit test start-builds.test.ts checks
// that both commands' builds have one turbo hash).
//
// 1. Builds as `npm test` does, by its own function (scripts/run/start-builds.ts): the studio and the
//    site from a throwaway lake on E2E_LAKE_BUILD_PORT. `--no-build` skips this, right after a
//    real `npm test` in the same environment.
// 2. Runs `npm start`'s whole path (node scripts/run/run.mjs start: install check, both builds through
//    turbo, the local lake, `next start`) with a fresh lake on BENCH_PORT + 1 and the site on
//    BENCH_PORT (default 3250), SITE_URL kept at what the build was made for, and measures the
//    seconds until it says the site is ready.
// 3. Prints whether each build came from turbo's cache and whether web/.next/BUILD_ID changed.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, WEB } from "../run/lib.mjs";
import { E2E_LAKE_BUILD_PORT } from "../run/local-lake.ts";
import { buildFromSeed, startSiteUrl } from "../run/start-builds.ts";

const benchPort = Number(process.env.BENCH_PORT || 3250);
const siteUrl = startSiteUrl();
const BUILD_ID = join(WEB, ".next", "BUILD_ID");
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

process.env.SITE_URL = siteUrl;
if (!process.argv.includes("--no-build")) {
  console.log(`[bench:start] building as npm test does (SITE_URL ${siteUrl}; load ${load()})`);
  const started = Date.now();
  const status = await buildFromSeed(E2E_LAKE_BUILD_PORT);
  if (status !== 0) process.exit(status);
  console.log(`[bench:start] test builds: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const buildBefore = readBuildId();
const lakeDir = mkdtempSync(join(tmpdir(), "bench-start-lake-"));
console.log(`[bench:start] npm start on :${benchPort} (lake :${benchPort + 1}); load ${load()}`);
const started = Date.now();
const child = spawn(process.execPath, [join(ROOT, "scripts", "run", "run.mjs"), "start"], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(benchPort),
    LAKE_PORT: String(benchPort + 1),
    LAKE_DATA_DIR: join(lakeDir, "lake"),
    FORCE_COLOR: "0",
  },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let output = "";
const marks = [];
const ready = await new Promise((resolve) => {
  const timer = setTimeout(() => resolve(false), 600_000);
  const read = (chunk) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split("\n")) {
      if (/Cached:|Site ready|Studio ready|local Content Lake on/.test(line)) {
        marks.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${line.trim()}`);
      }
    }
    if (output.includes("Site ready")) {
      clearTimeout(timer);
      resolve(true);
    }
  };
  child.stdout.on("data", read);
  child.stderr.on("data", read);
  child.on("exit", () => {
    clearTimeout(timer);
    resolve(false);
  });
});
const seconds = (Date.now() - started) / 1000;
// Its process group (detached): npm start and everything it started.
const group = -Number(child.pid);
try {
  process.kill(group, "SIGINT");
} catch {}
await new Promise((resolve) => setTimeout(resolve, 1_000));
try {
  process.kill(group, "SIGKILL");
} catch {}
rmSync(lakeDir, { recursive: true, force: true });

if (!ready) {
  console.error(`[bench:start] npm start did not become ready:\n${output.slice(-4_000)}`);
  process.exit(1);
}
const cached = [...output.matchAll(/Cached:\s+(\d+) cached, (\d+) total/g)].map(([, hit, total]) => `${hit}/${total}`);
const rebuilt = cached.some((ratio) => ratio.split("/")[0] !== ratio.split("/")[1]);
const buildAfter = readBuildId();
for (const mark of marks) console.log(mark);
console.log(`\nnpm start ready after ${seconds.toFixed(1)} s (load ${load()})`);
console.log(
  `turbo tasks from cache: ${cached.join(", ") || "none reported"} (${rebuilt ? "something was BUILT" : "nothing built"})`,
);
console.log(
  `web/.next/BUILD_ID: ${buildBefore.id} → ${buildAfter.id} (${buildBefore.id === buildAfter.id && buildBefore.mtime === buildAfter.mtime ? "not rebuilt" : "REBUILT"})`,
);

function readBuildId() {
  try {
    return { id: readFileSync(BUILD_ID, "utf8").trim(), mtime: statSync(BUILD_ID).mtimeMs };
  } catch {
    return { id: "(none)", mtime: 0 };
  }
}
