// Cache tags. A cached query result carries:
// - `doc:<id>` for every document it returned (found by walking the result), so publishing a
//   document refreshes exactly the pages that show it;
// - the tags its caller declared, typically `list:<type>` for queries whose result depends on
//   which documents of a type exist (lists, counts, sitemap), plus `sitemap`, `feed`, `search`.
// - `empty` when it holds no document at all (a slug lookup that found nothing, a list with no
//   items yet): a document published later may be exactly what it was looking for, and neither
//   `doc:` nor the caller's tags would tell, so every publish expires these entries. Without it a
//   page visited before its document existed stays a cached 404 after the publish.
// The webhook turns a published document into the same vocabulary (see `tagsForPublish`).

export const docTag = (id: string) => `doc:${publishedId(id)}`;
export const listTag = (type: string) => `list:${type}`;
export const SITEMAP_TAG = "sitemap";
export const FEED_TAG = "feed";
export const SEARCH_TAG = "search";
export const EMPTY_TAG = "empty";

/** Drafts live at `drafts.<id>`; caches and pages speak of the published id. */
export function publishedId(id: string): string {
  return id.startsWith("drafts.") ? id.slice("drafts.".length) : id;
}

/** Every `doc:` tag for the documents inside a query result, at any depth. */
export function tagsFromResult(result: unknown): string[] {
  const tags = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record._id === "string") tags.add(docTag(record._id));
      for (const child of Object.values(record)) visit(child);
    }
  };
  visit(result);
  return [...tags];
}

/** The tags of one cached query result: the caller's, plus `doc:` per document, or `empty`. */
export function tagsForResult(result: unknown, declared: string[] = []): string[] {
  const docs = tagsFromResult(result);
  return [...new Set([...declared, ...(docs.length > 0 ? docs : [EMPTY_TAG])])];
}

/** What the revalidation webhook tells us about a published, changed or deleted document. */
export interface PublishedDocument {
  _id: string;
  _type: string;
  /** Ids of the document's translations (other languages), when it has any. */
  translations?: (string | null)[] | null;
  /** What its page's address is built from (schemas/src/paths.ts), as the projection sends them. */
  slug?: string | null;
  /** The slug before this change (the projection's `before()`): a renamed document's old path. */
  previousSlug?: string | null;
  language?: string | null;
  pageKey?: string | null;
  kind?: string | null;
}

/**
 * The tags to expire when a document is published: the document and its translations (the pages
 * that show them), the lists of its type (a new or removed item changes them), and the sitemap,
 * feeds and search index, which list documents of every type, and every cached "nothing found".
 */
export function tagsForPublish(doc: PublishedDocument): string[] {
  // A redirect changes no page: the proxy answers it before any render (its table is read again
  // after every publish, routing/redirects.ts).
  if (doc._type === "redirect") return [listTag("redirect")];
  const ids = [doc._id, ...(doc.translations ?? [])].filter((id): id is string => typeof id === "string");
  const tags = new Set([...ids.map(docTag), listTag(doc._type), SITEMAP_TAG, FEED_TAG, SEARCH_TAG, EMPTY_TAG]);
  return [...tags];
}
