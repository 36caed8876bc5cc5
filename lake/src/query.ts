// GROQ over the dataset with groq-js, through the perspectives the Content Lake offers.
//
// groq-js resolves parameters while parsing (slices such as `[0...$limit]` are folded then), so a
// parsed tree is only valid for the parameters it was parsed with: the cache key is query AND
// parameters. Reusing a tree across parameters answered lists with another document's rows.
import { createHash } from "node:crypto";
import { type ExprNode, evaluate, parse } from "groq-js";
import { LRUCache } from "lru-cache";
import { badRequest, LakeError } from "./errors.ts";
import { missingParameter, missingParameterDetails } from "./groq-params.ts";
import type { QueryOutput, QueryPool } from "./query-pool.ts";
import type { Store } from "./store.ts";
import type { Doc } from "./types.ts";

export type Perspective = "raw" | "published" | "drafts";

/**
 * Cache keys are hashes: a query and its parameters may be megabytes (a POST body), and the key
 * must not keep them alive (issue 40: every cache keyed by request data is bounded in entries and
 * in key length).
 */
const keyOf = (text: string) => createHash("sha256").update(text).digest("base64");

/**
 * Parsed trees of listener filters and webhook projections (the HTTP thread's only GROQ). 500
 * entries: the studio keeps about ten listeners per tab. A tree holds its folded parameters (the
 * webhook passes a whole document), so entries are also weighed by the length of query plus
 * parameters: at most 16 M characters in all (about 32 MB), whatever was asked.
 */
const parsed = new LRUCache<string, ExprNode>({ max: 500, maxSize: 16 * 1024 * 1024, sizeCalculation: () => 1 });

export function parseCached(query: string, params: Record<string, unknown>): ExprNode {
  const text = `${query}\u0000${JSON.stringify(params)}`;
  const key = keyOf(text);
  const hit = parsed.get(key);
  if (hit) return hit;
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    const err = error as Error & { position?: number };
    throw new LakeError(400, "queryParseError", err.message, {
      query,
      start: err.position ?? 0,
      end: err.position ?? 0,
    });
  }
  // Larger than the whole budget: used once, not cached.
  if (text.length <= parsed.maxSize) parsed.set(key, tree, { size: Math.max(1, text.length) });
  return tree;
}

/**
 * The perspective of a request. An explicit one wins; otherwise API versions from 2025-02-19
 * default to `published` and older ones to `raw`, as Sanity does. Release stacks
 * (`rABC,drafts`) read as drafts: releases are not emulated.
 */
export function perspectiveOf(value: unknown, apiVersion: string): Perspective {
  const raw = Array.isArray(value) ? value.join(",") : typeof value === "string" ? value : "";
  if (raw === "") return apiVersion >= "2025-02-19" || apiVersion === "X" ? "published" : "raw";
  const names = raw.split(",").map((name) => name.trim());
  if (names.includes("raw")) return "raw";
  if (names.includes("drafts") || names.includes("previewDrafts")) return "drafts";
  if (names.length === 1 && names[0] === "published") return "published";
  if (names.every((name) => name !== "published")) return "drafts";
  throw badRequest(`unsupported perspective "${raw}"`);
}

const isDraft = (id: string) => id.startsWith("drafts.");
const isVersion = (id: string) => id.startsWith("versions.");

/** The dataset as a perspective sees it. Cached per store version: lists query it repeatedly. */
const views = new WeakMap<Store, { version: number; views: Map<Perspective, Doc[]> }>();
export function view(store: Store, perspective: Perspective): Doc[] {
  let cached = views.get(store);
  if (!cached || cached.version !== store.version) {
    cached = { version: store.version, views: new Map() };
    views.set(store, cached);
  }
  const hit = cached.views.get(perspective);
  if (hit) return hit;
  let docs: Doc[];
  const all = [...store.all()];
  if (perspective === "raw") docs = all;
  else if (perspective === "published") docs = all.filter((doc) => !isDraft(doc._id) && !isVersion(doc._id));
  else {
    // Drafts overlay their published documents, under the published id, like Sanity's
    // `drafts` perspective (the draft's own id stays in `_originalId`).
    const byId = new Map<string, Doc>();
    for (const doc of all) if (!isDraft(doc._id) && !isVersion(doc._id)) byId.set(doc._id, doc);
    for (const doc of all) {
      if (!isDraft(doc._id)) continue;
      const publishedId = doc._id.slice("drafts.".length);
      byId.set(publishedId, { ...doc, _id: publishedId, _originalId: doc._id });
    }
    docs = [...byId.values()];
  }
  cached.views.set(perspective, docs);
  return docs;
}

/**
 * Answers to the same query on the same dataset version within a second are shared, in flight
 * too: a page render asks the same question several times (metadata, body, structured data), and
 * a live preview re-renders on every change. groq-js is single-threaded CPU work, so duplicates
 * queued behind each other held up the studio's saves (issue 18). A second keeps `now()` fresh.
 */
const RESULT_TTL_MS = 1_000;
/**
 * At most 200 answers (a page render asks a handful of questions; the studio's lists a few dozen)
 * and 64 MB of answer bytes in all: two results at the worker's 32 MB budget. A query still
 * running weighs one byte until its answer arrives and is weighed again.
 */
const RESULT_CACHE_ENTRIES = 200;
const RESULT_CACHE_BYTES = 64 * 1024 * 1024;
interface CachedResult {
  store: Store;
  version: number;
  value: Promise<QueryOutput>;
}
const results = new LRUCache<string, CachedResult>({
  max: RESULT_CACHE_ENTRIES,
  maxSize: RESULT_CACHE_BYTES,
  sizeCalculation: () => 1,
  ttl: RESULT_TTL_MS,
  // Dropped when their second is over, not when 200 newer answers push them out: distinct honest
  // reads of the whole dataset (313 KB each) otherwise kept 64 MB of stale answers (issue 40).
  ttlAutopurge: true,
});

const outputBytes = (output: QueryOutput) => output.result.length + (output.sourceMap?.length ?? 0);

/**
 * Runs a query in the pool (parsed and evaluated in a worker, within its time, memory and result
 * limits: query-pool.ts) and answers its result as JSON bytes; the same query on the same dataset
 * version within a second shares one answer.
 */
export function runQuery(
  pool: QueryPool,
  store: Store,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
  options: { identity?: string; sourceMap?: boolean } = {},
): Promise<QueryOutput> {
  const identity = options.identity ?? "local";
  const sourceMap = options.sourceMap ?? false;
  const key = keyOf(JSON.stringify([query, params, perspective, identity, sourceMap]));
  const hit = results.get(key);
  if (hit && hit.store === store && hit.version === store.version) return hit.value;
  const value = pool.run({ query, params, perspective, identity, sourceMap, version: store.version }, () =>
    view(store, perspective),
  );
  const entry: CachedResult = { store, version: store.version, value };
  results.set(key, entry);
  value.then(
    (output) => {
      // Weighed now that its size is known (noUpdateTTL: it still expires a second after it was asked).
      if (results.peek(key) === entry)
        results.set(key, entry, { size: Math.max(1, outputBytes(output)), noUpdateTTL: true });
    },
    () => {
      if (results.peek(key) === entry) results.delete(key);
    },
  );
  return value;
}

/** A query's result as a value, for the lake's own use (a mutation's `query` selector). */
export async function queryValue(
  pool: QueryPool,
  store: Store,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
): Promise<unknown> {
  const output = await runQuery(pool, store, query, params, perspective);
  return JSON.parse(output.result.toString("utf8")) as unknown;
}

/** Whether `doc` matches a listener's query (a filter such as `*[_type == "news"]`). */
export async function matches(query: string, params: Record<string, unknown>, doc: Doc | null): Promise<boolean> {
  if (!doc) return false;
  const tree = parseCached(query, params);
  const value = await evaluate(tree, { dataset: [doc], params });
  const result = await value.get();
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined;
}

/**
 * Refuses a query whose parameters are not all given, before an answer starts: for listeners,
 * whose stream, once open, has no way to say so (the query workers check their own parse).
 */
export function requireParameters(query: string, params: Record<string, unknown>) {
  let tree: ExprNode;
  try {
    tree = parseCached(query, params);
  } catch {
    // Anything else groq-js cannot read stays as it was: the listener opens and matches nothing
    // (the studio's filters may use functions groq-js lacks; refusing them would break it).
    return;
  }
  const missing = missingParameter(tree, params);
  if (missing === undefined) return;
  const { message, details } = missingParameterDetails(query, missing);
  throw new LakeError(400, "queryParseError", message, details);
}
