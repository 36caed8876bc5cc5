import "server-only";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

// The last good answer to each query, kept on disk so that every server bundle and every restart
// shares it: when the content backend fails, a page that was rendered before is rendered again
// from this copy instead of turning into an error. Written only when a cache entry is filled.

function directory(): string {
  const base = process.env.CONTENT_FALLBACK_DIR ?? path.join(process.cwd(), ".data", "content-fallback");
  return path.resolve(/*turbopackIgnore: true*/ base);
}

const fileFor = (key: string) =>
  path.join(/*turbopackIgnore: true*/ directory(), `${createHash("sha256").update(key).digest("hex")}.json`);

export function saveLastGood(key: string, value: unknown): void {
  try {
    mkdirSync(/*turbopackIgnore: true*/ directory(), { recursive: true });
    const file = fileFor(key);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(/*turbopackIgnore: true*/ temporary, JSON.stringify({ value }));
    renameSync(/*turbopackIgnore: true*/ temporary, file); // atomic: a reader never sees half a file
  } catch (error) {
    console.error("[content] could not keep a fallback copy:", error);
  }
}

export function loadLastGood(key: string): { value: unknown } | null {
  try {
    return JSON.parse(readFileSync(/*turbopackIgnore: true*/ fileFor(key), "utf8")) as { value: unknown };
  } catch {
    return null;
  }
}
