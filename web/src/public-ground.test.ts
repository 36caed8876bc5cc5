import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Public ground only (issue 30, decision 0030): code that runs in production uses Next's and
// Node's documented APIs. A Next upgrade may change anything under next/dist without notice, and
// an object whose methods we replace may stop calling them; either would break silently. This
// fails as soon as such code appears, with the file and line to look at.

const WEB = path.resolve(import.meta.dirname, "..");
/** What the production server runs: the app, the cache handlers Next loads, the config. */
const ROOTS = ["src", "cache", "next.config.ts"];
/** Test code and test helpers never run in production. */
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes("testing");

const RULES: { rule: string; pattern: RegExp }[] = [
  {
    rule: "imports Next's private modules (next/dist/**)",
    pattern: /(?:from\s+|import\s*\(\s*|require\s*\(\s*)["']next\/dist\//,
  },
  {
    rule: "defines properties on an existing object",
    pattern: /\b(?:Object|Reflect)\.(?:defineProperty|defineProperties)\s*\(/,
  },
  { rule: "replaces a method on a prototype", pattern: /\.prototype\.\w+\s*=(?![=>])/ },
  {
    rule: "replaces a method of a request or response",
    pattern: /\.(?:write|end|writeHead|setHeader|removeHeader|getHeader|flushHeaders|emit|pipe)\s*=(?![=>])/,
  },
  { rule: "shares state through a global symbol (a bridge around module boundaries)", pattern: /\bSymbol\.for\s*\(/ },
  { rule: "patches Node's module loader", pattern: /\b(?:Module\._load|Module\._resolveFilename|require\.cache)\b/ },
];

function sourceFiles(entry: string): string[] {
  const full = path.join(WEB, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(full, name))
    .filter((file) => /\.(?:ts|tsx|mjs|js)$/.test(file) && statSync(file).isFile());
}

/** Each rule a text breaks, with its line number. */
export function breaches(text: string): string[] {
  return text.split("\n").flatMap((line, index) => {
    if (/^\s*(?:\/\/|\*)/.test(line)) return []; // comments may name what is not done
    return RULES.filter(({ pattern }) => pattern.test(line)).map(({ rule }) => `line ${index + 1}: ${rule}`);
  });
}

describe("production code stands on public ground", () => {
  it("recognises each kind of breach (so the check below can fail)", () => {
    expect(breaches('import x from "next/dist/server/lib/lru-cache.js";')).not.toEqual([]);
    expect(breaches('const m = await import("next/dist/server/base-server");')).not.toEqual([]);
    expect(breaches("Object.defineProperty(response, 'write', { set() {} });")).not.toEqual([]);
    expect(breaches("response.writeHead = function (...args) {};")).not.toEqual([]);
    expect(breaches("res.end = wrapped;")).not.toEqual([]);
    expect(breaches("ServerResponse.prototype.end = wrapped;")).not.toEqual([]);
    expect(breaches("globalThis[Symbol.for('wafer.bridge')] ??= {};")).not.toEqual([]);
    expect(breaches("delete require.cache[key];")).not.toEqual([]);
    expect(breaches('import { after } from "next/server";\nif (a.end === b) response.end();')).toEqual([]);
  });

  it("no file imports next/dist/** or patches Node's or Next's objects", () => {
    const found = ROOTS.flatMap(sourceFiles)
      .filter((file) => !isTestCode(file))
      .flatMap((file) => breaches(readFileSync(file, "utf8")).map((breach) => `${path.relative(WEB, file)} ${breach}`));
    expect(found).toEqual([]);
  });
});
