import "server-only";
import { JOB_CATEGORIES, JOB_CATEGORY_LABELS, type JobCategory, type JobType } from "@wafer/schemas/constants";
import { ROUTES, type SiteRoute } from "@wafer/schemas/routes";
import { legalDocument, pageContent } from "@/company/content";
import { LEGAL_KIND_LABELS, type LegalKind, type PageKey } from "@/company/keys";
import { formMessages } from "@/forms/messages";
import type { Locale } from "@/i18n/config";
import { recruitmentMessages } from "@/recruitment/messages";

/*
 * The indexable pages that are not documents, in both languages at the same locale-free path: the
 * route table's indexable routes (schemas/src/routes.ts) and the category pages of the two hiring
 * lists. The sitemap, Open Graph images and breadcrumbs read this one list (documents — news and
 * jobs — come from the content source; see sitemap.ts). Not in it: routes the table marks not
 * indexable (/society and /campus, which name /societysort and /campussort as canonical;
 * /handleEmail, /test), and /news/page/<n>, /search and the application forms, which have no row.
 */

export type PageSource =
  | { kind: "page"; key: PageKey }
  | { kind: "legal"; legal: LegalKind }
  | { kind: "hiring"; jobType: JobType; category?: JobCategory }
  | { kind: "form"; form: "message" | "inquiry" };

export interface IndexablePage {
  /** Locale-free path: `/about`; the English URL is `/en/about`. */
  path: string;
  source: PageSource;
  /** The section a nested page belongs to, for its breadcrumb (a locale-free path). */
  parent?: string;
}

/** What a route shows, for its title. */
function routeSource(route: SiteRoute): PageSource {
  if (route.legalKind) return { kind: "legal", legal: route.legalKind };
  if (route.form) return { kind: "form", form: route.form };
  if (route.jobType) return { kind: "hiring", jobType: route.jobType };
  if (route.pageKey) return { kind: "page", key: route.pageKey };
  throw new Error(`Indexable route "${route.key}" shows neither a page, a legal text, a form nor a hiring list`);
}

/** Its own `parent`, else the page its menu group leads to (the group's first page), unless that is itself. */
function routeParent(route: SiteRoute): string | undefined {
  if (route.parent) return route.parent;
  const group = route.nav?.group;
  const first = group ? ROUTES.find((candidate) => candidate.nav?.group === group) : undefined;
  return first && first.path !== route.path ? first.path : undefined;
}

const PAGES: readonly IndexablePage[] = ROUTES.filter((route) => route.indexable).flatMap((route) => {
  const entry: IndexablePage = { path: route.path, source: routeSource(route), parent: routeParent(route) };
  const jobType = route.jobType;
  // A hiring list is followed by its category pages (/societysort/<category>).
  if (!jobType) return [entry];
  return [
    entry,
    ...JOB_CATEGORIES.map(
      (category): IndexablePage => ({
        path: `${route.path}/${category}`,
        source: { kind: "hiring", jobType, category },
        parent: route.path,
      }),
    ),
  ];
});

/** Every indexable page that is not a document. */
export function indexablePages(): readonly IndexablePage[] {
  return PAGES;
}

export function findIndexablePage(path: string): IndexablePage | undefined {
  return PAGES.find((candidate) => candidate.path === path);
}

/** The title of an indexable page in a locale, as its heading and metadata show it. */
export async function indexablePageTitle(locale: Locale, entry: IndexablePage): Promise<string> {
  const source = entry.source;
  switch (source.kind) {
    case "page":
      return (await pageContent(locale, source.key)).copy.title;
    case "legal":
      return (await legalDocument(locale, source.legal))?.title ?? LEGAL_KIND_LABELS[source.legal][locale];
    case "hiring": {
      const title = recruitmentMessages(locale)[source.jobType === "social" ? "society" : "campus"].title;
      return source.category ? `${JOB_CATEGORY_LABELS[source.category][locale]} · ${title}` : title;
    }
    case "form":
      return formMessages(locale).pages[source.form].title;
  }
}
