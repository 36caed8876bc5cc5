import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pruneTurboCache } from "./turbo-cache.ts";

/** A cache entry as turbo writes it: an archive of `bytes` and its two small JSON files, at `ageS` seconds old. */
function entry(dir: string, hash: string, bytes: number, ageS: number) {
  const when = Date.now() / 1000 - ageS;
  for (const [name, size] of [
    [`${hash}.tar.zst`, bytes],
    [`${hash}-meta.json`, 10],
    [`${hash}-manifest.json`, 10],
  ] as const) {
    const file = path.join(dir, name);
    writeFileSync(file, Buffer.alloc(size));
    utimesSync(file, when, when);
  }
}

describe("turbo's local cache", () => {
  it("loses its oldest builds, whole, once past the bound, and keeps the newest", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "turbo-cache-"));
    entry(dir, "oldest", 400, 300);
    entry(dir, "older", 400, 200);
    entry(dir, "new", 400, 100);
    entry(dir, "newest", 400, 0);
    expect(pruneTurboCache(dir, 1000)).toEqual(["older", "oldest"]);
    expect(readdirSync(dir).sort()).toEqual([
      "new-manifest.json",
      "new-meta.json",
      "new.tar.zst",
      "newest-manifest.json",
      "newest-meta.json",
      "newest.tar.zst",
    ]);
  });

  it("leaves a cache under the bound alone, and a missing one is no error", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "turbo-cache-"));
    entry(dir, "a", 100, 10);
    expect(pruneTurboCache(dir, 1000)).toEqual([]);
    expect(readdirSync(dir)).toHaveLength(3);
    expect(pruneTurboCache(path.join(dir, "absent"), 1000)).toEqual([]);
  });
});
