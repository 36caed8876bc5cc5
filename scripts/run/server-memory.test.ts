import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BENCH_MEMORY_PEAK_MB, SERVER_MALLOC_ENV, SERVER_NODE_OPTIONS, serverMemoryEnv } from "./server-memory.mjs";

const ROOT = path.join(import.meta.dirname, "..", "..");

/**
 * The peak resident memory of each `pnpm bench:memory` run recorded on the latest date in
 * docs/benchmarks.md: the "peak" column of its tables and "peak N MB" (or "peak N / M MB") in its text.
 */
function latestBenchMemoryPeaks(): number[] {
  const doc = readFileSync(path.join(ROOT, "docs", "benchmarks.md"), "utf8");
  const section = doc.split("\n## ").find((part) => part.startsWith("`pnpm bench:memory`")) ?? "";
  const entries = section.split(/\n(?=- \d{1,2} \w{3} \d{4})/).slice(1);
  const dateOf = (entry: string) => Date.parse(/^- (\d{1,2} \w{3} \d{4})/.exec(entry)?.[1] ?? "");
  const latest = Math.max(...entries.map(dateOf));
  const mb = (text: string) => Number(text.replace(/,/g, ""));
  const peaks: number[] = [];
  for (const entry of entries.filter((e) => dateOf(e) === latest)) {
    const rows = entry.split("\n").filter((line) => line.trim().startsWith("|"));
    const column = rows[0]?.split("|").findIndex((cell) => cell.trim() === "peak") ?? -1;
    for (const row of rows.slice(2)) {
      const cell = /(\d[\d,]*) MB/.exec(row.split("|")[column] ?? "");
      if (column > 0 && cell) peaks.push(mb(cell[1] as string));
    }
    for (const [, figures] of entry.matchAll(/peak ((?:\d[\d,]* \/ )*\d[\d,]*) MB/g))
      peaks.push(...(figures as string).split(" / ").map(mb));
  }
  return peaks;
}

describe("the production server's memory settings", () => {
  it("are the ones the container image runs with", () => {
    const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
    const run = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    expect(/NODE_OPTIONS="([^"]*)"/.exec(run)?.[1]).toBe(SERVER_NODE_OPTIONS.join(" "));
    for (const [name, value] of Object.entries(SERVER_MALLOC_ENV)) {
      expect(new RegExp(`\\b${name}=(\\S+)`).exec(run)?.[1], name).toBe(value);
    }
  });

  it("leave a heap limit of at least twice the working set bench:memory measured (issue 40)", () => {
    const peaks = latestBenchMemoryPeaks();
    // Not vacuous: the latest entry (29 Nov 2026) has two runs, each with its peak.
    expect(peaks.length).toBeGreaterThanOrEqual(2);
    // A new run recorded with a higher peak must raise the figure (and the limit, decision 0022).
    expect(Math.max(...peaks)).toBeLessThanOrEqual(BENCH_MEMORY_PEAK_MB);
    const limit = Number(/^--max-old-space-size=(\d+)$/.exec(SERVER_NODE_OPTIONS[0] ?? "")?.[1]);
    expect(limit).toBeGreaterThanOrEqual(2 * BENCH_MEMORY_PEAK_MB);
    // Under 2 GB V8 grows the heap by a smaller factor between full collections (decision 0022).
    expect(limit).toBeLessThan(2048);
  });

  it("add to the NODE_OPTIONS a server is given, and leave the rest of its environment", () => {
    const env = serverMemoryEnv({ NODE_OPTIONS: "--enable-source-maps", PORT: "3000" }, "--report-on-signal");
    expect(env.NODE_OPTIONS).toBe(["--enable-source-maps", ...SERVER_NODE_OPTIONS, "--report-on-signal"].join(" "));
    expect(env.PORT).toBe("3000");
    expect(env).toMatchObject(SERVER_MALLOC_ENV);
    expect(serverMemoryEnv({ MALLOC_ARENA_MAX: "4" }).MALLOC_ARENA_MAX).toBe("4");
    expect(serverMemoryEnv({}).NODE_OPTIONS).toBe(SERVER_NODE_OPTIONS.join(" "));
  });
});
