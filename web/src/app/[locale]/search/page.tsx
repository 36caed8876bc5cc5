import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { localePath, routeLocale } from "@/i18n/config";
import { NewsSearch, queryParam } from "@/search/components/NewsSearch";
import { searchMessages } from "@/search/messages";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Visitors search at /news?q=…; the proxy rewrites that URL here (web/src/search/rewrite.ts), so
// /news itself stays a fully static page. A search depends on the query, so this page renders per
// request as a whole (a blocking route): no prerendered shell whose fallback would flash first.
export const instant = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  return { title: searchMessages(locale).heading, robots: { index: false, follow: true } };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const q = queryParam((await searchParams).q);
  if (!q) redirect(localePath(locale, "/news"));
  return <NewsSearch locale={locale} q={q} />;
}
