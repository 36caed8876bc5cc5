import type { Metadata } from "next";
import { type Locale, routeLocale } from "@/i18n/config";
import { newsListMetadata } from "@/news/metadata";
import { NewsList } from "@/news/NewsList";
import { newsPage } from "@/news/news";
import { NotFoundPage } from "@/seo/NotFoundPage";

/** Pages 2..n of the list; Cache Components needs at least one, so page 2 always exists (as a 404 when empty). */
export async function generateStaticParams({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const { pages } = await newsPage(locale, 1);
  return Array.from({ length: Math.max(1, pages - 1) }, (_, i) => ({ n: String(i + 2) }));
}

type Props = { params: Promise<{ locale: string; n: string }> };

/** The page number of `/news/page/<n>` when that page of the list exists, else null. */
async function listPage(locale: Locale, n: string): Promise<number | null> {
  const page = Number(n);
  if (!/^\d+$/.test(n) || !Number.isSafeInteger(page) || page < 2) return null;
  const { pages } = await newsPage(locale, 1);
  return page <= pages ? page : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const page = await listPage(locale, (await params).n);
  return page ? newsListMetadata(locale, page) : {};
}

export default async function NewsListPage({ params }: Props) {
  const locale = await routeLocale(params);
  const page = await listPage(locale, (await params).n);
  // Past the end or not a number: the 404 page in the server's HTML (web/src/seo/NotFoundPage.tsx).
  if (!page) return <NotFoundPage locale={locale} />;
  return <NewsList locale={locale} page={page} />;
}
