import type { Metadata } from "next";
import type { Locale } from "@/i18n/config";
import { getDictionary } from "@/i18n/dictionary";

/**
 * The head of the 404 page (NotFoundPage.tsx): its own title, whole (not the site's template), and
 * kept out of search results. Given as the route's metadata rather than a `<title>` in the page,
 * which came in addition to the layout's and left the document with two (issue 43, Nu HTML Checker).
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const { errors } = await getDictionary(locale);
  return { title: { absolute: `404 | ${errors.notFoundTitle}` }, robots: { index: false, follow: true } };
}
