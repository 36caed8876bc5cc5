import type { Locale } from "@/i18n/config";
import { splitLocale } from "@/i18n/paths";

// The generated Open Graph image of a page: /og/<locale>/<path>.png (the home page is `home`).
// The extension keeps the proxy's locale routing off these URLs (its matcher skips files).

/** `/en/news/abc` (a site path in any locale) → `/og/en/news/abc.png`. */
export function ogImagePath(locale: Locale, url: string): string {
  const { path } = splitLocale(url);
  return `/og/${locale}${path === "/" ? "/home" : path}.png`;
}

/** The locale-free page path an image URL's segments name, or null. */
export function pathOfOgImage(segments: string[]): string | null {
  const last = segments.at(-1);
  if (!last?.endsWith(".png")) return null;
  const parts = [...segments.slice(0, -1), last.slice(0, -".png".length)].map((part) => decodeURIComponent(part));
  const path = `/${parts.join("/")}`;
  return path === "/home" ? "/" : path;
}
