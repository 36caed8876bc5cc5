import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The query result types the web relies on (contentSource().fetch) are generated from the schema
// and the queries by Sanity TypeGen and committed. A schema or query change without `pnpm typegen`
// leaves them stale: this test generates them afresh and compares.
const studioDir = import.meta.dirname;
const committed = path.resolve(studioDir, "..", "schemas", "src", "sanity.types.ts");

describe("generated query types", () => {
  it("are what `pnpm typegen` generates now (run it after changing a schema or a query)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "typegen-"));
    try {
      const output = path.join(dir, "sanity.types.ts");
      const env = { ...process.env, SANITY_TELEMETRY_DISABLED: "1", TYPEGEN_OUTPUT: path.relative(studioDir, output) };
      const run = (...args: string[]) =>
        execFileSync("pnpm", ["exec", "sanity", ...args], { cwd: studioDir, env, stdio: "pipe" });
      run("schema", "extract", "--enforce-required-fields", "--force");
      run("typegen", "generate");
      expect(readFileSync(output, "utf8")).toBe(readFileSync(committed, "utf8"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
