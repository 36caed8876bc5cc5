import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript module (Next loads the cache handlers without bundling them)
import { ownBytes } from "./buffers.mjs";
// @ts-expect-error: a plain JavaScript module (Next loads the cache handlers without bundling them)
import NotFoundInMemoryCache, { NOT_FOUND_MAX_BYTES, notFoundPages, pageBytes } from "./not-found-in-memory.mjs";

/** Next's file system as the cache sees it; records writes, has no files. */
function recordingFs() {
  const writes: string[] = [];
  const missing = async () => {
    throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
  };
  return {
    writes,
    fs: {
      existsSync: () => false,
      readFile: missing,
      stat: missing,
      mkdir: async () => {},
      writeFile: async (file: string) => void writes.push(file),
      writeFileAtomic: async (file: string) => void writes.push(file),
    },
  };
}

function cache() {
  const { fs, writes } = recordingFs();
  const instance = new NotFoundInMemoryCache({
    fs,
    flushToDisk: true,
    serverDistDir: "/nonexistent",
    revalidatedTags: [],
    maxMemoryCacheSize: 50 * 1024 * 1024,
  });
  return { instance, writes };
}

/** A rendered page as Next hands it to the cache: about `kb` KB of HTML and as much RSC. */
function page(status: number, kb: number, tags = "list:news,empty") {
  return {
    kind: "APP_PAGE",
    status,
    html: "<p>".padEnd(kb * 1024, "x"),
    rscData: Buffer.alloc(kb * 1024),
    headers: { "x-next-cache-tags": tags },
  };
}

const ctx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };

describe("not-found pages in the route cache", () => {
  it("serves a 404 again without writing a file", async () => {
    const { instance, writes } = cache();
    await instance.set("/zh/news/missing-a", page(404, 10), { cacheControl: { revalidate: false } });
    const hit = await instance.get("/zh/news/missing-a", ctx);
    expect(hit?.value.status).toBe(404);
    expect(writes).toEqual([]);
  });

  it("holds no more than its bound however many unknown URLs come, the oldest leaving first", async () => {
    const { instance } = cache();
    const perPage = pageBytes(page(404, 50));
    const count = Math.ceil((3 * NOT_FOUND_MAX_BYTES) / perPage);
    for (let i = 0; i < count; i++) await instance.set(`/zh/news/flood-${i}`, page(404, 50), {});
    expect(notFoundPages().currentSize).toBeLessThanOrEqual(NOT_FOUND_MAX_BYTES);
    expect(await instance.get("/zh/news/flood-0", ctx)).toBeNull();
    expect((await instance.get(`/zh/news/flood-${count - 1}`, ctx))?.value.status).toBe(404);
  });

  it("forgets a 404 once a publish expired one of its tags (the URL may exist now)", async () => {
    const { instance } = cache();
    await instance.set("/zh/news/soon", page(404, 1, "list:news,empty"), {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    await instance.revalidateTag(["empty"]);
    expect(await instance.get("/zh/news/soon", ctx)).toBeNull();
  });

  it("serves the real page once a URL that was not found is rendered as one", async () => {
    const { instance } = cache();
    await instance.set("/zh/news/later", page(404, 1, "list:other"), {});
    await instance.set("/zh/news/later", page(200, 1, "list:other"), { cacheControl: { revalidate: false } });
    expect((await instance.get("/zh/news/later", ctx))?.value.status).toBe(200);
  });

  it("counts what a page keeps alive: a small buffer sliced from Node's pool is copied, Chinese text twice", async () => {
    const { instance } = cache();
    const pooled = Buffer.from("x".repeat(1000));
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const own = ownBytes(pooled);
    expect([own.byteLength, own.buffer.byteLength]).toEqual([1000, 1000]);
    expect(own.equals(pooled)).toBe(true);
    await instance.set(
      "/zh/news/pooled",
      { ...page(404, 1), rscData: pooled, segmentData: new Map([["/_tree", pooled]]) },
      {},
    );
    const kept = notFoundPages().get("/zh/news/pooled").value;
    expect(kept.rscData.buffer.byteLength).toBe(1000);
    expect(kept.segmentData.get("/_tree").buffer.byteLength).toBe(1000);
    expect(pageBytes({ html: "硅片".repeat(100) })).toBe(400);
    expect(pageBytes({ rscData: pooled })).toBe(pooled.buffer.byteLength);
  });
});
