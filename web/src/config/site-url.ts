/*
 * The public origin of the site, the one base of every absolute URL: canonical and hreflang links,
 * Open Graph images, the sitemap, robots.txt, feeds and structured data.
 *
 * Read from SITE_URL when it is used, never inlined at build. A production server refuses to start
 * without it (web/src/instrumentation.ts); `npm start` and the test scripts set it. In development
 * (and while `next build` runs without it) the local server's own address stands in.
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return `http://localhost:${process.env.PORT || 3000}`;
}

/**
 * An absolute URL of a site path (`/en/news` → `https://example.com/en/news`). The root is the
 * bare origin, as Next writes it in metadata, so the sitemap and the canonical links agree.
 */
export function absoluteUrl(path: string): string {
  if (path === "/" || path === "") return siteUrl();
  return `${siteUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Why a production server cannot start, or null when SITE_URL is usable. */
export function siteUrlProblem(value: string | undefined): string | null {
  if (!value?.trim()) {
    return "SITE_URL is not set. Set it to the public origin of the site, e.g. SITE_URL=https://www.example.com (npm start sets http://localhost:$PORT).";
  }
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "http:" && url.protocol !== "https:") return `SITE_URL must be an http(s) URL, got ${value}.`;
    if (url.pathname !== "/" || url.search || url.hash) return `SITE_URL must be an origin without path, got ${value}.`;
    return null;
  } catch {
    return `SITE_URL is not a valid URL: ${value}.`;
  }
}
