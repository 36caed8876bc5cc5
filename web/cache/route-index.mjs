// Which cached routes show which content: content tag → route cache keys. The route cache
// (isr-handler.mjs) records every page it stores here; after a publish, the webhook asks which
// pages carry the expired tags so that the nginx page caches in front fetch exactly those again
// (web/src/content/proxy-refresh.ts, deploy/nginx.conf). With Redis the index is shared by all
// instances (a page rendered by B is found by A); each instance also keeps the part it rendered
// itself, used while Redis is away and written back when Redis returns (it may have restarted
// empty while nginx still holds the pages).
// "Not found" pages are not indexed: unknown URLs are unbounded in number, and nginx keeps a 404
// for 1 s only.

import tagsManifest from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { DATA_TAG_PREFIX } from "./redis.mjs";

const { areTagsExpired } = tagsManifest;

const PREFIX = "wafer:route-by-tag:";
const TAGS = "wafer:route-tags"; // tag → expiry time, written by isr-handler.mjs's revalidateTag
const BRIDGE = Symbol.for("wafer.route-index");
/** Next's implicit per-path tags say nothing about content. */
const isContentTag = (tag) => !tag.startsWith("_N_T_");

// This instance's own index (one per process, however often Next loads this module). Bounded.
const LOCAL = Symbol.for("wafer.route-index.local");
globalThis[LOCAL] ??= new Map();
const local = globalThis[LOCAL];
const LOCAL_MAX_KEYS_PER_TAG = 2000;
/** Lifetime of a written-back index set: as long as a page lives in the route cache. */
const INDEX_TTL_S = 7 * 24 * 3600;

/** Adds the Redis commands that index `key` under its content tags to a MULTI. */
export function indexInRedis(multi, key, tags, ttlSeconds) {
  for (const tag of tags.filter(isContentTag)) {
    multi.sadd(PREFIX + tag, key).expire(PREFIX + tag, ttlSeconds);
  }
}

export function indexLocally(key, tags) {
  for (const tag of tags.filter(isContentTag)) {
    const keys = local.get(tag) ?? new Set();
    local.set(tag, keys);
    keys.delete(key);
    keys.add(key);
    if (keys.size > LOCAL_MAX_KEYS_PER_TAG) keys.delete(keys.values().next().value);
  }
}

/**
 * What the webhook reaches through globalThis (Next loads the cache handler outside the app's
 * module graph): the route keys carrying any of `tags`, and whether the expiry of every tag has
 * reached the shared cache yet (Next writes it after the webhook's handler has returned).
 */
export function publishRouteIndex(redis) {
  if (globalThis[BRIDGE]) return;
  redis?.client.on("ready", () => {
    if (local.size === 0) return;
    const multi = redis.client.multi();
    for (const [tag, keys] of local) {
      if (keys.size > 0) multi.sadd(PREFIX + tag, ...keys).expire(PREFIX + tag, INDEX_TTL_S);
    }
    multi.exec().catch((error) => console.error("[cache] route index not written back to Redis:", error.message));
  });
  globalThis[BRIDGE] = {
    async keysTagged(tags) {
      const wanted = tags.filter(isContentTag);
      if (wanted.length === 0) return [];
      const mine = wanted.flatMap((tag) => [...(local.get(tag) ?? [])]);
      if (redis?.ready()) {
        try {
          return [...new Set([...(await redis.client.sunion(...wanted.map((tag) => PREFIX + tag))), ...mine])];
        } catch (error) {
          console.error("[cache] route index read from Redis failed, using this instance's:", error.message);
        }
      }
      return [...new Set(mine)];
    },
    async tagsExpiredSince(tags, since) {
      if (!redis?.ready()) return true; // local expiry is immediate; queued ones replay later
      // Both caches: the pages (route cache) and the query results they are rendered from.
      const pipeline = redis.client.pipeline().hmget(TAGS, ...tags);
      for (const tag of tags) pipeline.hget(DATA_TAG_PREFIX + tag, "expired");
      const answers = (await pipeline.exec()) ?? [];
      const times = answers.flatMap(([error, value]) => (error ? [null] : Array.isArray(value) ? value : [value]));
      return times.length === tags.length * 2 && times.every((at) => at !== null && Number(at) >= since);
    },
    /**
     * Whether any of `tags` expired after `since`: here, or (with Redis) on any instance. The
     * proxy's list of known paths asks this of `empty`, which every publish expires
     * (web/src/routing/known-content.ts). While Redis is away only this instance's are known, as
     * for the pages. Throws when Redis fails to answer.
     */
    async changedSince(tags, since) {
      if (areTagsExpired(tags, since)) return true;
      if (!redis?.ready() || tags.length === 0) return false;
      const times = await redis.client.hmget(TAGS, ...tags);
      return times.some((at) => at !== null && Number(at) > since);
    },
  };
}
