// Next's own file-system page cache, except that "not found" pages stay in memory only.
//
// Every unknown URL under a dynamic route (/news/<slug>, /jobs/<slug>, /newsdetail/<id>,
// /societysort/<category>, /news/page/<n>) is rendered once and cached like any page, which is
// right for speed but wrote about six files (68 KB) per URL to .next: a crawler or a bot trying
// random URLs filled the disk. A 404 is kept in Next's in-memory cache (bounded by its size
// limit, 50 MB by default) and never written; real pages are written as before.
// Used by isr-handler.mjs as the instance's own cache. See docs/security.md.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** A rendered "not found" page (any unknown URL under a dynamic route). */
export const isNotFoundPage = (data) => (data?.kind === "APP_PAGE" || data?.kind === "PAGES") && data.status === 404;

export default class NotFoundInMemoryCache extends FileSystemCache {
  set(key, data, ctx) {
    if (!isNotFoundPage(data)) return super.set(key, data, ctx);
    // FileSystemCache.set reads flushToDisk synchronously, before its first await: switching it
    // off around the call affects this entry only.
    const flushToDisk = this.flushToDisk;
    this.flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      this.flushToDisk = flushToDisk;
    }
  }
}
