import { Suspense } from "react";
import { routeLocale } from "@/i18n/config";
import { NewsList } from "@/news/NewsList";
import { NewsOrSearch } from "@/search/components/NewsOrSearch";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The news list, and the site search at `/news?q=…` (the header's search box submits here). */
export default async function NewsPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  // The prerendered shell holds the plain list; the query is read per request inside the boundary.
  return (
    <Suspense fallback={<NewsList locale={locale} page={1} />}>
      <NewsOrSearch locale={locale} searchParams={searchParams} />
    </Suspense>
  );
}
