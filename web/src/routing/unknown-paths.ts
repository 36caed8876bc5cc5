import { isJobCategory } from "@wafer/schemas/constants";
import { ROUTES } from "@wafer/schemas/routes";
import { isSitePagePath } from "@wafer/schemas/site-pages";
import { filterFromKey, idsFromKey } from "@/catalogue/filter";
import type { Locale } from "@/i18n/config";
import { laterPageNumber, newsPageCount } from "@/news/list-pages";

// Which URLs no page can answer, decided in the proxy before anything renders (proxy.ts).
//
// Every unknown URL under a dynamic route (/news/<slug>, /jobs/<slug>, /newsdetail/<id>,
// /societysort/<category>, /news/page/<n>) and every path no route claims used to be rendered
// as a page of its own: the 404 page, once per URL. Made-up URLs have no end (crawlers, bots), and
// rendering each one cost 8 times a cached page and kept the server's memory creeping (issue 17,
// decision 0029). Such a URL is now answered by one 404 page per language (not-found-path.ts),
// rendered once and then served from the cache like any page.
//
// Content paths are judged against a superset of what exists (known-content.ts): every news story
// and job post, published or not yet, open or closed. A path in it is rendered and the page
// decides as before (a scheduled story is still a 404 until it is due); only a path in none of
// them is answered here.

/** What the proxy knows of the content: every story and post that has a page, or may have one. */
export interface KnownContent {
  /** Slugs of the news stories per language. */
  newsSlugs: Record<Locale, ReadonlySet<string>>;
  /** How many stories each language has (its list's later pages). */
  newsCount: Record<Locale, number>;
  /** Ids of the news stories (the old site's /newsdetail?id= links). */
  newsIds: ReadonlySet<string>;
  /** Slugs of the job posts, in every language (English shows a Chinese post without translation). */
  jobSlugs: ReadonlySet<string>;
  /** Slugs of the catalogue's products (one document for both languages). */
  productSlugs: ReadonlySet<string>;
  /** Paths of the editors' pages per language (`/<slug>`; only where that language's document exists). */
  sitePageSlugs: Record<Locale, ReadonlySet<string>>;
}

/** What a path (after the locale) can be. */
export type PathClaim =
  /** A route answers it: a fixed page, or one this file does not judge. */
  | { kind: "route" }
  /** No route can: the 404 page. */
  | { kind: "nothing" }
  /** A page if the content has it. */
  | { kind: "news" | "job" | "newsId" | "product" | "sitePage"; key: string }
  | { kind: "newsPage"; page: number }
  /** A comparison: a page if the content has every product. */
  | { kind: "compare"; keys: string[] };

const ROUTE: PathClaim = { kind: "route" };
const NOTHING: PathClaim = { kind: "nothing" };

/**
 * First segments a one-segment path may have: the route table's pages (app/[locale]/[page] and
 * the routes with a folder of their own), and the routes outside the table. Any other path of one
 * segment is an editor's page where one has it (and its path is one a page may have), else
 * app/[locale]/[page]'s 404; of more segments app/[locale]/[...rest]'s.
 * unknown-paths.test.ts checks this against the folders of app/[locale].
 */
const SINGLE_SEGMENT_ROUTES: ReadonlySet<string> = new Set([
  ...ROUTES.map((route) => route.path.slice(1)).filter((path) => path !== "" && !path.includes("/")),
  "search",
  "jobdetail",
]);

/** Decodes a percent-encoded path segment, as Next hands it to a page (null when it does not decode). */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What `path` (the part after the locale, percent-encoded as in the URL: "/news/abc") can be. */
export function claimOf(path: string): PathClaim {
  const segments = path.split("/").filter((segment) => segment !== "");
  const [first, second, third] = segments;
  if (first === undefined) return ROUTE;
  if (segments.length === 1) {
    if (SINGLE_SEGMENT_ROUTES.has(first)) return ROUTE;
    // An editor's page (issue 42): only a path the studio lets a page have needs the content.
    const slug = decoded(first);
    return slug !== null && isSitePagePath(slug) ? { kind: "sitePage", key: slug } : NOTHING;
  }
  const key = decoded(second as string);
  if (key === null) return ROUTE; // malformed: the proxy and http/incoming.ts answer it
  switch (first) {
    case "news":
      if (segments.length === 2) return { kind: "news", key };
      if (second === "page" && segments.length === 3) {
        const page = laterPageNumber(third as string);
        return page ? { kind: "newsPage", page } : NOTHING;
      }
      return NOTHING;
    case "jobs":
      // A post's application page exists where the post does (closed ones say so, with a way on);
      // for a slug no post has, it is the 404 like the post's page (issue 32, decision 0041).
      if (segments.length === 2 || (segments.length === 3 && third === "apply")) return { kind: "job", key };
      return NOTHING;
    case "newsdetail":
      return segments.length === 2 ? { kind: "newsId", key } : NOTHING;
    case "product":
      // The comparison and the filtered lists (catalogue/filter.ts): bounded, valid keys only.
      if (second === "compare") {
        if (segments.length === 2) return ROUTE;
        const ids = segments.length === 3 ? idsFromKey(decoded(third as string) ?? "") : null;
        return ids ? { kind: "compare", keys: ids } : NOTHING;
      }
      if (second === "filter") {
        return segments.length === 3 && filterFromKey(decoded(third as string) ?? "") ? ROUTE : NOTHING;
      }
      // A product's page, and its datasheet (a PDF route that answers an unknown slug itself).
      if (segments.length === 2) return { kind: "product", key };
      return segments.length === 3 && third === "datasheet" ? { kind: "product", key } : NOTHING;
    case "certificates":
      // A certificate's PDF: a route handler, cheap, that answers an unknown name itself.
      return segments.length === 2 ? ROUTE : NOTHING;
    case "societysort":
    case "campussort":
      return segments.length === 2 && isJobCategory(second as string) ? ROUTE : NOTHING;
    default:
      // No other route has a second segment.
      return NOTHING;
  }
}

/**
 * Whether a page may answer the claim in `locale`. Content claims need `content`; without it (not
 * loaded yet, or a publish made it old) every content path may be a page.
 */
export function mayBePage(claim: PathClaim, locale: Locale, content: KnownContent | null): boolean {
  switch (claim.kind) {
    case "route":
      return true;
    case "nothing":
      return false;
    default:
      if (!content) return true;
      switch (claim.kind) {
        case "news":
          return content.newsSlugs[locale].has(claim.key);
        case "job":
          return content.jobSlugs.has(claim.key);
        case "product":
          return content.productSlugs.has(claim.key);
        case "sitePage":
          return content.sitePageSlugs[locale].has(claim.key);
        case "compare":
          return claim.keys.every((key) => content.productSlugs.has(key));
        case "newsId":
          return content.newsIds.has(claim.key);
        case "newsPage":
          return claim.page <= newsPageCount(content.newsCount[locale]);
      }
  }
}
