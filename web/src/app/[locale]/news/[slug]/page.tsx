import type { Metadata } from "next";
import { routeLocale } from "@/i18n/config";
import { newsMetadata } from "@/news/metadata";
import { NewsArticle } from "@/news/NewsArticle";
import { latestNewsSlugs, newsDetail } from "@/news/news";
import { NotFoundPage } from "@/seo/NotFoundPage";
import { NewsStructuredData } from "@/seo/StructuredData";

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateStaticParams({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const slugs = await latestNewsSlugs();
  return slugs.filter((item) => item.language === locale).map((item) => ({ slug: item.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsMetadata(await routeLocale(params), decodeURIComponent((await params).slug));
}

export default async function NewsDetailPage({ params }: Props) {
  const locale = await routeLocale(params);
  const news = await newsDetail(locale, decodeURIComponent((await params).slug));
  if (!news) return <NotFoundPage locale={locale} />;
  return (
    <>
      <NewsStructuredData locale={locale} news={news} />
      <NewsArticle locale={locale} news={news} />
    </>
  );
}
