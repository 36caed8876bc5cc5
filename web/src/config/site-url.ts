import { config } from "./env.ts";

/*
 * The public origin of the site, the one base of every absolute URL: canonical and hreflang links,
 * Open Graph images, the sitemap, robots.txt, feeds and structured data.
 *
 * Read from SITE_URL at start (config/env.ts), never inlined at build. A production server refuses
 * to start without it (http/startup-checks.ts); `npm start` and the test scripts set it. In development
 * (and while `next build` runs without it) the local server's own address stands in.
 */
export function siteUrl(): string {
  const { SITE_URL, PORT } = config();
  if (SITE_URL) return SITE_URL.replace(/\/+$/, "");
  return `http://localhost:${PORT ?? 3000}`;
}

/**
 * An absolute URL of a site path (`/en/news` → `https://example.com/en/news`). The root is the
 * bare origin, as Next writes it in metadata, so the sitemap and the canonical links agree.
 */
export function absoluteUrl(path: string): string {
  if (path === "/" || path === "") return siteUrl();
  return `${siteUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}
