import { NOT_FOUND_PATH } from "@/config/not-found-path";
import { htmlLang, type Locale, localePath } from "./config";
import { splitLocale } from "./paths";

/*
 * Where the language switcher goes: "the translated document where one exists, else the section's
 * list" (docs/product.md, Languages), and the same page in the other language for every page that is not a document.
 *
 * API for page authors. A page that knows its counterpart publishes it from `generateMetadata`:
 *
 *   export async function generateMetadata({ params }) {
 *     // a news story whose English translation exists at /en/news/<slug>
 *     return { title, ...languageSwitchMetadata({ zh: "/news/a", en: "/en/news/b" }) };
 *     // a job without translation: the switcher goes to the list of its kind instead
 *     return { title, ...languageSwitchMetadata({ zh: "/jobs/x" }, { en: "/en/societysort" }) };
 *   }
 *
 * The first argument becomes `<link rel="alternate" hreflang>` (real translations only: search
 * engines read it too); the second becomes `<meta name="language-switch-<locale>">` (where to go when
 * there is no translation). If you also set `alternates.canonical`, spread `alternates` together.
 * A page that publishes nothing is switched by path: the same path in the other locale, or, for a
 * document path (news and job details), the section's list.
 */

/** Metadata fields that publish a page's URLs in each language. Paths are full site URLs (`/en/...`). */
export function languageSwitchMetadata(
  translations: Partial<Record<Locale, string>>,
  fallbacks: Partial<Record<Locale, string>> = {},
): { alternates: { languages: Record<string, string> }; other: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const [locale, href] of Object.entries(translations) as [Locale, string][]) {
    languages[htmlLang[locale]] = href;
  }
  const other: Record<string, string> = {};
  for (const [locale, href] of Object.entries(fallbacks) as [Locale, string][]) {
    other[`${SWITCH_META_PREFIX}${locale}`] = href;
  }
  return { alternates: { languages }, other };
}

export const SWITCH_META_PREFIX = "language-switch-";

/**
 * Document pages live under these sections (the pages engineer's routes); without published
 * alternates, switching from one of them lands on the section's list rather than on a guess.
 */
const DOCUMENT_SECTIONS: { pattern: RegExp; list: string }[] = [
  { pattern: /^\/news\/[^/]+\/?$/, list: "/news" },
  { pattern: /^\/newsdetail\/?$/, list: "/news" },
  { pattern: /^\/jobs\/[^/]+\/?$/, list: "/societysort" },
  { pattern: /^\/jobdetail\/?$/, list: "/societysort" },
];

/** The URL of the current page in locale `to`. `published` is what the page itself announced, if anything. */
export function switchLocaleHref({
  pathname,
  search = "",
  to,
  published,
}: {
  pathname: string;
  search?: string;
  to: Locale;
  published?: string | null;
}): string {
  if (published) return published;
  const { path } = splitLocale(pathname);
  // The shared 404 page (the proxy's answer to unknown URLs) is rendered once for every such URL,
  // so its own path is no page to offer: the home page. A click reads the visitor's real URL.
  if (path === NOT_FOUND_PATH) return localePath(to, "/");
  const section = DOCUMENT_SECTIONS.find(({ pattern }) => pattern.test(path));
  if (section) return localePath(to, section.list);
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  return localePath(to, path) + query;
}

/** Reads what the current document published for locale `to` (browser only). Same-origin paths only. */
export function readPublishedAlternate(doc: Document, to: Locale): string | null {
  const hreflangs = to === "zh" ? [htmlLang.zh, "zh", "zh-Hans"] : [htmlLang.en, "en-US", "en-GB"];
  const selectors = [
    ...hreflangs.map((lang) => `link[rel="alternate"][hreflang="${lang}"]`),
    `meta[name="${SWITCH_META_PREFIX}${to}"]`,
  ];
  for (const selector of selectors) {
    const element = doc.querySelector(selector);
    const value = element?.getAttribute(element.tagName === "META" ? "content" : "href");
    const path = value ? sameOriginPath(value, doc.location?.origin) : null;
    if (path) return path;
  }
  return null;
}

/** Metadata URLs may be absolute (built on `metadataBase`); navigation needs only the path. */
function sameOriginPath(value: string, origin: string | undefined): string | null {
  try {
    const url = new URL(value, origin ?? "http://localhost");
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
