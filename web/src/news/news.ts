import "server-only";
import type { NEWS_DETAIL_QUERY_RESULT, NEWS_LIST_QUERY_RESULT } from "@wafer/schemas/types";
import { NEWS_DETAIL_QUERY, NEWS_LIST_QUERY, NEWS_SLUGS_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { listTag } from "@/content/tags";
import type { Locale } from "@/i18n/config";
import { NEWS_PAGE_SIZE, newsPageCount } from "./list-pages";

// The shapes are the queries' generated result types (schemas/src/sanity.types.ts).
export type NewsCard = NEWS_LIST_QUERY_RESULT[number];
export type NewsDetail = NonNullable<NEWS_DETAIL_QUERY_RESULT>;

export async function newsPage(locale: Locale, page: number) {
  const all = await contentSource().fetch({
    query: NEWS_LIST_QUERY,
    params: { locale },
    tags: [listTag("news")],
  });
  const start = (page - 1) * NEWS_PAGE_SIZE;
  return {
    items: all.slice(start, start + NEWS_PAGE_SIZE),
    total: all.length,
    pages: newsPageCount(all.length),
  };
}

export function newsDetail(locale: Locale, slug: string) {
  return contentSource().fetch({ query: NEWS_DETAIL_QUERY, params: { locale, slug } });
}

/** The newest items are pre-rendered at build; older ones render on first request. */
export async function latestNewsSlugs(limit = 20) {
  const all = await contentSource().fetch({
    query: NEWS_SLUGS_QUERY,
    tags: [listTag("news")],
  });
  return all.slice(0, limit);
}
