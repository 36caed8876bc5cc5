import "server-only";
// Brings in the `SanityQueries` map TypeGen writes (query text → result type, `pnpm typegen`).
import type {} from "@wafer/schemas/types";
import { cacheLife, cacheTag } from "next/cache";
import { draftMode } from "next/headers";
import { errorField, log } from "@/ops/log";
import { type ContentMode, contentMode, type Perspective, runQuery } from "./backend";
import { loadLastGood, saveLastGood } from "./last-good";
import { NEXT_DUE_QUERY } from "./queries";
import { tagsForResult } from "./tags";

/** What a page asks of the content backend: one GROQ query, its parameters and cache tags. */
export interface ContentQuery<Q extends string = string> {
  query: Q;
  params?: Record<string, unknown>;
  /** Tags beyond the `doc:<id>` ones derived from the result, e.g. `list:news`. */
  tags?: string[];
}

// Code outside a render reads the backends directly (backend.ts).
export { type ContentMode, contentMode, type Perspective, queryPublished, type SourceQuery } from "./backend";

/**
 * Runs a query through Next's cache. The result is tagged with every document it contains (or as
 * `empty` when it has none) and with the caller's tags, and lives until the next scheduled publication is due, so scheduled
 * content appears on time without anyone acting. In draft mode Next re-runs this on every
 * request and stores nothing, and we read drafts.
 */
async function fetchContent<T>({ query, params = {}, tags = [] }: ContentQuery): Promise<T> {
  "use cache";
  const { isEnabled: preview } = await draftMode();
  const perspective: Perspective = preview ? "drafts" : "published";
  const key = JSON.stringify([query, params, perspective]);
  let result: T;
  try {
    result = await runQuery<T>({ query, params, perspective });
    if (perspective === "published") saveLastGood(key, result);
  } catch (error) {
    const fallback = loadLastGood(key);
    log("content").error(
      { err: errorField(error), fallback: fallback !== null },
      fallback ? "query failed; serving the last good result" : "query failed; no fallback",
    );
    if (!fallback) throw error;
    result = fallback.value as T;
  }
  cacheTag(...tagsForResult(result, tags));
  // Draft mode stores nothing, so it has no expiry to set: one lake query fewer per query of every
  // preview render, which the live preview repeats on each keystroke (issue 29 item 13).
  if (!preview) await expireAtNextPublication(perspective);
  return result;
}

/** Makes the current cache entry expire when the next scheduled document becomes due. */
async function expireAtNextPublication(perspective: Perspective) {
  let due: string | null = null;
  try {
    due = await runQuery<string | null>({ query: NEXT_DUE_QUERY, perspective });
  } catch {
    return; // The main query's failure handling already applies.
  }
  if (!due) return;
  const seconds = Math.max(1, Math.ceil((Date.parse(due) - Date.now()) / 1000));
  // Only `revalidate` is short: an `expire` under five minutes or a `stale` under 30 s would make Next treat the entry
  // as dynamic and stop prerendering the page. After `revalidate` the next visit regenerates it.
  if (seconds < 900) cacheLife({ stale: 30, revalidate: seconds, expire: Math.max(seconds * 2, 600) });
}

/** The generated result type of a query defined with `defineQuery` in a file TypeGen reads. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown;

export interface ContentSource {
  readonly mode: ContentMode;
  /** The result's type is the query's generated type: callers name no type. */
  fetch<const Q extends string>(request: ContentQuery<Q>): Promise<QueryResult<Q>>;
}

/** The content source. Pages call this and never learn which backend answered. */
export function contentSource(): ContentSource {
  return { mode: contentMode(), fetch: fetchContent as ContentSource["fetch"] };
}
