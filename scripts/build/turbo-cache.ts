// turbo keeps every build it has made in .turbo/cache and never deletes one; each site build is
// about 40 MB, so a machine where the code changes between runs of `npm test` or `npm start`
// gained that much per run without end. After each build, the oldest entries go until the folder
// is under a bound that still holds the few builds the two commands reuse (npm test's, npm
// start's, the lake e2e's and the studio's), so `npm start` after `npm test` stays a cache hit.
import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

export const TURBO_CACHE_DIR = path.join(import.meta.dirname, "..", "..", ".turbo", "cache");

/** Room for about ten site builds. */
export const TURBO_CACHE_LIMIT_BYTES = 400 * 1024 * 1024;

type Entry = { hash: string; files: string[]; bytes: number; mtimeMs: number };

/** The cache's entries (an archive and its meta/manifest files share a hash prefix), newest first. */
function entries(dir: string): Entry[] {
  const byHash = new Map<string, Entry>();
  for (const name of readdirSync(dir)) {
    const hash = name.replace(/(-meta\.json|-manifest\.json|\.tar\.zst)$/, "");
    const stat = statSync(path.join(dir, name));
    const entry = byHash.get(hash) ?? { hash, files: [], bytes: 0, mtimeMs: 0 };
    entry.files.push(name);
    entry.bytes += stat.size;
    entry.mtimeMs = Math.max(entry.mtimeMs, stat.mtimeMs);
    byHash.set(hash, entry);
  }
  return [...byHash.values()].sort((a, b) => b.mtimeMs - a.mtimeMs);
}

/** Deletes the oldest entries past `limit` bytes; returns the hashes removed. A missing folder is empty. */
export function pruneTurboCache(dir = TURBO_CACHE_DIR, limit = TURBO_CACHE_LIMIT_BYTES): string[] {
  let list: Entry[];
  try {
    list = entries(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  let total = 0;
  for (const entry of list) {
    total += entry.bytes;
    if (total <= limit) continue;
    for (const file of entry.files) rmSync(path.join(dir, file), { force: true });
    removed.push(entry.hash);
  }
  return removed;
}
