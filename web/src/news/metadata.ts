import "server-only";
import { documentPath, documentRoute } from "@wafer/schemas/paths";
import type { Metadata } from "next";
import { pageContent } from "@/company/content";
import { companyMetadata } from "@/company/metadata";
import { languageSwitchMetadata } from "@/i18n/alternates";
import { type Locale, localePath, otherLocale } from "@/i18n/config";
import { feedAlternate } from "@/metadata/feeds";
import { newsDetail } from "./news";

const PAGE_NUMBER = {
  zh: (n: number) => `第 ${n} 页`,
  en: (n: number) => `Page ${n}`,
} as const;

/** /news and /news/page/<n>: titled by the `news` page document. */
export async function newsListMetadata(locale: Locale, page: number): Promise<Metadata> {
  const { copy, site } = await pageContent(locale, "news");
  const title = page > 1 ? `${copy.title} · ${PAGE_NUMBER[locale](page)}` : copy.title;
  const path = page > 1 ? `/news/page/${page}` : "/news";
  const metadata = await companyMetadata(locale, path, title, copy.seoDescription || copy.intro, site);
  // Later pages are not in the sitemap and only repeat stories that are: followed for their links,
  // kept out of the index (issue 43).
  const robots = page > 1 ? { robots: { index: false, follow: true } } : {};
  return { ...metadata, ...robots, alternates: { ...metadata.alternates, types: feedAlternate(locale) } };
}

/** A story's title and summary; hreflang and the language switcher lead to its published translation, else to the other list. */
export async function newsMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const news = await newsDetail(locale, slug);
  if (!news) return {};
  const path = documentRoute({ _type: "news", slug: news.slug });
  const other = otherLocale(locale);
  const translation = news.translations?.find((item) => item.language === other && item.slug);
  const own = { [locale]: localePath(locale, path) };
  const translations = translation
    ? { ...own, [other]: documentPath({ _type: "news", slug: translation.slug }, other) }
    : own;
  const base = await companyMetadata(locale, path, news.title, news.excerpt, null, {
    translations,
    type: "article",
    publishedTime: news.publishedAt,
    modifiedTime: news._updatedAt,
  });
  const switchTo = translation
    ? languageSwitchMetadata(translations)
    : languageSwitchMetadata(own, { [other]: localePath(other, "/news") });
  return { ...base, other: switchTo.other, alternates: { ...base.alternates, types: feedAlternate(locale) } };
}
