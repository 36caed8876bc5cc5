import "server-only";
import { documentPath, documentRoute } from "@wafer/schemas/paths";
import type { Metadata } from "next";
import { companyMetadata } from "@/company/metadata";
import { absoluteUrl } from "@/config/site-url";
import { languageSwitchMetadata } from "@/i18n/alternates";
import { type Locale, localePath, otherLocale } from "@/i18n/config";
import { contentImage } from "@/media/ContentImage";
import type { SitePage } from "./content";

/** The page's paths per language: its own, and its translation's where one is published. */
export function sitePageTranslations(locale: Locale, page: SitePage): Partial<Record<Locale, string>> {
  const other = otherLocale(locale);
  const translation = page.translations?.find((item) => item.language === other && item.slug);
  const own = { [locale]: localePath(locale, documentRoute({ _type: "sitePage", slug: page.slug })) };
  return translation?.slug
    ? { ...own, [other]: documentPath({ _type: "sitePage", slug: translation.slug }, other) }
    : own;
}

/**
 * The head of an editor's page: its SEO title (else its title), description (else its
 * introduction, else the company's), canonical, hreflang to its published translation only, the
 * editors' Open Graph image (else the generated one) and noindex when they ask for it. The
 * language switcher leads to the translation, else to the other language's home page.
 */
export async function sitePageMetadata(locale: Locale, page: SitePage): Promise<Metadata> {
  const path = documentRoute({ _type: "sitePage", slug: page.slug });
  const translations = sitePageTranslations(locale, page);
  const other = otherLocale(locale);
  const image = contentImage(page.ogImage);
  const base = await companyMetadata(
    locale,
    path,
    page.seoTitle || page.title,
    page.seoDescription || page.intro,
    null,
    {
      translations,
      noindex: page.noindex === true,
      ...(image ? { image: null } : {}),
    },
  );
  const switchTo = translations[other]
    ? languageSwitchMetadata(translations)
    : languageSwitchMetadata(translations, { [other]: localePath(other, "/") });
  if (!image) return { ...base, other: switchTo.other };
  // The editors' picture, at its own size (a CDN URL in Sanity mode, the site's /media/ otherwise).
  const url = /^https?:\/\//.test(image.src) ? image.src : absoluteUrl(image.src);
  const card = { url, width: image.width, height: image.height, alt: image.alt || page.title };
  return {
    ...base,
    other: switchTo.other,
    openGraph: { ...base.openGraph, images: [card] },
    twitter: { ...base.twitter, images: [url] },
  };
}
