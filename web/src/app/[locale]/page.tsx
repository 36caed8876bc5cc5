import { notFound } from "next/navigation";
import { PlaceholderHero } from "@/components/shell/PlaceholderPage";
import { HOME_PAGE_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { isLocale } from "@/i18n/config";

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const home = await contentSource().fetch<{ heroTitle: string } | null>({
    query: HOME_PAGE_QUERY,
    params: { locale },
    tags: ["homePage"],
  });
  return (
    <main>
      {/* Placeholder hero (dark, under the transparent header): replaced by the pages issue. */}
      <PlaceholderHero title={home?.heroTitle ?? ""} />
    </main>
  );
}
