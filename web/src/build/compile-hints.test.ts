import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, MIN_HINTED_BYTES } from "./compile-hints";

describe("addCompileHints", () => {
  let dist: string;
  const chunk = (name: string) => path.join(dist, "static", "chunks", name);
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
    mkdirSync(path.join(dist, "static", "chunks", "nested"), { recursive: true });
    writeFileSync(chunk("big.js"), `(globalThis.TURBOPACK||=[]).push([${"0,".repeat(MIN_HINTED_BYTES)}]);`);
    writeFileSync(chunk("nested/big.js"), `x(${"1,".repeat(MIN_HINTED_BYTES)});`);
    writeFileSync(chunk("small.js"), "(globalThis.TURBOPACK||=[]).push([1]);");
    writeFileSync(chunk("styles.css"), `a{}${" ".repeat(MIN_HINTED_BYTES)}`);
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("puts the hint first in every large script, nothing else changes", () => {
    const before = readFileSync(chunk("big.js"), "utf8");
    expect(addCompileHints(dist)).toEqual(["big.js", path.join("nested", "big.js")]);
    expect(readFileSync(chunk("big.js"), "utf8")).toBe(COMPILE_HINT + before);
    expect(readFileSync(chunk("nested/big.js"), "utf8").startsWith(COMPILE_HINT)).toBe(true);
    expect(readFileSync(chunk("small.js"), "utf8")).toBe("(globalThis.TURBOPACK||=[]).push([1]);");
    expect(readFileSync(chunk("styles.css"), "utf8").startsWith("a{}")).toBe(true);
  });

  it("is the magic comment V8 looks for, on a line of its own", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("adds it once when the hook runs again on the same build", () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual([]);
    expect(readFileSync(chunk("big.js"), "utf8").split(COMPILE_HINT)).toHaveLength(2);
  });
});
