import "server-only";
import { embeddedSource } from "./embedded";

/** What a page asks of the content backend: one GROQ query, its parameters and cache tags. */
export interface ContentQuery {
  query: string;
  params?: Record<string, unknown>;
  tags?: string[];
}

export interface ContentSource {
  readonly mode: "embedded" | "sanity";
  fetch<T>(request: ContentQuery): Promise<T>;
}

/** The active content source. Pages call this and never learn which backend answered. */
export function contentSource(): ContentSource {
  return embeddedSource;
}
