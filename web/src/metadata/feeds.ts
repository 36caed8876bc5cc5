import type { Locale } from "@/i18n/config";

// The RSS feed of company news in each language (app/feed/[file]/route.ts), announced by every news
// page with <link rel="alternate" type="application/rss+xml">.

export const FEED_TITLE: Record<Locale, string> = { zh: "公司新闻", en: "Company news" };

export const feedPath = (locale: Locale) => `/feed/${locale}.xml`;

/** `alternates.types` of a news page's metadata. */
export function feedAlternate(locale: Locale) {
  return { "application/rss+xml": [{ url: feedPath(locale), title: FEED_TITLE[locale] }] };
}

const XML_ESCAPES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" };
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => XML_ESCAPES[c] ?? c);

/** RFC 822 date-time, as RSS 2.0 requires (`Mon, 23 Nov 2026 08:00:00 GMT`). */
export const rfc822 = (iso: string) => new Date(iso).toUTCString();
