// The path of every document that has a page, defined once: the site's links, search records,
// sitemap, feeds and structured data, and the studio's preview locations all build it here.
// Plain values and type-only imports, like routes.ts, so Node can load this file directly.
import type { Locale } from "./constants";
import { legalDocumentPath, localePath, pageDocumentPath } from "./routes";

/** The fields a document's path is built from, as the queries project them. */
export interface DocumentRef {
  _type: string;
  /** news, job, product and sitePage: the slug (`slug.current`). */
  slug?: string | null;
  /** The document's language (news, jobs, pages, legal texts); a shared document has none. */
  language?: string | null;
  /** page: which page it is. */
  pageKey?: string | null;
  /** legalDocument: which legal text it is. */
  kind?: string | null;
}

/** A document with a slug always has a page. */
type SlugDocument = DocumentRef & { _type: "news" | "job" | "product" | "sitePage"; slug: string };

/** The types with a page of their own per slug, and the folder of that page. */
const SLUG_FOLDERS: Record<string, string> = { news: "/news", job: "/jobs", product: "/product" };

/**
 * A document's site path without the locale prefix (`/news/<slug>`, `/jobs/<slug>`,
 * `/product/<slug>`, an editor's page `/<slug>`, a page's or legal text's route in the route table); null when it has no page.
 */
export function documentRoute(doc: SlugDocument): string;
export function documentRoute(doc: DocumentRef): string | null;
export function documentRoute(doc: DocumentRef): string | null {
  const folder = SLUG_FOLDERS[doc._type];
  if (folder) return doc.slug ? `${folder}/${doc.slug}` : null;
  // An editor's page lives where its slug says, one segment (site-pages.ts).
  if (doc._type === "sitePage") return doc.slug ? `/${doc.slug}` : null;
  if (doc._type === "page") return doc.pageKey ? pageDocumentPath(doc.pageKey) : null;
  if (doc._type === "legalDocument") return doc.kind ? legalDocumentPath(doc.kind) : null;
  return null;
}

/** The language a document's page is in: its own, Chinese when it has none. */
export const documentLocale = (doc: DocumentRef): Locale => (doc.language === "en" ? "en" : "zh");

/**
 * A document's site path in a locale (`/news/<slug>`, `/en/jobs/<slug>`): in `locale` when given,
 * else in the document's own language. Null when the document has no page.
 */
export function documentPath(doc: SlugDocument, locale?: Locale): string;
export function documentPath(doc: DocumentRef, locale?: Locale): string | null;
export function documentPath(doc: DocumentRef, locale?: Locale): string | null {
  const route = documentRoute(doc);
  return route === null ? null : localePath(locale ?? documentLocale(doc), route);
}
