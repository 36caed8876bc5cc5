// The GROQ-powered webhook that tells the site what was published, defined once: the local lake
// sends exactly this (lake/src/webhook.ts), and an operator configures the same filter and
// projection on sanity.io (README, "Webhook"; schemas/src/webhook.test.ts holds the README to it).
// Plain values, so Node can load this file directly.

/** Every document type whose publish changes a page: all the schema's document types, and the
 * translation links (linking two documents refreshes both language versions). */
export const WEBHOOK_TYPES = [
  "news",
  "job",
  "page",
  "sitePage",
  "product",
  "certificate",
  "declaration",
  "teamMember",
  "timelineEvent",
  "legalDocument",
  "mediaContact",
  "siteSettings",
  "menus",
  "redirect",
  "translation.metadata",
] as const;

/**
 * Document types no page shows, so their publish needs no webhook: the applicant mail templates are
 * read by the staff inbox per request, outside the site's cache (issue 41).
 */
export const PAGELESS_TYPES = ["mailTemplates"] as const;

/** The webhook's filter: published documents of these types (drafts off). */
export const WEBHOOK_FILTER = `_type in [${WEBHOOK_TYPES.map((type) => JSON.stringify(type)).join(", ")}]`;

/**
 * The webhook's projection: the document, what its page's address is built from (so that an
 * unpublished document's address is known too: a delete is projected from the document before it),
 * and the documents it is a translation of. `previousSlug` is the slug before this change (GROQ's
 * `before()`, a webhook's delta): the site records a redirect from the old path when it differs
 * (web/src/db/slug-redirects.ts, decision 0075).
 */
export const WEBHOOK_PROJECTION = `{_id, _type, "slug": slug.current, "previousSlug": before().slug.current, language, pageKey, kind, "translations": coalesce(translations[].value._ref, *[_type == "translation.metadata" && references(^._id)][0].translations[].value._ref)}`;
