import { readFileSync } from "node:fs";
import path from "node:path";

// Which route of the app answered a URL, as its template (`/[locale]/news/[page]`), for log lines
// and metric labels: bounded in number, and free of anything a visitor typed. Next does not tell a
// request hook which route it chose, so the URL is matched against the route list the build wrote
// (`.next/routes-manifest.json`, next to the server in `next start` and the standalone folder),
// the way proxy.ts routes it: a page path without a language prefix is Chinese.

interface ManifestRoute {
  page: string;
  regex: string;
}
interface Manifest {
  staticRoutes?: ManifestRoute[];
  dynamicRoutes?: ManifestRoute[];
}
export interface RouteTable {
  match(pathname: string): string | undefined;
}

const LOCALES = ["zh", "en"];
/** The paths proxy.ts sees (its `config.matcher`): pages, not API routes, Next's files or static files. */
const PROXIED = /^\/(?!api|_next|inbox|counter\/GetCounter|.*\..*)/;
/** What every unmatched URL counts as: one label, not one per made-up URL. */
export const UNMATCHED = "(unmatched)";

export function routeTable(manifest: Manifest): RouteTable {
  const routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((route) => ({
    // Next lists a language's prerendered shell (`/en/news/[slug]`) beside the route itself: one label.
    page: route.page.replace(/^\/(zh|en)\//, "/[locale]/").replace(/^\/inbox\/(zh|en)\//, "/inbox/[lang]/"),
    regex: new RegExp(route.regex),
  }));
  return {
    match: (pathname) => routes.find((route) => route.regex.test(pathname))?.page,
  };
}

/** The template of the route answering `url` (path and query as received; the query is ignored). */
export function routeTemplate(url: string, table: RouteTable): string {
  const pathname = (url.split("?")[0] ?? "/") || "/";
  if (pathname.startsWith("/_next/")) return `/_next/${pathname.split("/")[2] ?? ""}`;
  const first = pathname.split("/")[1] ?? "";
  const routed =
    PROXIED.test(pathname) && !LOCALES.includes(first) ? `/zh${pathname === "/" ? "" : pathname}` : pathname;
  return table.match(routed) ?? table.match(pathname) ?? UNMATCHED;
}

/** The build's route table, read once; an empty one (everything unmatched) when there is no build. */
export function loadRouteTable(distDir = path.join(process.cwd(), ".next")): RouteTable {
  try {
    return routeTable(JSON.parse(readFileSync(path.join(distDir, "routes-manifest.json"), "utf8")) as Manifest);
  } catch {
    return routeTable({});
  }
}
