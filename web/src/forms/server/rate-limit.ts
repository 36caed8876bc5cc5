import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

/** Allows or refuses one more submission for a key (an IP or an email). */
export interface Limiter {
  /** Milliseconds to wait when refused, or 0 when allowed. */
  take(key: string): Promise<number>;
}

export interface SubmissionLimits {
  perIp: Limiter;
  perEmail: Limiter;
  challenges: Limiter;
}

const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

type RateLimiter = RateLimiterMemory | RateLimiterRedis;

function wrap(limiter: RateLimiter): Limiter {
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
        // A store failure must not turn away visitors: the insurance limiter covers Redis outages.
        return 0;
      }
    },
  };
}

export const unlimited: Limiter = { take: async () => 0 };

let redisClient: unknown;

/** Limits from the environment: in memory by default, shared in Redis when REDIS_URL is set. */
export async function limitsFromEnv(): Promise<SubmissionLimits> {
  const make = async (keyPrefix: string, points: number, duration: number): Promise<Limiter> => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!process.env.REDIS_URL) return wrap(memory);
    if (!redisClient) {
      const { Redis } = await import("ioredis");
      redisClient = new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      (redisClient as { on(event: string, fn: () => void): void }).on("error", () => {});
    }
    return wrap(
      new RateLimiterRedis({
        storeClient: redisClient,
        keyPrefix: `wafer:${keyPrefix}`,
        points,
        duration,
        insuranceLimiter: memory,
      }),
    );
  };
  const window = envInt("RATE_LIMIT_WINDOW_SECONDS", 3600);
  return {
    perIp: await make("form-ip", envInt("RATE_LIMIT_PER_IP", 20), window),
    perEmail: await make("form-email", envInt("RATE_LIMIT_PER_EMAIL", 5), window),
    challenges: await make("altcha-ip", envInt("RATE_LIMIT_CHALLENGES_PER_IP", 120), window),
  };
}

/** A limiter in memory with the given budget, for tests and tools. */
export function memoryLimiter(points: number, duration = 3600): Limiter {
  return wrap(new RateLimiterMemory({ points, duration }));
}
