import { sharedRedis } from "@/config/redis";
import { redisUrl } from "@/reach/config";

// Where the access token and jsapi_ticket are kept until they expire: Redis when REDIS_URL is set
// (shared by every instance, so WeChat's small daily allowance of token and ticket requests is
// spent once for all of them), this process's memory otherwise. The lock is Redis's SET NX PX:
// of several instances finding the ticket expired, one refreshes it and the others wait for it.

export interface TicketStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Takes the lock for `ttlMs` when nobody holds it; returns whether this caller holds it. */
  lock(key: string, ttlMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
}

/** A store in this process: a handful of fixed keys (token, ticket and their lock per app id). */
export function memoryTicketStore(now: () => number = Date.now): TicketStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) return entry;
    entries.delete(key);
    return null;
  };
  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
    },
    async lock(key, ttlMs) {
      if (live(key)) return false;
      entries.set(key, { value: "1", expiresAt: now() + ttlMs });
      return true;
    },
    async unlock(key) {
      entries.delete(key);
    },
  };
}

type RedisClient = NonNullable<ReturnType<typeof sharedRedis>>["client"];

/** A store in Redis, shared by the instances using it. */
export function redisTicketStore(client: RedisClient, prefix = "wafer:wechat:"): TicketStore {
  return {
    get: (key) => client.get(prefix + key),
    async set(key, value, ttlMs) {
      await client.set(prefix + key, value, "PX", Math.max(1, Math.floor(ttlMs)));
    },
    async lock(key, ttlMs) {
      return (await client.set(prefix + key, "1", "PX", Math.max(1, Math.floor(ttlMs)), "NX")) === "OK";
    },
    async unlock(key) {
      await client.del(prefix + key);
    },
  };
}

const state = globalThis as unknown as { __waferWeChatStore?: { url: string; store: TicketStore } };

/** The process's store: Redis when configured, memory otherwise. */
export function ticketStore(): TicketStore {
  const redis = sharedRedis();
  const url = redisUrl();
  if (state.__waferWeChatStore?.url !== url) {
    state.__waferWeChatStore = { url, store: redis ? redisTicketStore(redis.client) : memoryTicketStore() };
  }
  return state.__waferWeChatStore.store;
}
