// The route cache (`cacheHandler` in next.config.ts): rendered pages and route answers, through
// @fortedigital/nextjs-cache-handler (a maintained handler for Next's documented interface).
// - Without REDIS_URL: this process's memory (its LRU handler). Nothing is written to disk at run
//   time, so no URL, known or made up, can fill it.
// - With REDIS_URL: Redis, shared by every instance (a page rendered by one is served by all, and a
//   publish on any expires it for all), and the same memory as the copy used while Redis is
//   unreachable: a failed Redis read falls through to the next handler.
// The pages prerendered by `next build` are loaded into it when the server starts (the package's
// registerInitialCache), so the first visitor of a page gets the build's copy, as with Next's own cache.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import { registerInitialCache } from "@fortedigital/nextjs-cache-handler/instrumentation";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { sharedRedis } from "./redis.ts";

/** Pages kept in memory: about 90 pages × 2 languages today, each 30–80 KB; 64 MB leaves room. */
const MEMORY_MAX_BYTES = 64 * 1024 * 1024;
const MEMORY_MAX_ITEMS = 2000;

CacheHandler.onCreation(() => {
  const memory = createLruHandler({ maxItemsNumber: MEMORY_MAX_ITEMS, maxItemSizeBytes: MEMORY_MAX_BYTES });
  const redis = sharedRedis();
  if (!redis) return { handlers: [memory] };
  const shared = createRedisHandler({
    client: ioredisAdapter(redis.client),
    keyPrefix: "wafer:route:",
    timeoutMs: 1000,
  });
  return { handlers: [shared, memory] };
});

let seeded = false;

/** Next's handler class, which loads the build's prerendered pages once per server process. */
export default class RouteCache extends CacheHandler {
  constructor(context: ConstructorParameters<typeof CacheHandler>[0]) {
    super(context);
    if (seeded || process.env.NEXT_PHASE === "phase-production-build") return;
    seeded = true;
    // With Redis, another instance may have stored newer pages since: only fill what is missing.
    void registerInitialCache(CacheHandler, { setOnlyIfNotExists: sharedRedis() !== null }).catch((error: Error) =>
      console.error("[cache] prerendered pages not loaded, they render on first visit:", error.message),
    );
  }
}
