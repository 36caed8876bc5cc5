import "server-only";
import { JOB_CATEGORIES, JOB_CATEGORY_LABELS, type JobCategory, type JobType } from "@wafer/schemas/constants";
import { legalDocument, pageContent } from "@/company/content";
import { LEGAL_KIND_LABELS, type LegalKind, type PageKey } from "@/company/keys";
import { formMessages } from "@/forms/messages";
import type { Locale } from "@/i18n/config";
import { recruitmentMessages } from "@/recruitment/messages";

/*
 * The indexable pages that are not documents: every company page, hiring list and category, legal
 * text and public form, in both languages at the same locale-free path. The sitemap, robots,
 * Open Graph images and the SEO end-to-end test read this one list (documents — news and jobs —
 * come from the content source; see sitemap.ts).
 *
 * When the shared route table (issue 13) lands, `indexablePages()` is the one function to re-point.
 * Left out on purpose: /society and /campus (same list as /societysort and /campussort, which they
 * name as canonical), /news/page/<n>, /search, /handleEmail, /test, application forms.
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

const page = (path: string, key: PageKey, parent?: string): IndexablePage => ({
  path,
  source: { kind: "page", key },
  parent,
});

const HIRING: IndexablePage[] = (["social", "campus"] as const).flatMap((jobType) => {
  const base = jobType === "social" ? "/societysort" : "/campussort";
  return [
    { path: base, source: { kind: "hiring", jobType }, parent: "/join" } satisfies IndexablePage,
    ...JOB_CATEGORIES.map(
      (category): IndexablePage => ({
        path: `${base}/${category}`,
        source: { kind: "hiring", jobType, category },
        parent: base,
      }),
    ),
  ];
});

const PAGES: readonly IndexablePage[] = [
  page("/", "home"),
  page("/product", "product"),
  page("/research", "research"),
  page("/investor", "investor"),
  page("/news", "news"),
  page("/contacts", "contacts", "/news"),
  page("/esg", "esg"),
  page("/join", "join"),
  page("/recruit", "recruit", "/join"),
  page("/TrainingAndDevelopment", "trainingAndDevelopment", "/join"),
  page("/life", "life", "/join"),
  ...HIRING,
  page("/about", "about"),
  page("/makespeech", "makespeech", "/about"),
  page("/senseworth", "senseworth", "/about"),
  page("/team", "team", "/about"),
  page("/quality", "quality", "/about"),
  page("/supplier", "supplier", "/about"),
  page("/safety", "safety", "/about"),
  page("/contact", "contact", "/about"),
  { path: "/message", source: { kind: "form", form: "message" }, parent: "/about" },
  page("/eirformIndex", "eirformIndex", "/product"),
  { path: "/eirform", source: { kind: "form", form: "inquiry" }, parent: "/eirformIndex" },
  { path: "/policy", source: { kind: "legal", legal: "privacy" } },
  { path: "/term", source: { kind: "legal", legal: "terms" } },
  { path: "/disclaimers", source: { kind: "legal", legal: "disclaimer" } },
];

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
