import { existsSync } from "node:fs";
import path from "node:path";
import { dataDir } from "@/config/data-dir";
import { config } from "@/config/env";

/** The repository root: `next` runs in web/, tests and scripts at the root. Look upwards from either. */
export function repoRoot(start = process.cwd()): string {
  let dir = path.resolve(/*turbopackIgnore: true*/ start);
  for (;;) {
    if (existsSync(path.join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(/*turbopackIgnore: true*/ start);
    dir = parent;
  }
}

/** Versioned SQL migrations written by drizzle-kit (`pnpm exec drizzle-kit generate` in web/). */
export const migrationsFolder = (): string => path.join(repoRoot(), "web", "src", "db", "migrations");

/** Default home of the embedded database: `pglite` in the data folder (DATA_DIR, else the repository's `.data`). */
export const defaultPgliteDir = (): string => path.resolve(config().PGLITE_DIR ?? path.join(dataDir(), "pglite"));
