import { routeLocale } from "@/i18n/config";
import { NewsList } from "@/news/NewsList";

export default async function NewsPage({ params }: { params: Promise<{ locale: string }> }) {
  return <NewsList locale={await routeLocale(params)} page={1} />;
}
