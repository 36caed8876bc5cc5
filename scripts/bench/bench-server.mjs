// The production server the benchmarks measure: the last build of web/ (run `next build` there
// first) as the standalone server production runs (scripts/run/standalone.mjs assembles it), with the
// memory settings production starts it with (scripts/run/server-memory.mjs), started on BENCH_PORT on
// its own data folders, stopped when the benchmark exits.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { WEB } from "../run/lib.mjs";
import { serverMemoryEnv } from "../run/server-memory.mjs";
import { assembleStandalone, SERVER } from "../run/standalone.mjs";

export const benchPort = () => Number(process.env.BENCH_PORT ?? 3200);

/**
 * Starts `node web/server.js` of the standalone build and resolves once it answers (the server is
 * the child itself: its RSS is the server's). `env` adds to the server's environment;
 * `nodeOptions` to its NODE_OPTIONS (the memory benchmark's diagnostic reports).
 */
export async function startBenchServer({ port = benchPort(), env = {}, nodeOptions = "" } = {}) {
  if (!existsSync(path.join(WEB, ".next", "BUILD_ID"))) {
    console.error("No production build: run `pnpm --dir web exec next build` first.");
    process.exit(1);
  }
  const origin = `http://localhost:${port}`;
  // A data folder of its own: a second server on the worktree's .data/pglite would corrupt it.
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-server-"));
  assembleStandalone();
  const child = spawn(process.execPath, [SERVER], {
    cwd: path.dirname(SERVER),
    env: {
      ...serverMemoryEnv(process.env, nodeOptions),
      NODE_ENV: "production",
      PORT: String(port),
      // Not 127.0.0.1: Next's own locale rewrites would look external (scripts/cluster/cluster-lib.mjs).
      HOSTNAME: "localhost",
      SITE_URL: process.env.SITE_URL ?? origin,
      PGLITE_DIR: path.join(dataDir, "pglite"),
      CONTENT_FALLBACK_DIR: path.join(dataDir, "content-fallback"),
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  // Exit handlers do not run when a signal ends the process: turn both into an exit.
  process.on("SIGINT", () => process.exit(130));
  process.on("SIGTERM", () => process.exit(143));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (i > 300) throw new Error("the server did not start within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, child, stop };
}
