import "server-only";
import { documentPath } from "@wafer/schemas/paths";
import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/config/site-url";
import { SITEMAP_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { listTag, SITEMAP_TAG } from "@/content/tags";
import { htmlLang, LOCALES, type Locale, localePath } from "@/i18n/config";
import { indexablePages } from "./pages";

interface PageStamp {
  _type: "page" | "legalDocument";
  pageKey?: string | null;
  kind?: string | null;
  language: Locale;
  _updatedAt: string;
}

/** hreflang alternates of one page: each language's URL, and x-default → the Chinese one. */
function alternates(byLocale: Partial<Record<Locale, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) {
    const path = byLocale[locale];
    if (path) languages[htmlLang[locale]] = absoluteUrl(path);
  }
  const fallback = byLocale.zh ?? Object.values(byLocale)[0];
  if (fallback) languages["x-default"] = absoluteUrl(fallback);
  return languages;
}

/**
 * Every indexable page in both languages, each with its alternates and, where a document stands
 * behind it, `lastmod`. News not yet due and closed or expired jobs are left out by the query; the
 * cached result expires with the `sitemap` tag on every publish and when scheduled news comes due.
 */
export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const { documents, pages, products, sitePages } = await contentSource().fetch({
    query: SITEMAP_QUERY,
    tags: [
      SITEMAP_TAG,
      listTag("news"),
      listTag("job"),
      listTag("page"),
      listTag("legalDocument"),
      listTag("product"),
      listTag("sitePage"),
    ],
  });

  const stamp = (locale: Locale, match: (doc: PageStamp) => boolean) =>
    (
      pages.find((doc) => doc.language === locale && match(doc)) ??
      pages.find((doc) => doc.language === "zh" && match(doc))
    )?._updatedAt;

  const fixed = indexablePages().flatMap((page) => {
    const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, page.path)]));
    const source = page.source;
    return LOCALES.map((locale) => {
      const lastModified =
        source.kind === "page"
          ? stamp(locale, (doc) => doc._type === "page" && doc.pageKey === source.key)
          : source.kind === "legal"
            ? stamp(locale, (doc) => doc._type === "legalDocument" && doc.kind === source.legal)
            : undefined;
      return {
        url: absoluteUrl(localePath(locale, page.path)),
        ...(lastModified ? { lastModified } : {}),
        alternates: { languages: alternates(byLocale) },
      };
    });
  });

  // Stories, posts and the editors' pages (issue 42; those marked noindex are left out by the
  // query): each in its language, with its translation where that is listed too.
  const listed = [...documents, ...sitePages];
  const byId = new Map(listed.map((doc) => [doc._id, doc]));
  const docs = listed.map((doc) => {
    const byLocale: Partial<Record<Locale, string>> = { [doc.language]: documentPath(doc) };
    for (const id of doc.translationIds ?? []) {
      const translation = id ? byId.get(id) : undefined;
      if (translation && translation.language !== doc.language) {
        byLocale[translation.language] = documentPath(translation);
      }
    }
    return {
      url: absoluteUrl(documentPath(doc)),
      lastModified: doc._updatedAt,
      alternates: { languages: alternates(byLocale) },
    };
  });

  // A product is one document with both languages: a page in each, alternates of each other.
  const catalogue = products.flatMap((product) => {
    const doc = { _type: "product", slug: product.slug } as const;
    const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, documentPath(doc, locale)]));
    return LOCALES.map((locale) => ({
      url: absoluteUrl(documentPath(doc, locale)),
      lastModified: product._updatedAt,
      alternates: { languages: alternates(byLocale) },
    }));
  });

  return [...fixed, ...catalogue, ...docs];
}
