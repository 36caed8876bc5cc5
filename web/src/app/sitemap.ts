import { ROUTES } from "@wafer/schemas/routes";
import type { MetadataRoute } from "next";
import { SITEMAP_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { listTag, SITEMAP_TAG } from "@/content/tags";
import { localePath } from "@/i18n/config";
import { siteUrl } from "@/seo/site-url";

// Every indexable route of the route table in both languages, then every published news item and
// open job in the language of its document. Scheduled items are left out by the query and appear
// when due (the cache entry expires then).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const docs = await contentSource().fetch({
    query: SITEMAP_QUERY,
    tags: [SITEMAP_TAG, listTag("news"), listTag("job")],
  });
  const base = siteUrl();
  const pages = ROUTES.filter((route) => route.indexable).flatMap((route) =>
    (["zh", "en"] as const).map((locale) => ({ url: `${base}${localePath(locale, route.path)}` })),
  );
  return [
    ...pages,
    ...docs.map((doc) => ({
      url: `${base}${localePath(doc.language, `/${doc._type === "news" ? "news" : "jobs"}/${doc.slug}`)}`,
      lastModified: doc._updatedAt,
    })),
  ];
}
