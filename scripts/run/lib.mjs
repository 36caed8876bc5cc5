// Small helpers shared by the task scripts (start, dev, test). Runs under the pinned Node.
import { spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const WEB = join(ROOT, "web");
export const STUDIO = join(ROOT, "studio");

/** Run a command to completion with inherited output; returns its exit status. */
export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
  if (r.error) console.error(r.error.message);
  return r.status ?? 1;
}

/** Run a long-lived command; forwards SIGINT/SIGTERM and exits with it. */
export function serve(cmd, args, options = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

export const pnpmExec = (...args) => ["pnpm", ["exec", ...args]];

/** Runs `task(i)` for i = 0..count-1, at most `concurrency` at a time (a benchmark's clients). */
export async function inParallel(count, concurrency, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}
