import { ROUTES, routeByKey, type SiteRoute } from "@wafer/schemas/routes";
import type { Metadata } from "next";
import { companyMetadata } from "@/company/metadata";
import { localePath, routeLocale } from "@/i18n/config";
import { NotFoundPage } from "@/route-kit/NotFoundPage";
import { notFoundMetadata } from "@/route-kit/not-found-metadata";
import { PageStructuredData } from "@/seo/StructuredData";
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

export const pageSegmentRoute = {
  generateStaticParams: () => [...byPage.keys()].map((page) => ({ page })),
  async Page({ params }: Params<{ page: string }>) {
    const route = byPage.get((await params).page);
    // An unknown path: the 404 page rendered on the server, as app/[locale]/[...rest] does.
    if (!route) return <NotFoundPage locale={await routeLocale(params)} />;
    return render(route, params);
  },
  async generateMetadata({ params }: Params<{ page: string }>): Promise<Metadata> {
    const route = byPage.get((await params).page);
    return route ? metadata(route, params) : notFoundMetadata(await routeLocale(params));
  },
};
