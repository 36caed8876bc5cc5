import "server-only";

// Memory of webhook deliveries already processed, so a captured delivery cannot be replayed
// while its signature is still fresh. In-process by default; shared through Redis when
// REDIS_URL is set, so that several instances behind a load balancer refuse the same replay.

export interface ReplayGuard {
  /** Records `key` for `ttlMs`; false when it was already recorded (a replay). */
  firstSeen(key: string, ttlMs: number): Promise<boolean>;
}

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

function redisReplayGuard(url: string): ReplayGuard {
  const client = import("ioredis").then(({ Redis }) => new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 }));
  return {
    async firstSeen(key, ttlMs) {
      const redis = await client;
      const answer = await redis.set(`webhook:seen:${key}`, "1", "PX", ttlMs, "NX");
      return answer === "OK";
    },
  };
}

let guard: ReplayGuard | undefined;
export function replayGuard(): ReplayGuard {
  guard ??= process.env.REDIS_URL ? redisReplayGuard(process.env.REDIS_URL) : memoryReplayGuard();
  return guard;
}
