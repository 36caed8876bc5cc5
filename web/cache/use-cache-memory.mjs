// The in-memory store of "use cache" entries (query results, cached components): Next's own
// default handler (next/dist/server/lib/cache-handlers/default.js), same expiry and tag rules,
// except for what an entry costs and how many "nothing found" results it keeps (issue 17).
//
// Next's handler keeps each entry as `Buffer.concat(chunks)`. Under 32 KiB that buffer is a slice
// of Node's shared 64 KiB allocation pool (Buffer.poolSize is 65,536 since Node 24), and the slice
// keeps the whole pool alive: a result of 15 bytes held 64 KiB while the cache counted 1 KB (its
// bytes and key). After 2,000 unknown URLs the entries kept 65 MB of pools alive (heap snapshot),
// and the 50 MB bound counted that way allowed gigabytes. Here each entry is copied into a backing
// store of its exact size, and its size counts what the entry holds besides the bytes.
//
// Every unknown URL under a dynamic route (/news/<slug>…) caches its lookup that found nothing
// (tagged `empty`, src/content/tags.ts). Those have a small memory of their own, so URLs without
// end push out neither the site's real results nor past the bound; a 404 asked for again is
// answered from the 404 memory (not-found-in-memory.mjs) without running the query anyway.

import tagsManifestModule from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import lruCache from "next/dist/server/lib/lru-cache.js";
import useCacheConstants from "next/dist/server/use-cache/constants.js";
import { backingBytes, ownBytes } from "./buffers.mjs";

const { LRUCache } = lruCache;
const { areTagsExpired, areTagsStale, tagsManifest } = tagsManifestModule;
const { MIN_PRERENDERABLE_EXPIRE } = useCacheConstants;

/**
 * The site's cached results. Pages come prerendered from the build, so few queries run at run time
 * (13 entries, 65 KB, after every page of both languages was served once); after a publish every
 * page that shows the document renders again and its queries fill this.
 */
export const RESULTS_MAX_BYTES = 32 * 1024 * 1024;
/** Results that found nothing (tagged `empty`): about 1,400 lookups of unknown slugs. */
export const EMPTY_RESULTS_MAX_BYTES = 2 * 1024 * 1024;
/** The cache tag of a result without documents (EMPTY_TAG in src/content/tags.ts; a test keeps them equal). */
export const EMPTY_TAG = "empty";
/**
 * What an entry holds besides its bytes, key and tags: its record, the metadata with its tags
 * array, the Buffer and ArrayBuffer objects and the LRU node, 650 bytes on the V8 heap (measured
 * in a heap snapshot: 1,443 entries), plus the map slot and V8's native record of the backing
 * store (estimated).
 */
export const ENTRY_OVERHEAD_BYTES = 768;

/** The bytes of a stream, in one buffer with a backing store of its own (no shared pool). */
async function exactBytes(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return ownBytes(Buffer.concat(chunks));
}

/** Bytes an entry costs in memory (what its LRU counts). */
export function entryBytes(cacheKey, stored) {
  let bytes = ENTRY_OVERHEAD_BYTES + cacheKey.length + backingBytes(stored.value);
  for (const tag of stored.entry.tags ?? []) bytes += tag.length;
  return bytes;
}

const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

/**
 * A "use cache" handler keeping entries in this process's memory: real results up to
 * `resultsMaxBytes`, results that found nothing up to `emptyMaxBytes`, each least recently used
 * first.
 */
export function createUseCacheMemory({
  resultsMaxBytes = RESULTS_MAX_BYTES,
  emptyMaxBytes = EMPTY_RESULTS_MAX_BYTES,
} = {}) {
  const results = new LRUCache(resultsMaxBytes, (stored, key) => entryBytes(key, stored));
  const empty = new LRUCache(emptyMaxBytes, (stored, key) => entryBytes(key, stored));
  const pendingSets = new Map();

  return {
    /** The two memories, for tests and the memory benchmark's probes. */
    memories: { results, empty },

    async get(cacheKey) {
      const pending = pendingSets.get(cacheKey);
      if (pending) await pending;
      const stored = results.get(cacheKey) ?? empty.get(cacheKey);
      if (!stored) return undefined;
      const { entry } = stored;
      // A negative `expire` marks an evicted entry (Next's dev-only tiered handler).
      if (entry.expire < 0) return undefined;
      // As Next's handler: production drops an entry once past its revalidate time; the dev server
      // serves it until it expires, at least MIN_PRERENDERABLE_EXPIRE.
      const maxAgeSeconds = process.env.__NEXT_DEV_SERVER
        ? Math.max(entry.expire, MIN_PRERENDERABLE_EXPIRE)
        : entry.revalidate;
      if (performance.timeOrigin + performance.now() > entry.timestamp + maxAgeSeconds * 1000) return undefined;
      if (areTagsExpired(entry.tags, entry.timestamp)) return undefined;
      const revalidate = areTagsStale(entry.tags, entry.timestamp) ? -1 : entry.revalidate;
      return { ...entry, revalidate, value: streamOf(stored.value) };
    },

    async set(cacheKey, pendingEntry) {
      let resolvePending = () => {};
      pendingSets.set(
        cacheKey,
        new Promise((resolve) => {
          resolvePending = resolve;
        }),
      );
      try {
        const entry = await pendingEntry;
        // An `expire: 0` entry is dynamic: regenerated on every read in production, never stored.
        if (!process.env.__NEXT_DEV_SERVER && entry.expire === 0) {
          await entry.value.cancel?.();
          return;
        }
        const value = await exactBytes(entry.value);
        const { value: _, ...metadata } = entry;
        const stored = { entry: metadata, value };
        const foundNothing = metadata.tags?.includes(EMPTY_TAG) ?? false;
        // One key lives in one memory: a result that now finds documents (or none) moves.
        (foundNothing ? results : empty).remove(cacheKey);
        (foundNothing ? empty : results).set(cacheKey, stored);
      } catch {
        // As Next's handler: a failed entry is not stored; the next read runs the function again.
      } finally {
        resolvePending();
        pendingSets.delete(cacheKey);
      }
    },

    async refreshTags() {
      // Nothing to do for an in-memory cache: tag expiries live in Next's tags manifest.
    },

    async getExpiration(tags) {
      return Math.max(...tags.map((tag) => tagsManifest.get(tag)?.expired || 0), 0);
    },

    async updateTags(tags, durations) {
      const now = Math.round(performance.timeOrigin + performance.now());
      for (const tag of tags) {
        const existing = tagsManifest.get(tag) || {};
        if (durations) {
          const updates = { ...existing, stale: now };
          if (durations.expire !== undefined) updates.expired = now + durations.expire * 1000;
          tagsManifest.set(tag, updates);
        } else {
          tagsManifest.set(tag, { ...existing, expired: now });
        }
      }
    },
  };
}
