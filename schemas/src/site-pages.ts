// Where an editor's page (a `sitePage`, issue 42) may live, defined once: the studio's validation
// refuses any other path, and the web's routing (web/src/routing/unknown-paths.ts) claims only
// paths that pass. A page has ONE segment, `/<slug>` (English `/en/<slug>`): every deeper path
// belongs to a folder of the route table, and one segment keeps the proxy's judgement a set lookup.
// Plain values, like routes.ts, so Node can load this file directly.
import { ROUTES } from "./routes";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./rules";

/**
 * First segments that are the site's own and never an editor's page, beyond the route table:
 * the servers' prefixes (/api, /inbox, /media, /_next, /og, /feed, /counter, /manifest), the
 * languages (/en, /zh), the studio, the folders of app/[locale] (search, a story, a job, a
 * product, a certificate), the old site's `?id=` links (/newsdetail, /jobdetail) and the 404 page
 * (/_/not-found). web/src/routing/site-page-paths.test.ts holds this list to the app's folders.
 */
export const RESERVED_SEGMENTS: readonly string[] = [
  "api",
  "inbox",
  "media",
  "_next",
  "_",
  "en",
  "zh",
  "og",
  "feed",
  "counter",
  "manifest",
  "studio",
  "search",
  "news",
  "jobs",
  "product",
  "certificates",
  "newsdetail",
  "jobdetail",
  "sitemap.xml",
  "robots.txt",
];

/** The old site's detail links, answered by `?id=` (/newsdetail?id=…): never a page's path. */
const LEGACY_ID_SEGMENTS: readonly string[] = ["newsdetail", "jobdetail"];

/** First segments of the route table's paths, lower-cased (/TrainingAndDevelopment). */
const ROUTE_SEGMENTS: ReadonlyMap<string, string> = new Map(
  ROUTES.filter((route) => route.path !== "/").map((route) => [
    (route.path.split("/")[1] ?? "").toLowerCase(),
    route.path,
  ]),
);

export type SitePagePathProblem =
  | { kind: "format" }
  | { kind: "tooLong" }
  | { kind: "route"; path: string }
  | { kind: "legacy"; path: string }
  | { kind: "reserved"; path: string };

/**
 * What is wrong with `slug` as an editor's page path, or null when a page may live there (its
 * uniqueness among pages of one language is the studio's separate, dataset-backed check).
 * Lower-case comparison: /trainingAndDevelopment must not shadow /TrainingAndDevelopment.
 */
export function sitePagePathProblem(slug: string): SitePagePathProblem | null {
  const first = slug.replace(/^\/+/, "").split("/")[0]?.toLowerCase() ?? "";
  if (LEGACY_ID_SEGMENTS.includes(first)) return { kind: "legacy", path: `/${first}` };
  const route = ROUTE_SEGMENTS.get(first);
  if (route) return { kind: "route", path: route };
  if (RESERVED_SEGMENTS.includes(first)) return { kind: "reserved", path: `/${first}` };
  if (slug.length > SLUG_MAX_LENGTH) return { kind: "tooLong" };
  if (!SLUG_PATTERN.test(slug)) return { kind: "format" };
  return null;
}

/** Whether a page may live at `/<slug>`: what the web's proxy checks before it asks the content. */
export const isSitePagePath = (slug: string): boolean => sitePagePathProblem(slug) === null;

/** The studio's message for a path problem: Chinese first (the editors'), then English. */
export function sitePagePathMessage(problem: SitePagePathProblem): string {
  switch (problem.kind) {
    case "format":
      return "网址只能使用小写英文字母、数字和单个连字符，且只有一段，例如 semicon-2027 / The path may only use lower-case letters, digits and single hyphens, one segment, e.g. semicon-2027";
    case "tooLong":
      return `网址不能超过${SLUG_MAX_LENGTH}个字符 / The path must be at most ${SLUG_MAX_LENGTH} characters`;
    case "route":
      return `网址与网站已有页面 ${problem.path} 冲突，请换一个 / The path collides with the site's page ${problem.path}`;
    case "legacy":
      return `网址 ${problem.path} 是旧网站链接（?id=）使用的地址，请换一个 / ${problem.path} answers the old site's ?id= links`;
    case "reserved":
      return `网址 ${problem.path} 为系统保留，请换一个 / ${problem.path} is reserved by the site`;
  }
}

/** The slug field's rule: null-safe, `true` or the message. */
export function checkSitePagePath(slug: { current?: string } | undefined): true | string {
  const current = slug?.current;
  if (!current) return true; // `required` reports a missing path
  const problem = sitePagePathProblem(current);
  return problem ? sitePagePathMessage(problem) : true;
}

/** The message when another page of the same language has the path already. */
export const SITE_PAGE_TAKEN_MESSAGE =
  "同一语言中已有页面使用这个网址，请换一个 / Another page in this language has this path";
