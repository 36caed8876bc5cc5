import type { Metadata } from "next";
import { routeLocale } from "@/i18n/config";
import { newsListMetadata } from "@/news/metadata";
import { NewsList } from "@/news/NewsList";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsListMetadata(await routeLocale(params), 1);
}

export default async function NewsPage({ params }: Props) {
  return <NewsList locale={await routeLocale(params)} page={1} />;
}
