import "server-only";
import { NEWS_DETAIL_QUERY, NEWS_LIST_QUERY, NEWS_SLUGS_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { listTag } from "@/content/tags";
import type { Locale } from "@/i18n/config";
import type { ImageRef } from "@/media/image";

export const NEWS_PAGE_SIZE = 9;

export interface NewsCard {
  _id: string;
  title: string;
  slug: string;
  publishedAt: string;
  excerpt?: string;
  language: Locale;
  coverImage?: ImageRef | null;
}

export interface NewsDetail extends NewsCard {
  _updatedAt?: string;
  body?: unknown[];
  tags?: string[];
  source?: string;
  translations?: { language: Locale; slug: string | null; id: string; publishedAt?: string }[] | null;
  previous?: NewsCard | null;
  next?: NewsCard | null;
  /** Up to three other items sharing a tag, newest first. */
  related?: NewsCard[] | null;
}

export async function newsPage(locale: Locale, page: number) {
  const all = await contentSource().fetch<NewsCard[]>({
    query: NEWS_LIST_QUERY,
    params: { locale },
    tags: [listTag("news")],
  });
  const start = (page - 1) * NEWS_PAGE_SIZE;
  return {
    items: all.slice(start, start + NEWS_PAGE_SIZE),
    total: all.length,
    pages: Math.max(1, Math.ceil(all.length / NEWS_PAGE_SIZE)),
  };
}

export function newsDetail(locale: Locale, slug: string) {
  return contentSource().fetch<NewsDetail | null>({ query: NEWS_DETAIL_QUERY, params: { locale, slug } });
}

/** The newest items are pre-rendered at build; older ones render on first request. */
export async function latestNewsSlugs(limit = 20) {
  const all = await contentSource().fetch<{ slug: string; language: Locale }[]>({
    query: NEWS_SLUGS_QUERY,
    tags: [listTag("news")],
  });
  return all.slice(0, limit);
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : "en-GB", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "Asia/Shanghai",
  }).format(new Date(iso));
}
