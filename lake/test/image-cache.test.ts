// The disk cache of transformed images: bounded in bytes (oldest out), the same after a restart,
// one rendering for one URL asked twice at once, and a full queue answered 503 (issue 44).
import { readdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { ImageCache } from "../src/image-cache.ts";
import { removeDir, tempDataDir } from "./harness.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) removeDir(dir);
});
const folder = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};
const bytes = (n: number, fill: number) => async () => Buffer.alloc(n, fill);

describe("image cache", () => {
  it("keeps at most its bound in bytes, dropping the oldest renderings, across restarts", async () => {
    const dir = folder();
    const cache = new ImageCache(dir, 3_500);
    for (let i = 0; i < 10; i++) await cache.file(`r${i}.png`, bytes(1_000, i));
    expect(cache.bytes).toBeLessThanOrEqual(3_500);
    expect(readdirSync(dir).sort()).toEqual(["r7.png", "r8.png", "r9.png"]);
    // Reading a kept rendering does not make it young again: the oldest still goes first.
    await cache.file("r7.png", bytes(1_000, 0));
    await cache.file("r10.png", bytes(1_000, 10));
    expect(readdirSync(dir).sort()).toEqual(["r10.png", "r8.png", "r9.png"]);
    // A rendering larger than the whole bound is answered, not kept.
    const large = await cache.file("large.png", bytes(5_000, 1));
    expect(Buffer.isBuffer(large)).toBe(true);
    expect(readdirSync(dir)).not.toContain("large.png");
    // A restart finds what is there and keeps the same bound.
    const again = new ImageCache(dir, 3_500);
    expect(again.bytes).toBe(3_000);
    await again.file("r11.png", bytes(1_000, 11));
    expect(readdirSync(dir).sort()).toEqual(["r10.png", "r11.png", "r9.png"]);
  });

  it("renders a URL asked twice at once once, and refuses past its queue with 503", async () => {
    const cache = new ImageCache(folder(), 10_000_000);
    let renders = 0;
    const slow = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return Buffer.alloc(10);
    };
    await Promise.all([cache.file("same.png", slow), cache.file("same.png", slow)]);
    expect(renders).toBe(1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) => cache.file(`flood-${i}.png`, slow)),
    );
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    // One rendering and 200 waiting; the other 99 are told to come back.
    expect(refused).toHaveLength(99);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ status: 503 });
  });
});
