// One Redis connection per server process for the shared Next.js caches (isr-handler.mjs and
// use-cache-handler.mjs), with the outage bookkeeping both need: while Redis is unreachable the
// handlers use this instance's memory, and work that must reach Redis (tag expirations) waits in
// a queue that is replayed when the connection is ready again.
import { Redis } from "ioredis";

const KEY = Symbol.for("wafer.cache.redis");
/** Where the "use cache" handler keeps each tag's expiry (a hash with `stale` and `expired`). */
export const DATA_TAG_PREFIX = "wafer:data-tags:";

/** @returns {null | { client: Redis, ready(): boolean, whenBack(job: () => Promise<unknown>): void }} */
export function sharedRedis() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  globalThis[KEY] ??= connect(url);
  return globalThis[KEY];
}

function connect(url) {
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
  const queued = [];
  const lost = (reason) => {
    if (down) return;
    down = true;
    console.error(`[cache] Redis unreachable (${reason}): serving from this instance's memory until it returns`);
  };
  client.on("error", (error) => lost(error.message));
  client.on("close", () => lost("connection closed"));
  client.on("ready", async () => {
    if (!down) return;
    down = false;
    const jobs = queued.splice(0);
    console.info(`[cache] Redis reachable again: shared cache resumed, replaying ${jobs.length} tag expiration(s)`);
    for (const job of jobs) await job().catch((error) => console.error("[cache] replay failed:", error.message));
  });
  return {
    client,
    ready: () => client.status === "ready",
    whenBack(job) {
      // Bounded: an outage of days must not grow memory without limit (older entries are also
      // covered by their own lifetimes).
      if (queued.length < 10_000) queued.push(job);
    },
  };
}
