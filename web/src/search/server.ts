import "server-only";
import { SEARCH_DOCUMENTS_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { listTag, SEARCH_TAG } from "@/content/tags";
import type { Locale } from "@/i18n/config";
import { type SearchOptions, type SearchResults, search } from "./engine";
import { createIndexCache } from "./memo";

/** Tags of the search query's cache entry: `search` is expired by every publish (web/src/content/tags.ts). */
export const SEARCH_CACHE_TAGS = [
  SEARCH_TAG,
  listTag("news"),
  listTag("job"),
  listTag("page"),
  listTag("legalDocument"),
  listTag("product"),
];

// Lives as long as the server process; holds one index per locale.
const indexes = createIndexCache();

/** The search index of a locale, from the cached query result; rebuilt only after a publish changed it. */
export async function searchIndex(locale: Locale) {
  const docs = await contentSource().fetch({
    query: SEARCH_DOCUMENTS_QUERY,
    params: { locale },
    tags: SEARCH_CACHE_TAGS,
  });
  return indexes.get(locale, docs ?? []);
}

/** Searches news, jobs and pages of one language. */
export async function siteSearch(locale: Locale, q: string, options?: SearchOptions): Promise<SearchResults> {
  return search(await searchIndex(locale), q, options);
}
