import { ROUTES, routeByKey, type SiteRoute } from "@wafer/schemas/routes";
import { isSitePagePath } from "@wafer/schemas/site-pages";
import type { Metadata } from "next";
import { companyMetadata } from "@/company/metadata";
import { localePath, routeLocale } from "@/i18n/config";
import { NotFoundPage } from "@/route-kit/NotFoundPage";
import { notFoundMetadata } from "@/route-kit/not-found-metadata";
import { PageStructuredData } from "@/seo/StructuredData";
import { sitePage, sitePageSlugs } from "@/site-pages/content";
import { sitePageMetadata } from "@/site-pages/metadata";
import { SitePageView } from "@/site-pages/SitePageView";
import { routeHeading } from "./heading";
import { TEMPLATES } from "./templates";

// Route files read the route table (schemas/src/routes.ts): app/[locale]/[page] renders every
// route whose file is "page"; an "own" route file calls `tableRoute(key)`.

type Params<T = object> = { params: Promise<{ locale: string } & T> };

async function render(route: SiteRoute, params: Params["params"]) {
  const locale = await routeLocale(params);
  const template = TEMPLATES[route.template];
  if (!template) throw new Error(`Template "${route.template}" of route "${route.key}" has its own route file`);
  // Legal texts carry no page structured data (web/src/seo).
  return (
    <>
      {route.template === "legal" ? null : <PageStructuredData locale={locale} path={route.path} />}
      {await template(route, locale)}
    </>
  );
}

async function metadata(route: SiteRoute, params: Params["params"]): Promise<Metadata> {
  const locale = await routeLocale(params);
  const { title, description, site } = await routeHeading(route, locale);
  const canonical = route.canonical ? { canonical: localePath(locale, route.canonical) } : {};
  return companyMetadata(locale, route.path, title, description, site, canonical);
}

/** The page and metadata of the table's route `key`, for a route file of its own. */
export function tableRoute(key: string) {
  const route = routeByKey(key);
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: called once per route module, at import time
    Page: ({ params }: Params) => render(route, params),
    generateMetadata: ({ params }: Params) => metadata(route, params),
  };
}

/** The table's routes without a folder of their own: `/<page>`. */
const byPage = new Map(ROUTES.filter((route) => route.file === "page").map((route) => [route.path.slice(1), route]));

/**
 * Next hands the segment over as written in the URL. An editor's page path is plain lower-case
 * ASCII (schemas/src/site-pages.ts), so a segment that does not decode names none.
 */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The editor's page (issue 42) at `/<page>` in the locale, when no route of the table is there. */
async function editorsPage(locale: Awaited<ReturnType<typeof routeLocale>>, segment: string) {
  const slug = decoded(segment);
  return slug && isSitePagePath(slug) ? sitePage(locale, slug) : null;
}

/**
 * `/<page>`: a route of the table, else an editor's page (a `sitePage`, one segment: the studio
 * refuses every path a route or a reserved prefix has, so the two never meet), else the 404 page.
 */
export const pageSegmentRoute = {
  async generateStaticParams({ params }: Params) {
    const pages = await sitePageSlugs(await routeLocale(params));
    return [...new Set([...byPage.keys(), ...pages.filter(isSitePagePath)])].map((page) => ({ page }));
  },
  async Page({ params }: Params<{ page: string }>) {
    const { page: segment } = await params;
    const route = byPage.get(segment);
    if (route) return render(route, params);
    const locale = await routeLocale(params);
    const page = await editorsPage(locale, segment);
    // An unknown path: the 404 page rendered on the server, as app/[locale]/[...rest] does.
    return page ? <SitePageView locale={locale} page={page} /> : <NotFoundPage locale={locale} />;
  },
  async generateMetadata({ params }: Params<{ page: string }>): Promise<Metadata> {
    const { page: segment } = await params;
    const route = byPage.get(segment);
    if (route) return metadata(route, params);
    const locale = await routeLocale(params);
    const page = await editorsPage(locale, segment);
    return page ? sitePageMetadata(locale, page) : notFoundMetadata(locale);
  },
};
