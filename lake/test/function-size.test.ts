// Issue 44: no function in lake/src is over 80 lines, so each handler, and startLake itself, reads
// on one screen. Measured with the TypeScript compiler's own parser: every function, method,
// arrow function and constructor, from its first line to its last.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SOURCE = path.resolve(import.meta.dirname, "..", "src");
const MAX_LINES = 80;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

function nameOf(node: ts.Node, file: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText(file);
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(file);
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(file);
  return ts.isConstructorDeclaration(node) ? "constructor" : "(anonymous)";
}

/** Every function in `file` longer than MAX_LINES: "path:line name (N lines)". */
function longFunctions(file: string, root = SOURCE): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > MAX_LINES)
        found.push(`${path.relative(root, file)}:${first + 1} ${nameOf(node, source)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the lake's source", () => {
  it("reads every source file, and finds a function past the bound where there is one", () => {
    const files = sourceFiles(SOURCE);
    expect(files.length).toBeGreaterThan(30);
    expect(files.some((file) => file.includes(`${path.sep}api${path.sep}`))).toBe(true);
    const dir = mkdtempSync(path.join(tmpdir(), "function-size-"));
    try {
      const file = path.join(dir, "long.ts");
      const body = Array.from({ length: MAX_LINES }, (_, i) => `  const a${i} = ${i};`).join("\n");
      writeFileSync(file, `export const short = () => 1;\nclass A {\n  long() {\n${body}\n  }\n}\n`);
      expect(longFunctions(file, dir)).toEqual([`long.ts:3 long (${MAX_LINES + 2} lines)`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(`has no function over ${MAX_LINES} lines`, () => {
    expect(sourceFiles(SOURCE).flatMap((file) => longFunctions(file))).toEqual([]);
  });
});
