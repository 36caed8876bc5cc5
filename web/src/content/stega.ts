import type { StegaConfig } from "@sanity/client/stega";
import { stegaClean } from "@sanity/client/stega";

// Stega: in draft mode only, strings in query results carry invisible characters naming the
// document and field they came from (the lake's or Sanity's content source map), which the
// Presentation tool's overlays read to open that field (docs/decisions/0014). Published pages
// never get them: the content source asks for them only with the drafts perspective.

/**
 * Fields whose values code reads rather than shows: the schema's option lists, keys, phone numbers
 * and addresses put into links, metadata-only fields. @sanity/client already leaves slugs, dates, URLs, `_` fields and its own list of names
 * (`href`, `url`, `key`, `layout`, `language`, `status`…) alone. Checked against the schema in
 * stega.test.ts.
 */
export const CODE_FIELDS: ReadonlySet<string> = new Set([
  // option lists
  "jobType",
  "category",
  "status",
  "pageKey",
  "kind",
  "layout",
  "diameter",
  "waferType",
  "language",
  // a page block's options (schemas/src/objects/blocks.ts)
  "imagePosition",
  // a file's hash and type, which make its /media/files/ address (a page's download block)
  "sha1hash",
  "extension",
  // a product's screening data (schemas/src/objects/screening.ts): codes the site turns into labels
  "specStandard",
  "conductivity",
  "dopants",
  "substrateGrades",
  "orientations",
  "template",
  // a certificate's standard (ISO 9001…): an option list, and part of its PDF's file name
  "standard",
  // a redirect's (schemas/src/documents/redirect.ts): codes and addresses the proxy reads
  "target",
  "toRoute",
  "toAddress",
  "from",
  // a menu item's route and group (schemas/src/documents/menus.ts): keys the site looks up
  "linkType",
  "routeKey",
  "group",
  // keys, order, versions
  "key",
  "order",
  "version",
  // put into tel:, mailto: and filing links
  "phone",
  "phones",
  "number",
  "email",
  "emails",
  "contactEmail",
  "contactPhone",
  "notificationRecipients",
  "publicSecurityFilingCode",
  // only ever metadata
  "seoDescription",
  "seoKeywords",
]);

export function stegaConfig(studioUrl: string): StegaConfig & { enabled: true } {
  return {
    enabled: true,
    studioUrl,
    filter: (props) => {
      // Anywhere on the path: an item of `emails` is code-facing whatever its own field is called.
      if (props.sourcePath.some((segment) => typeof segment === "string" && CODE_FIELDS.has(segment))) return false;
      return props.filterDefault(props);
    },
  };
}

/**
 * A value without stega characters, strings inside plain objects and arrays included; other
 * objects (URL, Date) are returned as they are. For what leaves the page body: metadata and
 * `<title>`, JSON-LD, feeds, the sitemap, and strings code compares or puts in URLs.
 */
export function stegaCleanDeep<T>(value: T): T {
  if (typeof value === "string") return stegaClean(value) as T;
  if (Array.isArray(value)) return value.map(stegaCleanDeep) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, stegaCleanDeep(child)])) as T;
  }
  return value;
}

/** The characters stega encodes with (for tests and checks of published output). */
export const STEGA_CHARACTERS = /[\u200B-\u200D\u2060-\u2064\uFEFF]/;
