import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { config } from "@/config/env";
import { sharedRedis } from "@/config/redis";

/** Allows or refuses one more submission for a key (an IP or an email), or `points` more bytes. */
export interface Limiter {
  /** Milliseconds to wait when refused, or 0 when allowed. `points`: what this one costs (1). */
  take(key: string, points?: number): Promise<number>;
}

export interface SubmissionLimits {
  perIp: Limiter;
  perEmail: Limiter;
  challenges: Limiter;
  /** All submissions together: a backstop when many addresses take part (botnets, IPv6 ranges). */
  global?: Limiter;
  /**
   * Bytes of uploaded files stored per hour, all submissions together: 500 submissions an hour of
   * 10 MB each would be 5 GB an hour on the server's disk (issue 40, row 7).
   */
  uploadBytes?: Limiter;
}

/** Keys a memory limiter keeps at most: an attacker with many addresses cannot grow it further. */
export const MAX_MEMORY_KEYS = 10_000;

/**
 * A fixed-window counter per key in this process, holding at most `maxKeys` keys. When full, it
 * drops expired windows first and then the oldest ones (a dropped key starts afresh, which is
 * the price of a bound; the global backstop still counts everything).
 */
export function boundedMemoryLimiter(
  points: number,
  durationSeconds: number,
  { maxKeys = MAX_MEMORY_KEYS, now = Date.now }: { maxKeys?: number; now?: () => number } = {},
): Limiter & { size(): number } {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const evict = (t: number) => {
    for (const [key, window] of windows) if (window.resetAt <= t) windows.delete(key);
    // Map iteration is insertion order: the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };
  return {
    async take(key, cost = 1) {
      const t = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= t) {
        if (window) windows.delete(key);
        if (windows.size >= maxKeys) evict(t);
        window = { count: 0, resetAt: t + durationSeconds * 1000 };
        windows.set(key, window);
      }
      if (window.count + cost > points) return Math.max(1, window.resetAt - t);
      window.count += cost;
      return 0;
    },
    size: () => windows.size,
  };
}

/**
 * A limiter counted in Redis, shared by every instance using the same Redis and prefix. While
 * Redis does not answer, this process counts alone (bounded memory) until it is back.
 */
export function redisLimiter(storeClient: unknown, keyPrefix: string, points: number, duration: number): Limiter {
  const limiter = new RateLimiterRedis({ storeClient, keyPrefix: `wafer:${keyPrefix}`, points, duration });
  // A Redis outage must not turn visitors away, nor remove every limit: this process counts alone.
  const insurance = boundedMemoryLimiter(points, duration);
  return {
    async take(key, cost = 1) {
      try {
        await limiter.consume(key, cost);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
        return insurance.take(key, cost);
      }
    },
  };
}

export const unlimited: Limiter = { take: async () => 0 };

/** Where the limits are counted: "redis" (shared by instances) or "memory" (this process). */
export const limitStore = (): "redis" | "memory" => (config().REDIS_URL ? "redis" : "memory");

/** Limits from the environment: in memory by default, shared in Redis when REDIS_URL is set. */
export async function limitsFromEnv(): Promise<SubmissionLimits> {
  const make = async (keyPrefix: string, points: number, duration: number): Promise<Limiter> => {
    const redis = sharedRedis();
    if (!redis) return boundedMemoryLimiter(points, duration);
    // Without this wait the first submissions after a start would escape the shared count.
    await redis.connected(2000);
    return redisLimiter(redis.client, keyPrefix, points, duration);
  };
  const limits = config();
  const window = limits.RATE_LIMIT_WINDOW_SECONDS;
  return {
    perIp: await make("form-ip", limits.RATE_LIMIT_PER_IP, window),
    perEmail: await make("form-email", limits.RATE_LIMIT_PER_EMAIL, window),
    challenges: await make("altcha-ip", limits.RATE_LIMIT_CHALLENGES_PER_IP, window),
    global: await make("form-all", limits.RATE_LIMIT_GLOBAL_PER_HOUR, 3600),
    uploadBytes: await make("upload-bytes", limits.RATE_LIMIT_GLOBAL_UPLOAD_MB_PER_HOUR * 1024 * 1024, 3600),
  };
}

/** A limiter in memory with the given budget, for tests and tools. */
export function memoryLimiter(points: number, duration = 3600): Limiter {
  return boundedMemoryLimiter(points, duration);
}
