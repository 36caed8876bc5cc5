import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { routeLocale } from "@/i18n/config";
import { newsListMetadata } from "@/news/metadata";
import { NewsList } from "@/news/NewsList";
import { newsPage } from "@/news/news";

/** Pages 2..n of the list; Cache Components needs at least one, so page 2 always exists (as a 404 when empty). */
export async function generateStaticParams({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const { pages } = await newsPage(locale, 1);
  return Array.from({ length: Math.max(1, pages - 1) }, (_, i) => ({ n: String(i + 2) }));
}

type Props = { params: Promise<{ locale: string; n: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = Number((await params).n);
  return Number.isInteger(page) && page >= 2 ? newsListMetadata(await routeLocale(params), page) : {};
}

export default async function NewsListPage({ params }: Props) {
  const locale = await routeLocale(params);
  const page = Number((await params).n);
  if (!Number.isInteger(page) || page < 2) notFound();
  return <NewsList locale={locale} page={page} />;
}
