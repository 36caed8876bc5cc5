import "server-only";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES, localePath } from "@/i18n/config";
import { documentPath } from "@/search/records";
import { pageFilesDir, writePageFiles } from "./page-files";
import { getPageAsVisitor } from "./page-request";
import { DOCUMENT_PAGES_QUERY } from "./queries";
import { RefreshQueue } from "./refresh-queue";
import { type QueryResult, queryPublished } from "./source";
import { docTag, type PublishedDocument, tagsForPublish } from "./tags";

// After a publish, nginx in front of the instances (deploy/nginx.conf) must stop serving the old
// pages. It keeps a page until it is told otherwise, in two places: the page files this instance
// writes into PAGE_FILES_DIR (page-files.ts), which are written again, and the page cache of each
// nginx listed in NGINX_REFRESH_URLS, asked on its internal refresh listener to fetch the page
// again and store the new answer in place of the old copy. The pages are those whose cached render
// carries one of the expired tags (the route index, web/cache/route-index.mjs). Runs after the
// webhook has answered. A failure is logged and never fails the webhook: the files' 30 s rounds
// and nginx's own validity (1 min) bound how long a page it missed stays old.

/** The route index the route cache handler publishes (web/cache/route-index.mjs). */
interface RouteIndex {
  keysTagged(tags: string[]): Promise<string[]>;
  tagsExpiredSince(tags: string[], since: number): Promise<boolean>;
}
const routeIndex = () => (globalThis as Record<symbol, RouteIndex | undefined>)[Symbol.for("wafer.route-index")];

/** How long to wait for Next to write the tag expiries after the webhook returned. */
const EXPIRY_WAIT_MS = 3000;
const PARALLEL = 4;
/** A publish that touches more pages than this refreshes the first ones; the rest age out. */
export const MAX_PAGES = 400;

/** The nginx refresh listeners, from NGINX_REFRESH_URLS (comma or space separated). */
export function refreshTargets(value = process.env.NGINX_REFRESH_URLS): URL[] {
  const targets: URL[] = [];
  for (const item of (value ?? "").split(/[\s,]+/).filter(Boolean)) {
    try {
      const url = new URL(item);
      if (url.protocol === "http:" || url.protocol === "https:") targets.push(url);
      else console.error(`[proxy-refresh] ignoring ${item}: not an http(s) URL`);
    } catch {
      console.error(`[proxy-refresh] ignoring ${item}: not a URL`);
    }
  }
  return targets;
}

/**
 * The public path of a route cache key. Next names entries `/route-cache/<kind>/<route hash>/$<page
 * path>`, the page path as `normalizePagePath` writes it (`/` is `/index`); pages are cached under
 * their locale (`/zh/news/x`), and Chinese is served without prefix (`/news/x`, `/`). Keys that
 * are not public pages give null.
 */
export function publicPath(routeKey: string): string | null {
  let path = routeKey;
  if (path.startsWith("/route-cache/")) {
    const marker = path.indexOf("/$", "/route-cache/".length);
    if (marker < 0) return null;
    path = path.slice(marker + 2);
  }
  if (path === "/index") path = "/";
  else if (path.startsWith("/index/")) path = path.slice("/index".length);
  if (!path.startsWith("/") || path.startsWith("/_") || path.startsWith("/api/")) return null;
  if (path === `/${DEFAULT_LOCALE}`) return "/";
  if (path.startsWith(`/${DEFAULT_LOCALE}/`)) return path.slice(DEFAULT_LOCALE.length + 1);
  return path;
}

/** The language a public path is in: its prefix, or the default language without one. */
function pathLocale(path: string): string {
  const first = path.split("/")[1] ?? "";
  return (LOCALES as readonly string[]).includes(first) ? first : DEFAULT_LOCALE;
}

/**
 * The requests that replace every copy nginx may hold of a path: with and without gzip, as a
 * visitor whose language cookie is already the page's (deploy/nginx.conf keys `/` and the English
 * pages by it; to other visitors those answer with Set-Cookie, which nginx never stores).
 */
export function refreshRequests(path: string): { path: string; headers: Record<string, string> }[] {
  const locale = pathLocale(path);
  const cookie: Record<string, string> =
    path === "/" || locale !== DEFAULT_LOCALE ? { cookie: `${LOCALE_COOKIE}=${locale}` } : {};
  return [
    { path, headers: { ...cookie, "accept-encoding": "gzip" } },
    { path, headers: { ...cookie } },
  ];
}

/**
 * The pages of the documents themselves (a story's own page in each language), the ones the
 * editor looks at: refreshed before the lists and other stories that show them. Empty when the
 * content cannot say (a deleted document, the backend away).
 */
export async function documentPages(ids: string[]): Promise<string[]> {
  try {
    const docs = await queryPublished<QueryResult<typeof DOCUMENT_PAGES_QUERY>>(DOCUMENT_PAGES_QUERY, { ids });
    return (docs ?? []).flatMap((doc) => {
      const path = documentPath({ _id: "", ...doc });
      return path && isLocale(doc.language) ? [localePath(doc.language, path)] : [];
    });
  } catch {
    return [];
  }
}

function refreshOne(target: URL, path: string, headers: Record<string, string>): Promise<number> {
  return getPageAsVisitor(new URL(path, target), headers).then((answer) => answer.status);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Refreshes one page everywhere nginx keeps it; returns what failed. An urgent page (the one the
 * editor looks at) gets its file first, from a render of this instance; the others are fetched
 * through nginx first, which spreads their renders over the instances, and their files are then
 * written from the shared cache. After the first request renders a page, the others (plain copy,
 * other nginx) are served from the shared cache instead of rendering it again.
 */
async function refreshPage(path: string, urgent: boolean): Promise<string[]> {
  const files = pageFilesDir();
  const failed: string[] = [];
  const throughNginx = async () => {
    for (const target of refreshTargets()) {
      for (const { headers } of refreshRequests(path)) {
        const status = await refreshOne(target, path, headers).catch((error: Error) => error.message);
        if (typeof status !== "number" || status >= 500) failed.push(`${target.host}${path}: ${status}`);
      }
    }
  };
  // Right after a publish Next may still answer STALE (and render in the background), or fail:
  // the file is then kept, so the editor's page is asked for again a few times.
  if (urgent && files) {
    for (let attempt = 1; (await writePageFiles(files, [path])).kept > 0 && attempt < 4; attempt++) await sleep(500);
  }
  await throughNginx();
  if (!urgent && files) await writePageFiles(files, [path]);
  return failed;
}

/** Every publish's pages, this process's renders for them at most PARALLEL at a time. */
const queue = new RefreshQueue(refreshPage, PARALLEL, ["refresh failed"]);

/**
 * Refreshes the page files and, in every configured nginx, the pages that show what the publish of `doc` expired
 * (its tags were expired at `since` or later). The document's own pages come first: they are what
 * the editor looks at. Never throws.
 */
export async function refreshProxyCaches(doc: PublishedDocument, since: number): Promise<void> {
  const targets = refreshTargets();
  const files = pageFilesDir();
  const index = routeIndex();
  if ((targets.length === 0 && !files) || !index) return;
  const tags = tagsForPublish(doc);
  const ids = [doc._id, ...(doc.translations ?? [])].filter((id): id is string => typeof id === "string");
  const firstTags = ids.map(docTag);
  // Looked up while Next writes the tag expiries.
  const ownPages = documentPages(ids);
  try {
    const deadline = Date.now() + EXPIRY_WAIT_MS;
    while (!(await index.tagsExpiredSince(tags, since).catch(() => false))) {
      if (Date.now() > deadline) {
        console.error("[proxy-refresh] tag expiries not seen in the shared cache after 3 s; refreshing anyway");
        break;
      }
      await sleep(20);
    }
    const toPaths = (keys: string[]) => keys.map(publicPath).filter((path): path is string => path !== null);
    // The document's own pages (also one never rendered yet: a new story), then the pages
    // showing it (the index's order is arbitrary), then the pages of the other tags.
    const mine = await ownPages;
    const own = [...new Set([...mine, ...toPaths(await index.keysTagged(firstTags))])];
    const paths = [...new Set([...own, ...toPaths(await index.keysTagged(tags))])];
    if (paths.length > MAX_PAGES) {
      console.error(`[proxy-refresh] ${paths.length} pages affected; refreshing the first ${MAX_PAGES}`);
    }
    // First the document's own pages: they are what the editor checks. When the content cannot
    // name them, the first pages showing it. They go before every page waiting in the queue.
    const first = new Set((mine.length > 0 ? mine : own).slice(0, PARALLEL));
    const results = await Promise.all(paths.slice(0, MAX_PAGES).map((path) => queue.add(path, first.has(path))));
    const failed = results.flat();
    if (failed.length > 0) {
      console.error(`[proxy-refresh] ${failed.length} refreshes failed: ${failed.slice(0, 5).join("; ")}`);
    } else {
      console.info(
        `[proxy-refresh] ${paths.length} pages refreshed in ${targets.length} nginx${files ? " and the page files" : ""}`,
      );
    }
  } catch (error) {
    console.error("[proxy-refresh] refresh failed; nginx serves its copies until they expire:", error);
  }
}
