// The one Redis connection of a server process (REDIS_URL), for everything the instances share:
// Next's two cache handlers (web/cache/route-cache.ts and data-cache.ts, which Next loads with a
// native import), the webhook's replay memory (publish/replay.ts), the form rate limits
// (forms/server/rate-limit.ts) and the readiness check (health/readiness.ts). Those are bundled, so
// this module can exist twice in a process: the connection is kept on globalThis, made once.
// It fails fast while Redis is away (a page never waits for it), says so once in the log, and
// replays the work that must reach Redis (tag expirations) when the connection is ready again.
// Plain TypeScript without path aliases or "server-only": Node loads it as it is, from web/cache.
import { Redis } from "ioredis";
import { config } from "./env.ts";

export interface SharedRedis {
  client: Redis;
  /** Whether commands can be sent now. */
  ready(): boolean;
  /** Runs `job` when Redis is back (at most 10,000 queued; older entries expire by their own lifetime). */
  whenBack(job: () => Promise<unknown>): void;
  /**
   * Waits until the client has connected, at most `ms`. Commands are not queued while it is not:
   * one sent right after a start would fail (a rate limit would count that request in this
   * process only, a webhook delivery would be refused and sent again).
   */
  connected(ms: number): Promise<void>;
}

const state = globalThis as unknown as { __waferRedis?: { url: string; redis: SharedRedis } };

/** The connection, or null without REDIS_URL (each instance then caches in its own memory). */
export function sharedRedis(): SharedRedis | null {
  const url = config().REDIS_URL;
  if (!url) return null;
  // Made again only when REDIS_URL changes (tests point it at a Redis of their own, then reloadConfig()).
  if (state.__waferRedis?.url !== url) state.__waferRedis = { url, redis: connect(url) };
  return state.__waferRedis.redis;
}

function connect(url: string): SharedRedis {
  const client = new Redis(url, {
    // Fail fast instead of queueing: a page must not wait for a Redis that is gone.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    // Keep trying for as long as the process lives, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  const queued: (() => Promise<unknown>)[] = [];
  const lost = (reason: string) => {
    if (down) return;
    down = true;
    console.error(`[cache] Redis unreachable (${reason}): serving from this instance's memory until it returns`);
  };
  client.on("error", (error: Error) => lost(error.message));
  client.on("close", () => lost("connection closed"));
  client.on("ready", async () => {
    if (!down) return;
    down = false;
    const jobs = queued.splice(0);
    console.info(`[cache] Redis reachable again: shared cache resumed, replaying ${jobs.length} tag expiration(s)`);
    for (const job of jobs) await job().catch((error: Error) => console.error("[cache] replay failed:", error.message));
  });
  return {
    client,
    ready: () => client.status === "ready",
    whenBack(job) {
      if (queued.length < 10_000) queued.push(job);
    },
    connected(ms) {
      if (client.status === "ready") return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          client.off("ready", done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        client.once("ready", done);
      });
    },
  };
}
