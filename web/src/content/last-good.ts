import "server-only";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "@/config/env";
import { errorField, log } from "@/ops/log";

// The last good answer to each query, kept on disk so that every server bundle and every restart
// shares it: when the content backend fails, a page that was rendered before is rendered again
// from this copy instead of turning into an error. Written only when a cache entry is filled.

function directory(): string {
  const base = config().CONTENT_FALLBACK_DIR ?? path.join(process.cwd(), ".data", "content-fallback");
  return path.resolve(/*turbopackIgnore: true*/ base);
}

const fileFor = (key: string) =>
  path.join(/*turbopackIgnore: true*/ directory(), `${createHash("sha256").update(key).digest("hex")}.json`);

/** Files the folder keeps at most; the least recently written go first. */
export const maxFallbackEntries = (): number => config().CONTENT_FALLBACK_MAX_ENTRIES;
let writesSincePrune = 0;

/** Nothing found (an unknown slug, an empty list) is not worth keeping: it is what a failure shows anyway. */
const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/** Keeps the folder under maxFallbackEntries() files (checked every 50 writes, and on the first). */
function prune(dir: string): void {
  if (writesSincePrune++ % 50 !== 0) return;
  const files = readdirSync(dir).filter((name) => name.endsWith(".json"));
  if (files.length <= maxFallbackEntries()) return;
  const dated = files.map((name) => {
    const file = path.join(/*turbopackIgnore: true*/ dir, name);
    return { file, at: statSync(/*turbopackIgnore: true*/ file).mtimeMs };
  });
  dated.sort((a, b) => a.at - b.at);
  for (const { file } of dated.slice(0, dated.length - maxFallbackEntries()))
    unlinkSync(/*turbopackIgnore: true*/ file);
}

export function saveLastGood(key: string, value: unknown): void {
  if (isEmpty(value)) return;
  try {
    mkdirSync(/*turbopackIgnore: true*/ directory(), { recursive: true });
    const file = fileFor(key);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(/*turbopackIgnore: true*/ temporary, JSON.stringify({ value }), { mode: 0o600 });
    renameSync(/*turbopackIgnore: true*/ temporary, file); // atomic: a reader never sees half a file
    prune(directory());
  } catch (error) {
    log("content").error({ err: errorField(error) }, "could not keep a fallback copy");
  }
}

export function loadLastGood(key: string): { value: unknown } | null {
  try {
    return JSON.parse(readFileSync(/*turbopackIgnore: true*/ fileFor(key), "utf8")) as { value: unknown };
  } catch {
    return null;
  }
}
