// Next's own file-system page cache, except that "not found" pages live in a small memory of their
// own and nowhere else.
//
// Every unknown URL under a dynamic route (/news/<slug>, /jobs/<slug>, /newsdetail/<id>,
// /societysort/<category>, /news/page/<n>) is rendered once and cached like any page. Stored like a
// page, it wrote about six files (68 KB) per URL to .next, so a crawler or a bot trying random URLs
// filled the disk; kept in Next's in-memory page cache instead, each held about 70 KB there, and a
// few hundred of them pushed the site's real pages out of that cache (issue 17). So a 404 is kept
// here, in a least-recently-used memory bounded in bytes (NOT_FOUND_MAX_BYTES): a URL asked for again
// (an old link, a crawler's retry) is answered without rendering, and unknown URLs without end
// cost no more than that bound. Real pages are cached as before.
// Used by isr-handler.mjs as the instance's own cache. See docs/security.md.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import tagsManifest from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import lruCache from "next/dist/server/lib/lru-cache.js";
import { backingBytes, ownBytes } from "./buffers.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const { LRUCache } = lruCache;
const { areTagsExpired } = tagsManifest;

/** The "not found" pages kept, in bytes of their HTML and RSC payloads: about 30-60 of them (8 MB
 * left a 50,000-request run at 402 MB against the 400 MB target; decision 0022). */
export const NOT_FOUND_MAX_BYTES = 4 * 1024 * 1024;

/** A rendered "not found" page (any unknown URL under a dynamic route). */
export const isNotFoundPage = (data) => (data?.kind === "APP_PAGE" || data?.kind === "PAGES") && data.status === 404;

/** Bytes a string holds in V8: two per character once it has one past Latin-1 (Chinese pages). */
const stringBytes = (text) => (typeof text === "string" ? (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length : 0);

/** Bytes a cached page holds: its strings and the backing stores of its buffers. */
export function pageBytes(value) {
  let bytes = stringBytes(value?.html) + backingBytes(value?.rscData) + stringBytes(value?.postponed);
  for (const [segment, buffer] of value?.segmentData ?? []) bytes += stringBytes(segment) + backingBytes(buffer);
  return Math.max(1, bytes);
}

/** The page with its buffers in backing stores of their own (what the 404 memory keeps). */
function compact(value) {
  const segmentData =
    value.segmentData && new Map([...value.segmentData].map(([name, buffer]) => [name, ownBytes(buffer)]));
  return { ...value, rscData: ownBytes(value.rscData), ...(segmentData ? { segmentData } : {}) };
}

const NOT_FOUND = Symbol.for("wafer.cache.not-found-pages");

/** The 404 memory of this process (one however often Next loads this module). */
export function notFoundPages() {
  globalThis[NOT_FOUND] ??= new LRUCache(NOT_FOUND_MAX_BYTES, (entry, key) => key.length + pageBytes(entry.value));
  return globalThis[NOT_FOUND];
}

export default class NotFoundInMemoryCache extends FileSystemCache {
  async get(key, ctx) {
    const entry = notFoundPages().get(key);
    if (!entry) return super.get(key, ctx);
    // As Next's cache does for a page: a publish that expired one of its tags (the list it was
    // missing from, `empty`) means the URL may exist now.
    const tags = entry.value.headers?.["x-next-cache-tags"];
    if (typeof tags === "string" && areTagsExpired(tags.split(","), entry.lastModified)) {
      notFoundPages().remove(key);
      return null;
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (!isNotFoundPage(data)) {
      notFoundPages().remove(key);
      return super.set(key, data, ctx);
    }
    // A page that has become a 404 (unpublished) must not be found in Next's cache any more.
    if (FileSystemCache.memoryCache?.has(key)) FileSystemCache.memoryCache.remove(key);
    notFoundPages().set(key, { value: compact(data), lastModified: Date.now(), cacheControl: ctx?.cacheControl });
  }
}
