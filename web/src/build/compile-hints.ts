import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/*
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its
 * functions compiled eagerly while it streams in, on a background thread. Without it V8 only
 * pre-parses a function and compiles it on the main thread the first time it is called, and every
 * Turbopack module is such a function: when the last script of a page arrived, the start-up task
 * (running the module factories of React DOM, the router and the shell, then hydration) spent most
 * of its time parsing them again on the main thread, the longest task of every page's Total
 * Blocking Time (docs/decisions/0024-compile-hints.md). Other browsers ignore the
 * comment. It has to be the first thing in the file: V8 only reads it before any code.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Chunks smaller than this are left to V8's lazy compilation: compiling them on first call costs
 * well under a millisecond, and each hint adds its ~30 bytes to the download.
 */
export const MIN_HINTED_BYTES = 10_000;

/**
 * Prepends the compile hint to every JavaScript chunk of a production build (`<distDir>/static/chunks`)
 * of at least MIN_HINTED_BYTES. Every such chunk is framework or site code that runs when it loads:
 * the entry scripts, and the lazy ones (form, ALTCHA, live preview) as soon as they are fetched.
 * Idempotent; returns the files it changed. Runs from next.config.ts (`compiler.runAfterProductionCompile`),
 * after Turbopack has written the chunks and before the pages are prerendered: no build step to forget.
 */
export function addCompileHints(distDir: string): string[] {
  const chunks = path.join(distDir, "static", "chunks");
  const changed: string[] = [];
  for (const name of readdirSync(chunks, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".js")) continue;
    const file = path.join(chunks, name);
    if (statSync(file).size < MIN_HINTED_BYTES) continue;
    const source = readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    changed.push(name);
  }
  return changed.sort();
}
