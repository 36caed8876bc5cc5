import "server-only";
import type { SITE_PAGE_QUERY_RESULT } from "@wafer/schemas/types";
import { SITE_PAGE_QUERY, SITE_PAGE_SLUGS_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { listTag } from "@/content/tags";
import type { Locale } from "@/i18n/config";

// An editor's page (a `sitePage` document, issue 42) as the site reads it: by language and path.
// Its shape is the query's generated result type (schemas/src/sanity.types.ts).
export type SitePage = NonNullable<SITE_PAGE_QUERY_RESULT>;

/**
 * The page at `/<slug>` in `locale`, or null. Only the locale's own document: an English page
 * exists where its English document does, as a news story does. The cached result carries the
 * page's `doc:` tag (a publish of it, or of its translation, renders it anew) or, when nothing
 * was found, `empty`, which every publish expires: a page published at a path visited before shows.
 */
export function sitePage(locale: Locale, slug: string): Promise<SitePage | null> {
  return contentSource().fetch({ query: SITE_PAGE_QUERY, params: { locale, slug } });
}

/** The paths of the pages in `locale`, prerendered at build. */
export async function sitePageSlugs(locale: Locale): Promise<string[]> {
  const all = await contentSource().fetch({ query: SITE_PAGE_SLUGS_QUERY, tags: [listTag("sitePage")] });
  return all.filter((page) => page.language === locale && page.slug).map((page) => page.slug as string);
}
