import type { Locale } from "@/i18n/config";
import { NewsList } from "@/news/NewsList";
import { NewsSearch, queryParam } from "./NewsSearch";

/**
 * `/news` with a query is the site search; without one it is the news list. Reading the query
 * makes this part of the page dynamic, so the route renders it inside <Suspense> with the plain
 * list as the fallback: the list stays in the prerendered shell, and only the hole is rendered
 * per request (a search, or the same list from the content cache).
 */
export async function NewsOrSearch({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = queryParam((await searchParams).q);
  return q ? <NewsSearch locale={locale} q={q} /> : <NewsList locale={locale} page={1} />;
}
