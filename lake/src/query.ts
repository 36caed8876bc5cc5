// GROQ over the dataset with groq-js, through the perspectives the Content Lake offers.
//
// groq-js resolves parameters while parsing (slices such as `[0...$limit]` are folded then), so a
// parsed tree is only valid for the parameters it was parsed with: the cache key is query AND
// parameters. Reusing a tree across parameters answered lists with another document's rows.
import { type ExprNode, evaluate, parse } from "groq-js";
import { badRequest, LakeError } from "./errors.ts";
import type { QueryPool } from "./query-pool.ts";
import type { Store } from "./store.ts";
import type { Doc } from "./types.ts";

export type Perspective = "raw" | "published" | "drafts";

const PARSE_CACHE_SIZE = 500;
const parsed = new Map<string, ExprNode>();

export function parseCached(query: string, params: Record<string, unknown>): ExprNode {
  const key = `${query}\u0000${JSON.stringify(params)}`;
  const hit = parsed.get(key);
  if (hit) {
    // Map order is insertion order: re-inserting makes this a least-recently-used cache.
    parsed.delete(key);
    parsed.set(key, hit);
    return hit;
  }
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
  parsed.set(key, tree);
  if (parsed.size > PARSE_CACHE_SIZE) parsed.delete(parsed.keys().next().value as string);
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
const RESULT_CACHE_SIZE = 200;
const results = new Map<string, { store: Store; version: number; at: number; value: Promise<unknown> }>();

export function runQuery(
  pool: QueryPool,
  store: Store,
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
  identity = "local",
): Promise<unknown> {
  const key = JSON.stringify([query, params, perspective, identity]);
  const hit = results.get(key);
  if (hit && hit.store === store && hit.version === store.version && Date.now() - hit.at < RESULT_TTL_MS)
    return hit.value;
  // Parsed and evaluated in a worker, within the pool's time and memory limits (query-pool.ts).
  const value = pool.run({ query, params, perspective, identity, version: store.version }, () =>
    view(store, perspective),
  );
  results.delete(key);
  results.set(key, { store, version: store.version, at: Date.now(), value });
  if (results.size > RESULT_CACHE_SIZE) results.delete(results.keys().next().value as string);
  value.catch(() => results.delete(key));
  return value;
}

/** Whether `doc` matches a listener's query (a filter such as `*[_type == "news"]`). */
export async function matches(query: string, params: Record<string, unknown>, doc: Doc | null): Promise<boolean> {
  if (!doc) return false;
  const tree = parseCached(query, params);
  const value = await evaluate(tree, { dataset: [doc], params });
  const result = await value.get();
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined;
}
