import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "@/config/env";
import type { Database } from "@/db/client";
import { type Daemon, freePort, notInstalled, startRedis } from "@/testing/daemons";
import { handleSubmission } from "./handler";
import { limitsFromEnv, redisLimiter } from "./rate-limit";
import { formRequest, solvedPayload, testDatabase, testDeps, validFields } from "./testing";

// The Redis-backed limits against a real redis-server (started here; installed with apt-get when
// missing and root): two instances share one budget, and a Redis outage neither turns visitors
// away nor removes the limits. Port: REDIS_TEST_PORT or a free one.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An ioredis client configured as the site's (rate-limit.ts): no offline queue, one retry. */
const client = (url: string) => {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on("error", () => {});
  return redis;
};

async function ready(redis: Redis) {
  while (redis.status !== "ready") await sleep(50);
}

describe("rate limits in Redis (two instances)", () => {
  let redis: Daemon | null = null;
  let database: Database;
  const clients: Redis[] = [];

  beforeAll(async () => {
    redis = await startRedis(await freePort(process.env.REDIS_TEST_PORT));
    database = await testDatabase("pglite");
  }, 600_000);
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await redis?.remove();
    await database?.close();
  });

  /** Two "instances": each its own connection, as two server processes would have. */
  async function twoInstances() {
    const [a, b] = [client(redis?.url as string), client(redis?.url as string)];
    clients.push(a, b);
    await Promise.all([ready(a), ready(b)]);
    return [a, b] as const;
  }

  /** One limiter (`limit` per `windowSeconds`, under a fresh prefix) on each of two instances. */
  async function sharedLimiter(name: string, limit: number, windowSeconds: number) {
    const [a, b] = await twoInstances();
    const prefix = `test-${name}-${Date.now()}`;
    return {
      a,
      b,
      prefix,
      onA: redisLimiter(a, prefix, limit, windowSeconds),
      onB: redisLimiter(b, prefix, limit, windowSeconds),
    };
  }

  it("shares one budget between instances, per key, with the window's lifetime in Redis", async (context) => {
    if (!redis) return context.skip(notInstalled("redis-server"));
    const { a, prefix, onA, onB } = await sharedLimiter("shared", 3, 60);
    expect([await onA.take("198.51.100.1"), await onB.take("198.51.100.1"), await onA.take("198.51.100.1")]).toEqual([
      0, 0, 0,
    ]);
    // The fourth, on either instance, is refused until the window ends.
    const wait = await onB.take("198.51.100.1");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await onA.take("198.51.100.1")).toBeGreaterThan(0);
    // Another key has its own budget.
    expect(await onB.take("198.51.100.2")).toBe(0);
    // The counter is in Redis, and expires with the window.
    expect(Number(await a.get(`wafer:${prefix}:198.51.100.1`))).toBeGreaterThanOrEqual(3);
    const ttl = await a.pttl(`wafer:${prefix}:198.51.100.1`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("counts form submissions to two instances against one per-IP budget", async (context) => {
    if (!redis) return context.skip(notInstalled("redis-server"));
    const [a, b] = await twoInstances();
    const prefix = `test-form-${Date.now()}`;
    const base = await testDeps(database.db);
    const instance = (r: Redis) => ({
      ...base,
      limits: { ...base.limits, perIp: redisLimiter(r, `${prefix}-ip`, 2, 3600) },
    });
    const [depsA, depsB] = [instance(a), instance(b)];
    const send = async (deps: typeof depsA, n: number) =>
      (
        await handleSubmission(
          "message",
          formRequest("message", validFields("message", n), {
            altcha: await solvedPayload(base.keys),
            ip: "203.0.113.50",
          }),
          deps,
        )
      ).status;
    expect(await send(depsA, 1)).toBe(201);
    expect(await send(depsB, 2)).toBe(201);
    expect(await send(depsA, 3)).toBe(429);
    expect(await send(depsB, 4)).toBe(429);
  }, 60_000);

  it("keeps limiting, per process, while Redis is away, and shares again once it is back", async (context) => {
    if (!redis) return context.skip(notInstalled("redis-server"));
    const { a, b, prefix, onA, onB } = await sharedLimiter("outage", 2, 60);
    await redis.stop();
    while (a.status === "ready" || b.status === "ready") await sleep(50);

    // Visitors are still answered (no error, no hang), and each process enforces the budget alone.
    expect([await onA.take("k"), await onA.take("k")]).toEqual([0, 0]);
    expect(await onA.take("k")).toBeGreaterThan(0);
    expect([await onB.take("k"), await onB.take("k")]).toEqual([0, 0]);
    expect(await onB.take("k")).toBeGreaterThan(0);

    // Back (empty: no persistence): the clients reconnect by themselves, and the budget is shared again.
    await redis.start();
    await Promise.all([ready(a), ready(b)]);
    expect([await onA.take("k2"), await onB.take("k2")]).toEqual([0, 0]);
    expect(await onA.take("k2")).toBeGreaterThan(0);
    expect(await b.get(`wafer:${prefix}:k2`)).toBe("3");
  }, 60_000);

  it("uses Redis for every form limit when REDIS_URL is set", async (context) => {
    if (!redis) return context.skip(notInstalled("redis-server"));
    const previous = process.env.REDIS_URL;
    process.env.REDIS_URL = redis.url;
    reloadConfig();
    try {
      const limits = await limitsFromEnv();
      const [inspect] = await twoInstances();
      const ip = `192.0.2.${Date.now() % 250}`;
      expect(await limits.perIp.take(ip)).toBe(0);
      expect(await limits.challenges.take(ip)).toBe(0);
      expect(await limits.perEmail.take("someone@example.com")).toBe(0);
      expect(await limits.global?.take("all")).toBe(0);
      expect(await inspect.get(`wafer:form-ip:${ip}`)).toBe("1");
      expect(await inspect.get(`wafer:altcha-ip:${ip}`)).toBe("1");
      expect(await inspect.get("wafer:form-email:someone@example.com")).toBe("1");
      expect(await inspect.get("wafer:form-all:all")).toBe("1");
    } finally {
      if (previous === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = previous;
      reloadConfig();
    }
  });
});
