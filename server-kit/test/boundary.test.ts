// Issue 44: no product code imports the lake. The site reaches the lake over HTTP only, as it
// reaches Sanity; what both servers share lives here, in @wafer/server-kit. (The import rule
// itself is dependency-cruiser's "no-lake", web/.dependency-cruiser.cjs; this test also covers the
// package manifest and the Next configuration, which no import graph shows.)
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(relative);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [relative] : [];
  });
}

describe("the site and the lake", () => {
  it("the site neither depends on @wafer/lake nor has Next transpile it", () => {
    const manifest = JSON.parse(read("web/package.json"));
    expect({ ...manifest.dependencies, ...manifest.devDependencies }).not.toHaveProperty("@wafer/lake");
    expect(manifest.dependencies).toHaveProperty("@wafer/server-kit");
    expect(read("web/next.config.ts")).not.toContain("@wafer/lake");
  });

  it("no file of web/src imports the lake, by package name or by path", () => {
    const offenders = sources("web/src").filter((file) => /from\s+["'](@wafer\/lake|(\.\.\/)+lake\/)/.test(read(file)));
    expect(offenders).toEqual([]);
  });

  it("both import the shared accounts, client address, logging and tracing from @wafer/server-kit", () => {
    expect(read("web/src/inbox/auth.ts")).toContain('from "@wafer/server-kit/accounts"');
    expect(read("web/src/http/client-ip.ts")).toContain('from "@wafer/server-kit/client-address"');
    expect(read("web/src/ops/log.ts")).toContain('from "@wafer/server-kit/log"');
    expect(read("lake/src/auth.ts")).toContain('from "@wafer/server-kit/accounts"');
    expect(read("lake/src/ops/log.ts")).toContain('from "@wafer/server-kit/log"');
    expect(read("lake/src/cli.ts")).toContain('from "@wafer/server-kit/tracing"');
  });
});
