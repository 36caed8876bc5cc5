// The "use cache" handler (`cacheHandlers` in next.config.ts): query results and cached components,
// through @mrjasonroy/cache-components-cache-handler (written against Next's documented interface).
// - Without REDIS_URL: its in-memory handler (Next's default rules).
// - With REDIS_URL: its Redis handler, shared by every instance, with that memory as the copy used
//   while Redis is unreachable; tag expirations received meanwhile are replayed when it returns.
import {
  createMemoryDataCacheHandler,
  createRedisDataCacheHandler,
  type DataCacheHandler,
} from "@mrjasonroy/cache-components-cache-handler";
import { sharedRedis } from "../src/config/redis.ts";

const RESULTS_MAX_BYTES = 32 * 1024 * 1024;

function dataCache(): DataCacheHandler {
  const local = createMemoryDataCacheHandler({ maxSize: RESULTS_MAX_BYTES });
  const redis = sharedRedis();
  if (!redis) return local;
  const { client } = redis;
  // The package speaks to a node-redis-shaped client; this maps it onto the shared ioredis one.
  const remote = createRedisDataCacheHandler({
    redis: {
      get: (key) => client.get(key),
      // The package writes entries with an expiry only: SET key value EX seconds.
      set: (key, value, ...expiry) => client.set(key, value, "EX", Number(expiry[1])),
      del: (...keys) => client.del(...keys),
      exists: (...keys) => client.exists(...keys),
      ttl: (key) => client.ttl(key),
      hGet: (key, field) => client.hget(key, field),
      hSet: (key, field, value) => client.hset(key, field, value),
      hGetAll: (key) => client.hgetall(key),
    },
    keyPrefix: "wafer:data:",
    tagPrefix: "wafer:data-tags:",
  });
  /** A Redis failure is a miss (the query runs), never an error page. */
  const orLocal = async <T>(remoteCall: () => Promise<T>, localCall: () => Promise<T>): Promise<T> => {
    if (!redis.ready()) return localCall();
    try {
      return await remoteCall();
    } catch (error) {
      console.error(
        '[cache] "use cache" read from Redis failed, using this instance\'s copy:',
        (error as Error).message,
      );
      return localCall();
    }
  };
  return {
    get: (key, softTags) =>
      orLocal(
        () => remote.get(key, softTags),
        () => local.get(key, softTags),
      ),
    async set(key, pending) {
      const entry = await pending;
      const [forLocal, forRemote] = entry.value.tee();
      await Promise.all([
        local.set(key, Promise.resolve({ ...entry, value: forLocal })),
        redis.ready()
          ? remote.set(key, Promise.resolve({ ...entry, value: forRemote })).catch(() => forRemote.cancel())
          : forRemote.cancel(),
      ]);
    },
    refreshTags: () => local.refreshTags(),
    async getExpiration(tags) {
      const mine = await local.getExpiration(tags);
      const shared = await orLocal(
        () => remote.getExpiration(tags),
        async () => mine,
      );
      return Math.max(mine, shared);
    },
    async updateTags(tags, durations) {
      await local.updateTags(tags, durations);
      const expire = () => remote.updateTags(tags, durations);
      if (!redis.ready()) return redis.whenBack(expire);
      await expire().catch(() => redis.whenBack(expire));
    },
  };
}

export default dataCache();
