import { existsSync } from "node:fs";
import path from "node:path";
import { config } from "./env.ts";

// Where every process keeps its files (issue 41, item 8): the inbox's accounts, the embedded
// database, the local webhook secret. One folder, DATA_DIR, for the site (`next start` in web/, or
// the standalone server in web/.next/standalone/web), the operator scripts (`pnpm inbox:account`,
// backup, restore) and the lake, so that an account made at the repository is the one the server
// reads. Before, each looked for `.data` next to the `pnpm-workspace.yaml` above its own folder,
// and the standalone folder has one of its own (scripts/run/standalone.mjs): accounts made with
// `pnpm inbox:account` were not found there.
//
// DATA_DIR unset: the repository's `.data`. The standalone server inside a clone
// (web/.next/standalone) uses the clone's; copied anywhere else (the Docker image), its own folder's.

const WORKSPACE_MARKER = "pnpm-workspace.yaml";
/** Where scripts/run/standalone.mjs puts the standalone folder, relative to the repository. */
const STANDALONE = path.join("web", ".next", "standalone");

function workspaceRoot(start: string): string | null {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, WORKSPACE_MARKER))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The repository this process belongs to: the folder of the nearest `pnpm-workspace.yaml` above
 * `cwd`; for the standalone server inside a clone (web/.next/standalone), the clone.
 */
export function repositoryRoot(cwd = process.cwd()): string {
  const start = path.resolve(/*turbopackIgnore: true*/ cwd);
  const root = workspaceRoot(start) ?? start;
  if (root.endsWith(`${path.sep}${STANDALONE}`)) {
    const clone = root.slice(0, -STANDALONE.length - 1);
    if (existsSync(path.join(clone, WORKSPACE_MARKER))) return clone;
  }
  return root;
}

/**
 * The data folder for this environment and working directory (absolute): DATA_DIR, a relative
 * value taken from the repository root (so `next start` in web/, the standalone server and the
 * scripts at the root agree), else the repository's `.data`.
 */
export function resolveDataDir(env: Record<string, string | undefined>, cwd = process.cwd()): string {
  const root = repositoryRoot(cwd);
  const configured = env.DATA_DIR?.trim();
  return configured ? path.resolve(/*turbopackIgnore: true*/ root, configured) : path.join(root, ".data");
}

let resolved: string | undefined;
/** The data folder, resolved once per process (DATA_DIR, else the repository's `.data`). */
export function dataDir(): string {
  resolved ??= resolveDataDir({ DATA_DIR: config().DATA_DIR });
  return resolved;
}
