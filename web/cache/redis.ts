// One Redis connection per server process for Next's two cache handlers (route-cache.ts and
// data-cache.ts, both loaded by Next itself with a native import, so this module is one per process).
// It fails fast while Redis is away (a page never waits for it), says so once in the log, and
// replays the work that must reach Redis (tag expirations) when the connection is ready again.
import { Redis } from "ioredis";

export interface SharedRedis {
  client: Redis;
  /** Whether commands can be sent now. */
  ready(): boolean;
  /** Runs `job` when Redis is back (at most 10,000 queued; older entries expire by their own lifetime). */
  whenBack(job: () => Promise<unknown>): void;
}

let shared: SharedRedis | null | undefined;

/** The connection, or null without REDIS_URL (each instance then caches in its own memory). */
export function sharedRedis(): SharedRedis | null {
  if (shared === undefined) shared = process.env.REDIS_URL ? connect(process.env.REDIS_URL) : null;
  return shared;
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
  };
}
