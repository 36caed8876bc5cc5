import { describe, expect, it } from "vitest";
import { EMPTY_TAG as CONTENT_EMPTY_TAG } from "@/content/tags";
import {
  createUseCacheMemory,
  EMPTY_RESULTS_MAX_BYTES,
  EMPTY_TAG,
  ENTRY_OVERHEAD_BYTES,
  RESULTS_MAX_BYTES,
  // @ts-expect-error: a plain JavaScript module (Next loads the cache handlers without bundling them)
} from "./use-cache-memory.mjs";

/** A "use cache" entry as Next hands it to the handler: its value streamed in small chunks. */
function entry(bytes: number, tags: string[], { expire = 3600, revalidate = 900 } = {}) {
  const text = "r".repeat(bytes);
  return {
    value: new ReadableStream<Uint8Array>({
      start(controller) {
        // Small chunks as React's encoder writes them: each one a slice of Node's 64 KiB pool.
        for (let i = 0; i < text.length; i += 100) controller.enqueue(Buffer.from(text.slice(i, i + 100)));
        controller.close();
      },
    }),
    tags,
    stale: 300,
    // Next's clock for entries and tag expiries (it may differ from Date.now() by milliseconds).
    timestamp: performance.timeOrigin + performance.now(),
    expire,
    revalidate,
  };
}

async function read(stream: ReadableStream<Uint8Array>) {
  const parts: Uint8Array[] = [];
  for await (const chunk of stream) parts.push(chunk);
  return Buffer.concat(parts).toString();
}

describe('the memory of "use cache" entries', () => {
  it("answers an entry with its bytes, kept in a backing store of exactly their size", async () => {
    const memory = createUseCacheMemory();
    await memory.set("news-a", Promise.resolve(entry(1300, ["doc:a"])));
    const hit = await memory.get("news-a", []);
    expect(await read(hit.value)).toBe("r".repeat(1300));
    const stored = memory.memories.results.get("news-a");
    expect(stored.value.buffer.byteLength).toBe(1300);
    // What the LRU counts is what the entry keeps: bytes, key, tags and the objects around them.
    expect(memory.memories.results.currentSize).toBe(1300 + "news-a".length + "doc:a".length + ENTRY_OVERHEAD_BYTES);
  });

  it("keeps lookups that found nothing in a small memory of their own, so they never push out real results", async () => {
    const memory = createUseCacheMemory({ resultsMaxBytes: 64 * 1024, emptyMaxBytes: 16 * 1024 });
    await memory.set("news-real", Promise.resolve(entry(1000, ["doc:real"])));
    for (let i = 0; i < 1000; i++) await memory.set(`news-missing-${i}`, Promise.resolve(entry(200, [EMPTY_TAG])));
    expect(memory.memories.empty.currentSize).toBeLessThanOrEqual(16 * 1024);
    expect(await memory.get("news-missing-0", [])).toBeUndefined();
    expect(await memory.get("news-missing-999", [])).toBeDefined();
    expect(await memory.get("news-real", [])).toBeDefined();
  });

  it("moves a key between the memories when its result changes from nothing to documents", async () => {
    const memory = createUseCacheMemory();
    await memory.set("news-soon", Promise.resolve(entry(10, [EMPTY_TAG])));
    await memory.set("news-soon", Promise.resolve(entry(10, ["doc:soon"])));
    expect(memory.memories.empty.has("news-soon")).toBe(false);
    expect((await memory.get("news-soon", [])).tags).toEqual(["doc:soon"]);
  });

  it("holds no more than its bound however many results come", async () => {
    const memory = createUseCacheMemory({ resultsMaxBytes: 256 * 1024 });
    for (let i = 0; i < 500; i++) await memory.set(`q-${i}`, Promise.resolve(entry(2000, [`doc:${i}`])));
    expect(memory.memories.results.currentSize).toBeLessThanOrEqual(256 * 1024);
    expect(memory.memories.results.size).toBeLessThan(500);
  });

  it("forgets an entry once a publish expired one of its tags", async () => {
    const memory = createUseCacheMemory();
    await memory.set("news-b", Promise.resolve(entry(10, ["doc:b-expiring"])));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await memory.updateTags(["doc:b-expiring"]);
    // The expiry is written rounded to the millisecond (as Next does), up to 0.5 ms ahead.
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await memory.get("news-b", [])).toBeUndefined();
    expect(await memory.getExpiration(["doc:b-expiring"])).toBeGreaterThan(0);
  });

  it("stores no dynamic entry (expire 0), as Next's handler", async () => {
    const memory = createUseCacheMemory();
    await memory.set("dynamic", Promise.resolve(entry(10, ["doc:c"], { expire: 0 })));
    expect(await memory.get("dynamic", [])).toBeUndefined();
  });

  it("drops an entry past its revalidate time", async () => {
    const memory = createUseCacheMemory();
    await memory.set(
      "old",
      Promise.resolve({ ...entry(10, ["doc:d"]), timestamp: performance.timeOrigin + performance.now() - 1000 * 1000 }),
    );
    expect(await memory.get("old", [])).toBeUndefined();
  });

  it("names the content's empty tag and bounds both memories", () => {
    expect(EMPTY_TAG).toBe(CONTENT_EMPTY_TAG);
    expect(RESULTS_MAX_BYTES + EMPTY_RESULTS_MAX_BYTES).toBeLessThanOrEqual(40 * 1024 * 1024);
  });
});
