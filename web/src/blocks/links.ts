import { documentPath } from "@wafer/schemas/paths";
import type { Locale } from "@/i18n/config";
import type { CtaBlockData, LinkTarget } from "./types";

/** Documents whose page exists in both languages at one address (the route table's pages, products). */
const hasSharedAddress = (type: string) => type === "page" || type === "product";

/**
 * Where a call to action's page is for a visitor reading `locale`: the translation's page when
 * the referenced document has one in that language (an English page that still references the
 * Chinese story links to the English story), else the document's own page. Null when it has none.
 */
export function targetPath(target: LinkTarget, locale: Locale): string | null {
  if (hasSharedAddress(target._type)) return documentPath(target, locale);
  if (target.language && target.language !== locale) {
    const slug = target.translations?.find((translation) => translation.language === locale)?.slug;
    if (slug) return documentPath({ ...target, slug, language: locale });
  }
  return documentPath(target);
}

/** Only a full http(s) address leaves the site (never javascript:, data: or the like). */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** A call to action's address: a page of the site, or another site's full http(s) address. */
export function ctaHref(block: Pick<CtaBlockData, "target" | "url">, locale: Locale): string | null {
  if (block.target) return targetPath(block.target, locale);
  return block.url && isHttpUrl(block.url) ? block.url : null;
}
