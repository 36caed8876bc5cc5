// The site's pages, defined once: every place that needs a URL reads this table (the web's
// navigation, search links, sitemap and `[page]` route; the studio's preview locations; the e2e
// route list and scripts/review/screenshots.mjs). Plain values and type-only imports, so Node can load
// this file directly (scripts) and the web can bundle it.
import type { JobType, LegalKind, Locale, PageKey } from "./constants";

/** How a route renders its page (web/src/routing/templates.tsx maps each to a component). */
export type Template =
  | "home"
  | "product"
  | "standard"
  | "stayTuned"
  | "about"
  | "team"
  | "quality"
  | "contact"
  | "mediaContacts"
  | "eirformIndex"
  | "hiring"
  | "newsList"
  | "form"
  | "legal"
  | "confirmEmail"
  | "status";

/** The seven menus of the header, in order (their labels are in the web's dictionaries). */
export const NAV_GROUPS = ["product", "research", "investor", "news", "esg", "talent", "about"] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface SiteRoute {
  /** Unique name of the route; the page key where the route shows a page document. */
  key: string;
  /** The path without locale prefix; English lives under /en (see `routePath`). */
  path: string;
  template: Template;
  /**
   * Where the route file is: "page" routes are rendered by app/[locale]/[page]/page.tsx from this
   * table; "own" routes have their folder under app/[locale]/ (the home page, routes with child
   * routes, routes rendered per request).
   */
  file: "page" | "own";
  /** The page document whose copy the route shows. */
  pageKey?: PageKey;
  legalKind?: LegalKind;
  jobType?: JobType;
  form?: "message" | "inquiry";
  /** Its place in the menus: the group; the item's label is its page's name (PAGE_KEY_LABELS). */
  nav?: { group: NavGroup; comingSoon?: true };
  /** Another route showing the same content, named as this page's canonical URL. */
  canonical?: string;
  /**
   * A page of its own for search engines: listed in the sitemap (with, for a hiring list, its
   * category pages). False for pages that must not be indexed and for those naming a `canonical`.
   */
  indexable: boolean;
  /** The page a nested page belongs to (its breadcrumb), where that is not its menu group's first page. */
  parent?: string;
  /** A search result of this kind links here: a page document (by pageKey) or a legal text (by kind). */
  search?: "page";
}

const page = (key: PageKey, template: Template, extra: Partial<SiteRoute> = {}): SiteRoute => ({
  key,
  path: `/${key}`,
  template,
  file: "page",
  pageKey: key,
  indexable: true,
  search: "page",
  ...extra,
});

export const ROUTES: readonly SiteRoute[] = [
  page("home", "home", { path: "/", file: "own" }),
  page("product", "product", { nav: { group: "product" } }),
  page("research", "standard", { nav: { group: "research" } }),
  page("investor", "stayTuned", { nav: { group: "investor", comingSoon: true } }),
  page("news", "newsList", { file: "own", nav: { group: "news" } }),
  page("contacts", "mediaContacts", { nav: { group: "news" } }),
  page("esg", "stayTuned", { nav: { group: "esg", comingSoon: true } }),
  page("join", "standard", { nav: { group: "talent" } }),
  page("recruit", "standard", { nav: { group: "talent" } }),
  page("trainingAndDevelopment", "standard", {
    path: "/TrainingAndDevelopment",
    nav: { group: "talent" },
  }),
  page("life", "standard", { nav: { group: "talent" } }),
  page("society", "hiring", { jobType: "social", canonical: "/societysort", indexable: false }),
  {
    key: "societysort",
    path: "/societysort",
    template: "hiring",
    file: "own",
    pageKey: "society",
    jobType: "social",
    nav: { group: "talent" },
    indexable: true,
  },
  page("campus", "hiring", { jobType: "campus", canonical: "/campussort", indexable: false }),
  {
    key: "campussort",
    path: "/campussort",
    template: "hiring",
    file: "own",
    pageKey: "campus",
    jobType: "campus",
    nav: { group: "talent" },
    indexable: true,
  },
  page("about", "about", { nav: { group: "about" } }),
  page("makespeech", "standard", { nav: { group: "about" } }),
  page("senseworth", "standard", { nav: { group: "about" } }),
  page("team", "team", { nav: { group: "about" } }),
  page("quality", "quality", { nav: { group: "about" } }),
  page("supplier", "standard", { nav: { group: "about" } }),
  page("safety", "standard", { nav: { group: "about" } }),
  page("contact", "contact", { nav: { group: "about" } }),
  page("message", "form", { form: "message", nav: { group: "about" } }),
  page("eirformIndex", "eirformIndex", { parent: "/product" }),
  {
    key: "eirform",
    path: "/eirform",
    template: "form",
    file: "page",
    form: "inquiry",
    indexable: true,
    parent: "/eirformIndex",
  },
  legal("privacy", "/policy"),
  legal("terms", "/term"),
  legal("disclaimer", "/disclaimers"),
  { key: "handleEmail", path: "/handleEmail", template: "confirmEmail", file: "own", indexable: false },
  { key: "test", path: "/test", template: "status", file: "own", indexable: false },
];

function legal(kind: LegalKind, path: string): SiteRoute {
  return {
    key: path.slice(1),
    path,
    template: "legal",
    file: "page",
    legalKind: kind,
    indexable: true,
    search: "page",
  };
}

/**
 * One instance of each page that has a parameter (a list page, a story, a category, a job, its
 * application form, a search): with the table, the pages the e2e tests and screenshots visit.
 */
export const EXAMPLE_PATHS: readonly string[] = [
  "/news/page/2",
  "/news/shanghai-300mm-capacity",
  "/news?q=300mm",
  "/societysort/processTechnology",
  "/campussort/functionalService",
  "/jobs/epitaxy-process-engineer",
  "/jobs/epitaxy-process-engineer/apply",
  "/product/300mm-epitaxial",
];

/** A site path in a locale: zh is unprefixed, en lives under /en. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === "zh") return clean;
  if (clean === "/") return `/${locale}`;
  if (clean.startsWith("/?") || clean.startsWith("/#")) return `/${locale}${clean.slice(1)}`;
  return `/${locale}${clean}`;
}

export function routeByKey(key: string): SiteRoute {
  const route = ROUTES.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`No route "${key}" in schemas/src/routes.ts`);
  return route;
}

/** The route a search result or a preview of a page document leads to. */
export function pageDocumentPath(pageKey: string): string | null {
  return ROUTES.find((route) => route.pageKey === pageKey && route.search === "page")?.path ?? null;
}

export function legalDocumentPath(kind: string): string | null {
  return ROUTES.find((route) => route.legalKind === kind)?.path ?? null;
}

/** Every page the e2e tests and the screenshot script visit: the table's routes and the examples. */
export function visitedPaths(): string[] {
  return [...ROUTES.map((route) => route.path), ...EXAMPLE_PATHS];
}
