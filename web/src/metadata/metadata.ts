import type { Metadata } from "next";
import { absoluteUrl } from "@/config/site-url";
import { stegaCleanDeep } from "@/content/stega";
import { htmlLang, LOCALES, type Locale, localePath } from "@/i18n/config";
import { ogImagePath } from "./og-paths";

/*
 * The head of every indexable page, in one place: the title template `<page> | <short name>`,
 * description and keywords in the page's language, an absolute canonical link, hreflang links for
 * zh-CN, en and x-default (the Chinese page), Open Graph and Twitter cards with a generated
 * 1200×630 image. Pages that must not be indexed pass `noindex`.
 */

/** Words a buyer or engineer searches for, in each language; the page's own title comes first. */
export const SITE_KEYWORDS: Record<Locale, readonly string[]> = {
  zh: ["大尺寸硅片", "集成电路硅片", "300mm硅片", "200mm硅片", "抛光片", "外延片", "SOI硅片", "半导体材料"],
  en: [
    "large-diameter silicon wafers",
    "IC silicon wafers",
    "300mm wafers",
    "200mm wafers",
    "polished wafers",
    "epitaxial wafers",
    "SOI wafers",
    "semiconductor materials",
  ],
};

/** What the sentence describing the company says when neither the page nor the settings have one. */
export const FALLBACK_DESCRIPTION: Record<Locale, string> = {
  zh: "中国大尺寸集成电路硅片制造商，提供200mm与300mm抛光片、外延片、氩气退火片及SOI硅片。",
  en: "A Chinese maker of large-diameter IC silicon wafers: 200mm and 300mm polished, epitaxial, argon-annealed and SOI wafers.",
};

export interface PageSeo {
  locale: Locale;
  /** Site path of this page in its locale (`/en/about`). */
  url: string;
  title: string;
  /** The company's short name (the title carries the abbreviation, as the brand is searched for). */
  shortName: string;
  description?: string | null;
  /** Site paths of this page per language; only real translations. Default: this page alone. */
  translations?: Partial<Record<Locale, string>>;
  /** Where the content really lives when this URL shows another page's content. */
  canonical?: string;
  /** Site path of the Open Graph image; null for none. Default: the generated image of `url`. */
  image?: string | null;
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  noindex?: boolean;
}

export function seoMetadata(draftSeo: PageSeo): Metadata {
  // Drafts carry stega characters (content/stega.ts): never in <title>, descriptions or links.
  const seo = stegaCleanDeep(draftSeo);
  const description = seo.description?.trim() || FALLBACK_DESCRIPTION[seo.locale];
  const title = `${seo.title} | ${seo.shortName}`;
  const translations = seo.translations ?? { [seo.locale]: seo.url };
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) {
    const href = translations[locale];
    if (href) languages[htmlLang[locale]] = absoluteUrl(href);
  }
  // x-default: the Chinese page (the site's default language), else this page.
  languages["x-default"] = absoluteUrl(translations.zh ?? seo.url);
  // The canonical page's image: /society shows /societysort's.
  const image = seo.image === undefined ? ogImagePath(seo.locale, seo.canonical ?? seo.url) : seo.image;
  const images = image ? [{ url: absoluteUrl(image), width: 1200, height: 630, alt: seo.title }] : undefined;
  return {
    // Absolute: the layout's template must not add the company name a second time.
    title: { absolute: title },
    description,
    keywords: [seo.title, ...SITE_KEYWORDS[seo.locale]],
    alternates: { canonical: absoluteUrl(seo.canonical ?? seo.url), languages },
    openGraph: {
      type: seo.type ?? "website",
      url: absoluteUrl(seo.url),
      siteName: seo.shortName,
      title,
      description,
      locale: seo.locale === "zh" ? "zh_CN" : "en_US",
      alternateLocale: seo.locale === "zh" ? "en_US" : "zh_CN",
      images,
      ...(seo.type === "article" ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime } : {}),
    },
    twitter: { card: "summary_large_image", title, description, images: images?.map((item) => item.url) },
    ...(seo.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The usual case: a page at the same locale-free path in both languages. */
export function sameInBothLanguages(path: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, path)]));
}
