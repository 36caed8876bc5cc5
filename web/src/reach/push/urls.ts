import { type DocumentRef, documentRoute } from "@wafer/schemas/paths";
import { absoluteUrl } from "@/config/site-url";
import { isLocale, LOCALES, localePath } from "@/i18n/config";

/**
 * The public URLs a publish (or unpublish) of `doc` changes, for the search engines: its page in
 * its own language; a document shared by both languages (a product) in both. Types with no page of
 * their own (settings, team members, …) have none: the sitemap tells the engines about the rest.
 */
export function pushUrls(doc: DocumentRef): string[] {
  const route = documentRoute(doc);
  if (route === null) return [];
  const locales = isLocale(doc.language) ? [doc.language] : LOCALES;
  return locales.map((locale) => absoluteUrl(localePath(locale, route)));
}
