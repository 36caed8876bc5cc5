import type { APIRequestContext } from "@playwright/test";
import { startSiteUrl } from "../../scripts/run/start-builds.ts";

// What a crawler reads, without a browser: the sitemap, a page's HTML over plain HTTP, and the few
// head tags and links the reach specs (reach.spec.ts, html-validator.spec.ts) look at. The HTML is
// React's own output (double-quoted attributes, `&amp;` in URLs), so a pattern reads it reliably.

/** The public origin the build wrote into its pages (`npm start`'s unless SITE_URL says otherwise). */
export const SITE = startSiteUrl();

/** A URL of the public origin as a path asked of the server under test, wherever it listens. */
export function sitePath(url: string): string {
  if (url.startsWith("/")) return url;
  if (url === SITE) return "/";
  if (!url.startsWith(`${SITE}/`)) throw new Error(`${url} is not on ${SITE}`);
  return url.slice(SITE.length);
}

/** Every `<loc>` of /sitemap.xml. */
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc = ""]) => decodeEntities(loc));
}

export interface FetchedPage {
  status: number;
  type: string;
  html: string;
}

/** A page as a crawler gets it (redirects followed), remembered for the rest of the run. */
const pages = new Map<string, FetchedPage>();
export async function fetchPage(request: APIRequestContext, path: string): Promise<FetchedPage> {
  const known = pages.get(path);
  if (known) return known;
  const response = await request.get(path);
  const type = response.headers()["content-type"] ?? "";
  const page = { status: response.status(), type, html: type.includes("text/html") ? await response.text() : "" };
  pages.set(path, page);
  return page;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The attributes of each tag named `tag` in `html`. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [
        name.toLowerCase(),
        decodeEntities(value),
      ]),
    ),
  );
}

/** The head's part of a page (React streams nothing into it after </head>). */
const headOf = (html: string) => html.slice(0, Math.max(0, html.indexOf("</head>")));

/** The `content` of each `<meta>` whose `property` or `name` is `key`. */
export function metaContents(html: string, key: string): string[] {
  return tags(headOf(html), "meta")
    .filter((meta) => meta.property === key || meta.name === key)
    .map((meta) => meta.content ?? "");
}

/** The canonical URL the page names, if any. */
export function canonicalOf(html: string): string | undefined {
  return tags(headOf(html), "link").find((link) => link.rel === "canonical")?.href;
}

/** Whether the page asks search engines not to index it (`<meta name="robots" content="noindex…">`). */
export function isNoindex(html: string): boolean {
  return metaContents(html, "robots").some((content) => /\bnoindex\b/i.test(content));
}

/** The site paths the page's links lead to (same origin, without fragment), each once. */
export function linkedPaths(html: string): string[] {
  const paths = new Set<string>();
  for (const { href } of tags(html, "a")) {
    if (!href || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, `${SITE}/`);
    if (url.origin !== new URL(SITE).origin) continue;
    paths.add(`${url.pathname}${url.search}`);
  }
  return [...paths];
}
