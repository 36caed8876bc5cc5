import "server-only";
import { type SharedRedis, sharedRedis } from "@/config/redis";
import { getDatabase } from "@/db/client";
import { firstSeenInDb } from "@/db/memory";

// Memory of webhook deliveries already processed, so a captured delivery cannot be replayed
// while its signature is still fresh. It must survive a restart and be shared by every instance:
// kept in Redis when REDIS_URL is set, else in the submissions database (PGlite or PostgreSQL).

export interface ReplayGuard {
  /** Records `key` for `ttlMs`; false when it was already recorded (a replay). */
  firstSeen(key: string, ttlMs: number): Promise<boolean>;
}

/** In this process only: for tests and tools. */
export function memoryReplayGuard(now: () => number = Date.now): ReplayGuard {
  const seen = new Map<string, number>();
  return {
    async firstSeen(key, ttlMs) {
      const t = now();
      for (const [k, expires] of seen) if (expires <= t) seen.delete(k);
      if (seen.has(key)) return false;
      seen.set(key, t + ttlMs);
      return true;
    },
  };
}

function redisReplayGuard(redis: SharedRedis): ReplayGuard {
  return {
    async firstSeen(key, ttlMs) {
      await redis.connected(2000);
      const answer = await redis.client.set(`webhook:seen:${key}`, "1", "PX", ttlMs, "NX");
      return answer === "OK";
    },
  };
}

const databaseReplayGuard: ReplayGuard = {
  async firstSeen(key, ttlMs) {
    const { db } = await getDatabase();
    return firstSeenInDb(db, `webhook:${key}`, ttlMs);
  },
};

const cache = globalThis as unknown as { __waferReplayGuard?: ReplayGuard };
export function replayGuard(): ReplayGuard {
  const redis = sharedRedis();
  cache.__waferReplayGuard ??= redis ? redisReplayGuard(redis) : databaseReplayGuard;
  return cache.__waferReplayGuard;
}
