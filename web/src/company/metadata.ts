import "server-only";
import type { Metadata } from "next";
import type { Locale } from "@/i18n/config";
import { localePath } from "@/i18n/config";
import { siteContact } from "./content";

const FALLBACK_NAME = { zh: "硅晶半导体", en: "SCS" };

/** "<page title> | <company short name>" and a description, in the page's locale. */
export async function companyMetadata(
  locale: Locale,
  path: string,
  title: string,
  description?: string | null,
  known?: { shortName?: string | null; description?: string | null } | null,
): Promise<Metadata> {
  const site = known ?? (await siteContact(locale));
  const short = site?.shortName || FALLBACK_NAME[locale];
  return {
    // Absolute: the page title already carries the company name; a layout template must not add it again.
    title: { absolute: `${title} | ${short}` },
    description: description || site?.description || undefined,
    alternates: {
      canonical: localePath(locale, path),
      languages: { "zh-CN": localePath("zh", path), en: localePath("en", path) },
    },
  };
}
