import type { HOME_PAGE_QUERY_RESULT } from "@wafer/schemas/types";
import { notFound } from "next/navigation";
import { PlaceholderHero } from "@/components/shell/PlaceholderPage";
import { HOME_PAGE_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { listTag } from "@/content/tags";
import { isLocale } from "@/i18n/config";

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const home = await contentSource().fetch<HOME_PAGE_QUERY_RESULT>({
    query: HOME_PAGE_QUERY,
    params: { locale },
    // A new or replaced home page document changes the answer: the list tag covers it.
    tags: [listTag("page")],
  });
  return (
    <main>
      {/* Placeholder hero (dark, under the transparent header): replaced by the pages issue. */}
      <PlaceholderHero title={home?.heroTitle ?? home?.title ?? ""} />
    </main>
  );
}
