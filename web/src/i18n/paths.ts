import { DEFAULT_LOCALE, isLocale, type Locale } from "./config";

// URL rules of the two languages: zh (the default) lives at the root without prefix, en under /en.
// Everything that builds or reads a site URL goes through these two functions.

/** The locale a visible pathname belongs to, and the pathname without its locale prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/?#]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  // `/zh/...` is never a public URL (the proxy redirects it), but it is the internal path after the
  // proxy's rewrite, which is what the router may report: strip it like `/en`.
  if (first && isLocale(first)) {
    return { locale: first, path: match?.[2] || "/" };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || "/" };
}

/** A site path (`/about`, `/news?q=x`) as a URL of the given locale (`/about`, `/en/about`). */
export function localizePath(locale: Locale, path: string): string {
  const normalized = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return normalized;
  if (normalized === "/") return `/${locale}`;
  if (normalized.startsWith("/?") || normalized.startsWith("/#")) return `/${locale}${normalized.slice(1)}`;
  return `/${locale}${normalized}`;
}
