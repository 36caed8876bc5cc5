import type { Metadata } from "next";
import { type Locale, routeLocale } from "@/i18n/config";
import { laterPageNumber } from "@/news/list-pages";
import { newsListMetadata, newsMetadata } from "@/news/metadata";
import { NewsArticle } from "@/news/NewsArticle";
import { NewsList } from "@/news/NewsList";
import { latestNewsSlugs, newsDetail, newsPage } from "@/news/news";
import { NotFoundPage } from "@/route-kit/NotFoundPage";
import { notFoundMetadata } from "@/route-kit/not-found-metadata";
import { slugRoute } from "@/route-kit/slug-route";
import { NewsStructuredData } from "@/seo/StructuredData";

// The route files of a story (/news/<slug>) and of the list's later pages (/news/page/<n>) take
// their page and metadata from here.

type Params<T = object> = { params: Promise<{ locale: string } & T> };

export const newsStoryRoute = slugRoute({
  async slugs(locale) {
    const latest = await latestNewsSlugs();
    return latest.filter((item) => item.language === locale).map((item) => item.slug);
  },
  load: newsDetail,
  metadata: newsMetadata,
  render: (locale, news) => (
    <>
      <NewsStructuredData locale={locale} news={news} />
      <NewsArticle locale={locale} news={news} />
    </>
  ),
});

/** The page number of `/news/page/<n>` when that page of the list exists, else null. */
async function listPage(locale: Locale, n: string): Promise<number | null> {
  const page = laterPageNumber(n);
  if (!page) return null;
  const { pages } = await newsPage(locale, 1);
  return page <= pages ? page : null;
}

export const newsListPageRoute = {
  /** Pages 2..n; Cache Components needs at least one, so page 2 always exists (as a 404 when empty). */
  async generateStaticParams({ params }: Params) {
    const { pages } = await newsPage(await routeLocale(params), 1);
    return Array.from({ length: Math.max(1, pages - 1) }, (_, i) => ({ n: String(i + 2) }));
  },
  async generateMetadata({ params }: Params<{ n: string }>): Promise<Metadata> {
    const locale = await routeLocale(params);
    const page = await listPage(locale, (await params).n);
    return page ? newsListMetadata(locale, page) : notFoundMetadata(locale);
  },
  async Page({ params }: Params<{ n: string }>) {
    const locale = await routeLocale(params);
    const page = await listPage(locale, (await params).n);
    // Past the end or not a number: the 404 page in the server's HTML (web/src/route-kit/NotFoundPage.tsx).
    if (!page) return <NotFoundPage locale={locale} />;
    return <NewsList locale={locale} page={page} />;
  },
};
