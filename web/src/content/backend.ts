import "server-only";
import { traced } from "@/ops/tracing";
import { queryEmbedded } from "./embedded";
import type { SourceQuery } from "./query";
import { querySanity, sanityConfigured } from "./sanity";

// The content backends without Next's cache: the embedded dataset or a Content Lake. Pages read
// through source.ts (cached, tagged); code that runs outside a render (the publish webhook's
// follow-up work, the proxy's list of known paths: routing/known-content.ts) reads here.

export type { Perspective, SourceQuery } from "./query";

export type ContentMode = "embedded" | "sanity";
export const contentMode = (): ContentMode => (sanityConfigured() ? "sanity" : "embedded");

export function runQuery<T>(request: SourceQuery): Promise<T> {
  const mode = contentMode();
  // A span per query when traces are on (ops/tracing.ts): the GROQ text, never its parameters.
  return traced("content query", { "content.mode": mode, "content.query": request.query.slice(0, 300) }, () =>
    mode === "sanity" ? querySanity<T>(request) : queryEmbedded<T>(request),
  );
}

/** The published content now, outside Next's cache. */
export function queryPublished<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  return runQuery<T>({ query, params, perspective: "published" });
}
