// The production server the benchmarks measure: the last build of web/ (run `next build` there
// first), started on BENCH_PORT on its own data folder, stopped when the benchmark exits.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { WEB } from "./lib.mjs";

export const benchPort = () => Number(process.env.BENCH_PORT ?? 3200);

/**
 * Starts `next start` on the build and resolves once it answers. `env` adds to the server's
 * environment (NODE_OPTIONS for the memory benchmark's heap snapshots).
 */
export async function startBenchServer({ port = benchPort(), env = {} } = {}) {
  if (!existsSync(path.join(WEB, ".next", "BUILD_ID"))) {
    console.error("No production build: run `pnpm --dir web exec next build` first.");
    process.exit(1);
  }
  const origin = `http://localhost:${port}`;
  // A data folder of its own: a second server on the worktree's .data/pglite would corrupt it.
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-server-"));
  const child = spawn("pnpm", ["exec", "next", "start", "-p", String(port), "-H", "localhost"], {
    cwd: WEB,
    env: {
      ...process.env,
      SITE_URL: process.env.SITE_URL ?? origin,
      PGLITE_DIR: path.join(dataDir, "pglite"),
      CONTENT_FALLBACK_DIR: path.join(dataDir, "content-fallback"),
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  process.on("SIGINT", () => process.exit(130));
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
