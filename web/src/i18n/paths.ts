import { DEFAULT_LOCALE, isLocale, type Locale } from "./config";

// URL rules of the two languages: zh (the default) lives at the root without prefix, en under /en.
// Everything that reads a site URL goes through `splitLocale`; `localePath` (./config) builds one.

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
