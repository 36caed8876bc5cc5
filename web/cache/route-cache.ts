// The route cache (`cacheHandler` in next.config.ts): rendered pages and route answers, through
// @fortedigital/nextjs-cache-handler (a maintained handler for Next's documented interface).
// - Without REDIS_URL: this process's memory (its LRU handler). Nothing is written to disk at run
//   time, so no URL, known or made up, can fill it.
// - With REDIS_URL: Redis, shared by every instance (a page rendered by one is served by all, and a
//   publish on any expires it for all), and the same memory as the copy used while Redis is
//   unreachable: a failed Redis read falls through to the next handler.
// A page is rendered once on its first request after a start (or found in Redis). The package's
// registerInitialCache, which would load the build's prerendered pages, writes them under keys
// Next 16.4 no longer asks for (`/en/news` against `/route-cache/APP_PAGE/<hash>/$/en/news`), so it
// is not used: an upgrade of either may make it worth trying again (docs/upgrading.md).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { sharedRedis } from "../src/config/redis.ts";

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

export default CacheHandler;
