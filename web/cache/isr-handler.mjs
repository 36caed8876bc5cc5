// The route cache (`cacheHandler` in next.config.ts): rendered pages and route answers.
// Without REDIS_URL it is exactly Next's own file-system cache. With REDIS_URL, Redis is the
// cache every instance shares, and revalidateTag writes the tag's expiry time there, so an entry
// rendered by one instance is served by all and a publish on any instance expires it for all.
// While Redis is unreachable, each instance answers from its own copy (kept in memory) and sends
// the tag expirations it received once Redis is back (docs/decisions/0011-shared-cache.md).
import { decode, encode } from "./codec.mjs";
import NotFoundInMemoryCache, { isNotFoundPage } from "./not-found-in-memory.mjs";
import { DATA_TAG_PREFIX, sharedRedis } from "./redis.mjs";
import { indexInRedis, indexLocally, publishRouteIndex } from "./route-index.mjs";

const ENTRY = "wafer:route:";
const META = "wafer:route-meta:";
const TAGS = "wafer:route-tags";
const TAGS_HEADER = "x-next-cache-tags";
const DEFAULT_TTL_S = 7 * 24 * 3600;
/** Unknown URLs are unbounded in number: their 404s live in Redis for 15 minutes only. */
const NOT_FOUND_TTL_S = 15 * 60;

/** Tags an entry depends on: those given when it was stored and those its response lists. */
function tagsOf(value, stored = []) {
  const header = value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === "string" ? header.split(",") : [];
  return [...new Set([...stored, ...fromHeader])].filter(Boolean);
}

// Decoded pages of this process, by key, with the version (lastModified) they are: a hit costs two
// small Redis reads instead of fetching and decoding the whole page. Bounded (insertion order).
// Not "not found" pages: unknown URLs without end would push the real pages out (each is decoded
// again from Redis when asked for, which a 404 can afford).
const decoded = new Map();
const DECODED_MAX = 500;
function remember(key, item) {
  if (isNotFoundPage(item.value)) return;
  decoded.delete(key);
  decoded.set(key, item);
  if (decoded.size > DECODED_MAX) decoded.delete(decoded.keys().next().value);
}

export default class SharedRouteCache {
  constructor(ctx) {
    this.redis = sharedRedis();
    // The instance's own copy. With a shared cache it stays in memory: instances may share a
    // build folder (scripts/cluster.mjs), and Redis is what outlives a restart.
    // Next's file-system cache, except that 404 pages are never written to disk (unknown URLs
    // must not fill it: not-found-in-memory.mjs).
    this.local = new NotFoundInMemoryCache(this.redis ? { ...ctx, flushToDisk: false } : ctx);
    publishRouteIndex(this.redis);
  }

  resetRequestCache() {
    this.local.resetRequestCache?.();
  }

  async get(key, ctx) {
    if (!this.redis?.ready()) return this.local.get(key, ctx);
    try {
      const client = this.redis.client;
      // Small record first (when it was made, its tags); the page itself only when this process
      // has not decoded that very version yet.
      const rawMeta = await client.get(META + key);
      // Redis is the truth while it answers: a miss renders, never a copy from before a publish
      // this instance may not have heard of.
      if (!rawMeta) return null;
      const meta = JSON.parse(rawMeta);
      if (meta.tags.length > 0) {
        const expiries = await client.hmget(TAGS, ...meta.tags);
        if (expiries.some((at) => at !== null && Number(at) > meta.lastModified && Number(at) <= Date.now())) {
          return null;
        }
      }
      // The entry's lifetime (its Cache-Control) travels with it: an instance that did not render
      // the page does not know it, and would otherwise send no Cache-Control and treat the entry
      // as stale after 1 s (Next's IncrementalCache prefers the entry's own, 16.4).
      const cacheControl = meta.cacheControl ?? undefined;
      const memo = decoded.get(key);
      if (memo?.lastModified === meta.lastModified) {
        return { lastModified: meta.lastModified, value: memo.value, cacheControl };
      }
      const raw = await client.get(ENTRY + key);
      if (!raw) return null;
      const entry = JSON.parse(raw);
      if (entry.lastModified !== meta.lastModified) return null; // replaced meanwhile: render
      const value = decode(entry.value);
      remember(key, { lastModified: entry.lastModified, value });
      return { lastModified: entry.lastModified, value, cacheControl };
    } catch (error) {
      // Redis connected but slow or failing: render rather than trust a local copy that may
      // predate a publish. The local copy serves only while Redis is known to be unreachable.
      console.error("[cache] route cache read from Redis failed, rendering:", error.message);
      return null;
    }
  }

  async set(key, data, ctx) {
    await this.local.set(key, data, ctx);
    const indexed = data && !isNotFoundPage(data);
    if (indexed) indexLocally(key, tagsOf(data, ctx?.tags ?? []));
    if (!this.redis?.ready()) return;
    try {
      if (!data) {
        await this.redis.client.del(ENTRY + key, META + key);
        return;
      }
      const expire = ctx?.cacheControl?.expire;
      const maxTtl = isNotFoundPage(data) ? NOT_FOUND_TTL_S : DEFAULT_TTL_S;
      const ttl = typeof expire === "number" && expire > 0 ? Math.min(expire, maxTtl) : maxTtl;
      const lastModified = Date.now();
      const tags = tagsOf(data, ctx?.tags ?? []);
      const entry = { lastModified, value: encode(data) };
      const multi = this.redis.client
        .multi()
        .set(ENTRY + key, JSON.stringify(entry), "EX", ttl)
        .set(META + key, JSON.stringify({ lastModified, tags, cacheControl: ctx?.cacheControl }), "EX", ttl);
      if (indexed) indexInRedis(multi, key, tags, ttl);
      await multi.exec();
      remember(key, { lastModified, value: data });
    } catch (error) {
      console.error("[cache] route cache write to Redis failed:", error.message);
    }
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    await this.local.revalidateTag(list, durations);
    if (!this.redis || list.length === 0) return;
    const expire = () => {
      const now = Date.now();
      const at = now + (durations?.expire ?? 0) * 1000;
      // The query results the pages are made from expire first, in the same transaction, as the
      // "use cache" handler records them (use-cache-handler.mjs; it writes them too, but Next
      // runs both handlers at once): an instance that sees a page expired and renders it must
      // never still find the old query results.
      const multi = this.redis.client.multi();
      for (const tag of list) multi.hset(DATA_TAG_PREFIX + tag, "stale", String(now), "expired", String(at));
      return multi.hset(TAGS, Object.fromEntries(list.map((tag) => [tag, String(at)]))).exec();
    };
    if (!this.redis.ready()) {
      this.redis.whenBack(expire);
      return;
    }
    try {
      await expire();
    } catch (error) {
      console.error("[cache] tag expiry not written to Redis, retrying when it is back:", error.message);
      this.redis.whenBack(expire);
    }
  }
}
