import { documentPath } from "@wafer/schemas/paths";
import { notFound, permanentRedirect } from "next/navigation";
import { newsById } from "@/company/content";
import { routeLocale } from "@/i18n/config";

// The old site's /newsdetail?id=<document id>. The proxy turns the query into this path segment,
// so the lookup is cacheable and the answer is a real 308 (a redirect thrown while streaming
// would only be a client-side one).

export function generateStaticParams() {
  // Cache Components needs at least one entry; real ids render on first request.
  return [{ id: "_" }];
}

export default async function LegacyNewsDetail({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await routeLocale(params);
  const { id } = await params;
  const news = await newsById(decodeURIComponent(id));
  if (!news?.slug) notFound();
  permanentRedirect(documentPath({ _type: "news", slug: news.slug, language: news.language }));
}
