// The "use cache" handler (`cacheHandlers.default` and `.remote` in next.config.ts): query results
// and cached components. Without REDIS_URL it is an in-memory handler with Next's own rules and
// honest sizes (use-cache-memory.mjs). With REDIS_URL,
// entries and tag expiries live in Redis through @mrjasonroy/cache-components-cache-handler, and
// a copy is kept in this instance's memory for when Redis is unreachable; tag expirations
// received meanwhile are replayed into Redis when it returns (docs/decisions/0011-shared-cache.md).
import { createRedisDataCacheHandler } from "@mrjasonroy/cache-components-cache-handler";
import { DATA_TAG_PREFIX, sharedRedis } from "./redis.mjs";
import { createUseCacheMemory } from "./use-cache-memory.mjs";

const MEMORY = Symbol.for("wafer.cache.use-cache-memory");

function sharedUseCacheHandler() {
  // One memory per process however often Next loads this module (it is named twice in the config);
  // its LRUs are reachable there for the memory benchmark's probes.
  globalThis[MEMORY] ??= createUseCacheMemory();
  const local = globalThis[MEMORY];
  const redis = sharedRedis();
  if (!redis) return local;
  const { client } = redis;
  // The package talks to a node-redis-shaped client; this maps it onto the app's ioredis.
  const remote = createRedisDataCacheHandler({
    redis: {
      get: (key) => client.get(key),
      set: (key, value, flag, ttl) => client.set(key, value, flag, ttl),
      del: (...keys) => client.del(...keys),
      exists: (...keys) => client.exists(...keys),
      ttl: (key) => client.ttl(key),
      hGet: (key, field) => client.hget(key, field),
      hSet: (key, field, value) => client.hset(key, field, value),
      hGetAll: (key) => client.hgetall(key),
    },
    keyPrefix: "wafer:data:",
    tagPrefix: DATA_TAG_PREFIX,
  });

  return {
    async get(key, softTags) {
      return redis.ready() ? remote.get(key, softTags) : local.get(key, softTags);
    },
    async set(key, pending) {
      const entry = await pending;
      // Dynamic entries (expire 0) are never stored, as in Next's own handler.
      if (entry.expire === 0) return entry.value.cancel();
      const [forLocal, forRemote] = entry.value.tee();
      await Promise.all([
        local.set(key, Promise.resolve({ ...entry, value: forLocal })),
        redis.ready() ? remote.set(key, Promise.resolve({ ...entry, value: forRemote })) : forRemote.cancel(),
      ]);
    },
    async refreshTags() {
      await local.refreshTags();
    },
    async getExpiration(tags) {
      const mine = await local.getExpiration(tags);
      return redis.ready() ? Math.max(mine, await remote.getExpiration(tags)) : mine;
    },
    async updateTags(tags, durations) {
      await local.updateTags(tags, durations);
      if (redis.ready()) await remote.updateTags(tags, durations);
      else redis.whenBack(() => remote.updateTags(tags, durations));
    },
  };
}

export default sharedUseCacheHandler();
