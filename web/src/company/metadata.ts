import "server-only";
import type { Metadata } from "next";
import type { Locale } from "@/i18n/config";
import { localePath } from "@/i18n/config";
import { type PageSeo, sameInBothLanguages, seoMetadata } from "@/metadata/metadata";
import { siteContact } from "./content";

const FALLBACK_NAME = { zh: "硅晶半导体", en: "SCS" };

/** "<page title> | <company short name>", description, links and cards, in the page's locale (web/src/seo). */
export async function companyMetadata(
  locale: Locale,
  path: string,
  title: string,
  description?: string | null,
  known?: { shortName?: string | null; description?: string | null } | null,
  options: Partial<Omit<PageSeo, "locale" | "title" | "shortName" | "description">> = {},
): Promise<Metadata> {
  const site = known ?? (await siteContact(locale));
  return seoMetadata({
    locale,
    url: localePath(locale, path),
    title,
    shortName: site?.shortName || FALLBACK_NAME[locale],
    // A page whose own text is a few words ("stay tuned") is described by the company's sentence too.
    description:
      description && description.length >= 30
        ? description
        : [description?.replace(/[。.!！]+$/, ""), site?.description]
            .filter(Boolean)
            .join(locale === "zh" ? "。" : ". "),
    translations: sameInBothLanguages(path),
    ...options,
  });
}
