import { defineQuery } from "groq";

// Every GROQ query of the site, defined once. TypeGen reads this file to type the results
// (`pnpm typegen` writes schemas/src/sanity.types.ts).
// Published-only rule: anything with a `publishedAt` in the future is not there yet.

/** The earliest scheduled publication still in the future (drives time-based revalidation). */
export const NEXT_DUE_QUERY = defineQuery(
  `*[defined(publishedAt) && dateTime(publishedAt) > dateTime(now())] | order(publishedAt asc)[0].publishedAt`,
);

/** Which pages documents have of their own (by id): a published document's translations, for the search engines' push (runtime/publish.ts). */
export const DOCUMENT_PAGES_QUERY = defineQuery(
  `*[_id in $ids && _type in ["news", "job", "page", "legalDocument", "sitePage"]]{ _type, language, "slug": slug.current, pageKey, kind }`,
);

/** The home page's copy in one language: the hero title is the page's h1. */
export const HOME_PAGE_QUERY = defineQuery(
  `*[_type == "page" && pageKey == "home" && language == $locale][0]{ _id, title, heroTitle, intro }`,
);

/** A localized field (localeString/localeText) in the query's language, Chinese when it has no English. */
const LOC = <F extends string>(field: F) =>
  `select($locale == "en" => coalesce(${field}.en, ${field}.zh), ${field}.zh)` as const;

const NEWS_CARD = `_id, title, "slug": slug.current, publishedAt, excerpt, language, coverImage`;
const PUBLISHED = `defined(publishedAt) && dateTime(publishedAt) <= dateTime(now())`;

// Lists are paged in code: groq-js (the embedded source) only slices by constant numbers.
export const NEWS_LIST_QUERY = defineQuery(
  `*[_type == "news" && language == $locale && ${PUBLISHED}] | order(publishedAt desc){ ${NEWS_CARD} }`,
);

export const NEWS_SLUGS_QUERY = defineQuery(
  `*[_type == "news" && ${PUBLISHED}] | order(publishedAt desc){ "slug": slug.current, language }`,
);

/**
 * Every news story, job post, product and editor's page there is, published or not yet, open or closed: the proxy's
 * superset of the paths that may be pages (routing/known-content.ts). Read outside Next's cache.
 */
export const KNOWN_PATHS_QUERY = defineQuery(
  `{
    "news": *[_type == "news"]{ _id, language, "slug": slug.current },
    "jobs": *[_type == "job" && defined(slug.current)].slug.current,
    "products": *[_type == "product" && defined(slug.current)].slug.current,
    "sitePages": *[_type == "sitePage" && defined(slug.current)]{ language, "slug": slug.current }
  }`,
);

/**
 * The proxy's redirects (routing/redirects.ts): the editors' 跳转 documents, and the current path of
 * every document a redirect can lead to (by id: the legacy ?id= links and the recorded renames).
 */
export const REDIRECTS_QUERY = defineQuery(
  `{
    "redirects": *[_type == "redirect" && defined(from)] | order(_updatedAt desc) [0...5000]{
      from, target, toRoute, toAddress, "ref": toDocument._ref
    },
    "documents": *[_type in ["news", "job", "product", "sitePage"] && defined(slug.current)][0...20000]{
      _id, _type, "slug": slug.current, language
    }
  }`,
);

export const NEWS_DETAIL_QUERY = defineQuery(
  `*[_type == "news" && language == $locale && slug.current == $slug && ${PUBLISHED}][0]{
    ${NEWS_CARD}, _updatedAt, body, tags, source,
    "translations": *[_type == "translation.metadata"][references(^._id)][0].translations[]{
      "language": coalesce(language, _key), "slug": value->slug.current, "id": value->_id, "publishedAt": value->publishedAt
    }[defined(publishedAt) && dateTime(publishedAt) <= dateTime(now())],
    "previous": *[_type == "news" && language == $locale && ${PUBLISHED} && publishedAt < ^.publishedAt] | order(publishedAt desc)[0]{ ${NEWS_CARD} },
    "next": *[_type == "news" && language == $locale && ${PUBLISHED} && publishedAt > ^.publishedAt] | order(publishedAt asc)[0]{ ${NEWS_CARD} },
    "related": *[_type == "news" && language == $locale && ${PUBLISHED} && _id != ^._id && count((tags[])[@ in ^.^.tags]) > 0] | order(publishedAt desc)[0...3]{ ${NEWS_CARD} }
  }`,
);

export const NEWS_FEED_QUERY = defineQuery(
  `*[_type == "news" && language == $locale && ${PUBLISHED}] | order(publishedAt desc)[0...50]{ ${NEWS_CARD} }`,
);

/**
 * What the sitemap lists beside the fixed pages: published news and open jobs (status open, last
 * day not past in China time) with the ids of their translations, and when each page document and
 * legal text last changed (the `lastmod` of the fixed pages), and the editors' pages not marked
 * noindex (issue 42).
 */
export const SITEMAP_QUERY = defineQuery(
  `{
    "documents": *[_type in ["news", "job"] && defined(slug.current)
      && (_type != "news" || ${PUBLISHED})
      && (_type != "job" || (status == "open" && dateTime(validThrough + "T23:59:59+08:00") >= dateTime(now())))]{
      _id, _type, language, "slug": slug.current, _updatedAt,
      "translationIds": *[_type == "translation.metadata"][references(^._id)][0].translations[].value._ref
    },
    "pages": *[_type in ["page", "legalDocument"]]{ _id, _type, pageKey, kind, language, _updatedAt },
    "products": *[_type == "product" && defined(slug.current)] | order(order asc){ "slug": slug.current, _updatedAt },
    "sitePages": *[_type == "sitePage" && defined(slug.current) && noindex != true]{
      _id, _type, language, "slug": slug.current, _updatedAt,
      "translationIds": *[_type == "translation.metadata"][references(^._id)][0].translations[].value._ref
    }
  }`,
);

/** The translation of a document into another language, for the language switcher and webhook. */
export const TRANSLATION_IDS_QUERY = defineQuery(
  `*[_type == "translation.metadata" && references($id)][0].translations[].value._ref`,
);

/**
 * The post an application names, in the asked language where it has one, and whether it takes
 * applications: `open` only while it and every version linked to it by translation metadata are
 * open and not past validThrough (issue 41, item 1: with the Chinese version closed, the English one,
 * still open, used to be picked and took the application). The lookup is a chained filter, as in
 * recruitment/queries.ts (groq-js evaluates both sides of `&&`).
 */
export const JOB_APPLICATION_QUERY = defineQuery(
  `*[_type == "job" && slug.current == $slug] | order(select(language == $locale => 0, 1) asc)[0]{
    title, "slug": slug.current, language,
    "open": status == "open" && validThrough >= $today && count(
      coalesce(*[_type == "translation.metadata"][references(^._id)][0].translations[].value->, [])
        [!(status == "open" && validThrough >= $today)]
    ) == 0
  }`,
);

/** Every job post's title per slug and language: the inbox shows HR titles, not slugs (issue 41). */
export const JOB_TITLES_QUERY = defineQuery(
  `*[_type == "job" && defined(slug.current)]{ "slug": slug.current, language, title }`,
);

/**
 * What HR's mail to an applicant is made of (issue 41, item 6): the editors' two templates in the
 * language the person applied in (no fallback to the other language: an English applicant never
 * gets Chinese words; the inbox uses its defaults instead), the job's title in that language (else
 * its other version's), and the company's name.
 */
export const APPLICANT_MAIL_QUERY = defineQuery(
  `{
    "templates": *[_id == "mailTemplates"][0]{
      _id,
      "inviteSubject": select($locale == "en" => inviteSubject.en, inviteSubject.zh),
      "inviteBody": select($locale == "en" => inviteBody.en, inviteBody.zh),
      "declineSubject": select($locale == "en" => declineSubject.en, declineSubject.zh),
      "declineBody": select($locale == "en" => declineBody.en, declineBody.zh)
    },
    "jobTitle": *[_type == "job" && slug.current == $slug] | order(select(language == $locale => 0, 1) asc)[0].title,
    "company": *[_id == "siteSettings"][0]{
      "name": select($locale == "en" => coalesce(companyName.en, companyName.zh), companyName.zh)
    }.name
  }`,
);

/** Who is told of each kind of form submission (docs/decisions/0002-content-contract.md). */
export const NOTIFICATION_RECIPIENTS_QUERY = defineQuery(
  `*[_id == "siteSettings"][0].notificationRecipients{ message, application, inquiry }`,
);

/**
 * What the site shell shows from site settings: company names and the two filing records (footer).
 * Localized fields are read with `select` on $locale: groq-js (the embedded source) treats
 * `field[$locale]` as a filter, not as attribute access, and would always fall back to zh.
 * `_id` tags the cached result with the settings document, so only a settings publish expires it.
 */
export const SHELL_SETTINGS_QUERY = defineQuery(`*[_id == "siteSettings"][0]{
  _id,
  "companyName": select($locale == "en" => coalesce(companyName.en, companyName.zh), companyName.zh),
  "companyShortName": select($locale == "en" => coalesce(companyShortName.en, companyShortName.zh), companyShortName.zh),
  icpNumber,
  icpLink,
  "publicSecurityFilingText": select(
    $locale == "en" => coalesce(publicSecurityFilingText.en, publicSecurityFilingText.zh),
    publicSecurityFilingText.zh
  ),
  publicSecurityFilingLink
}`);

// ---- Menus (issue 42, web/src/navigation/menus.ts) -------------------------------------------
// One item of a menu: a route of the table by key, or a page editors made by reference, with that
// page and its translations (the site links to the version in the visitor's language, and leaves
// the item out where there is none). Their `_id`s tag the cached result, so publishing the page or
// a translation of it refreshes the menus too; `target` carries the referenced id as an `_id` for
// the same reason while the page is not published yet (`page->` is null then, and its first
// publish must still refresh the menus). Labels come whole ({zh, en}): one cache entry serves both
// languages.
const MENU_ITEM = `_key, linkType, routeKey, hidden, label,
    "target": page{ "_id": _ref },
    "pages": [page->{ _id, language, title, "slug": slug.current }]
      + coalesce(*[_type == "translation.metadata" && defined(^.page._ref) && references(^.page._ref)][0].translations[].value->{ _id, language, title, "slug": slug.current }, [])`;

/** The header's groups and the footer's columns (the `menus` singleton). */
export const MENUS_QUERY = defineQuery(`*[_id == "menus"][0]{
  _id,
  groups[]{
    _key, group, hidden, label,
    "items": items[]{ ${MENU_ITEM} },
    "footerItems": footerItems[]{ ${MENU_ITEM} }
  }
}`);

// ---- Site search (issue 6, web/src/search) --------------------------------------------------
// Every searchable document of one language, with the fields the search index reads. News only
// once published; jobs only while open (their last day is checked when searching, in China time).
// Legal texts are searched as pages. Cached with the `search` tag, which every publish expires.
export const SEARCH_DOCUMENTS_QUERY = defineQuery(
  `*[(_type in ["news", "job", "page", "legalDocument", "sitePage"] && language == $locale
    && (_type != "news" || ${PUBLISHED})
    && (_type != "job" || status == "open")) || (_type == "product" && defined(slug.current))]{
    _id, _type, _rev, _updatedAt, language,
    "title": coalesce(title, ${LOC("name")}), "slug": slug.current,
    "summary": ${LOC("summary")},
    "specifications": specifications[]{ "parameter": ${LOC("parameter")}, value },
    "applications": applications[]{ "label": ${LOC("@")} }.label, diameter, waferType,
    publishedAt, excerpt, body, tags,
    pageKey, heroTitle, intro, sections[]{ heading, subheading, body, items[]{ figure, title, text } },
    jobType, category, city, education, postedAt, validThrough, status, responsibilities, requirements, benefits,
    kind
  }`,
);
// ---- end of site search ------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Company pages (issue 6): page copy, products, people, history, contacts, legal texts, /test.
// Localized fields are `{zh, en}` objects read with `select` on $locale (as SHELL_SETTINGS_QUERY):
// English falls back to Chinese field by field. `field[$locale]` would read as an array filter to
// both groq-js and TypeGen. The helper's return type is the exact text, so each query keeps its
// literal type and contentSource().fetch finds its generated result type. Page documents exist
// once per language: both candidates are fetched and the page picks its locale's, else the Chinese one.
// ---------------------------------------------------------------------------------------------

const PAGE_LINK = `link{ label, href }`;

// The page's documents (its locale's and the Chinese one) and the site's name for its metadata.
export const PAGE_COPY_QUERY = defineQuery(
  `{
    "docs": *[_type == "page" && pageKey == $key && language in [$locale, "zh"]]{
      _id, language, title, heroTitle, intro, heroImage, seoDescription,
      sections[]{ _key, key, layout, heading, subheading, body, image, ${PAGE_LINK},
        items[]{ _key, figure, title, text, image, ${PAGE_LINK} } }
    },
    "site": *[_type == "siteSettings"][0]{ _id, "shortName": ${LOC("companyShortName")}, "description": ${LOC("seoDescription")} }
  }`,
);

// ---- Editors' pages (issue 42): a `sitePage` at /<slug> (zh) and /en/<slug> -----------------
// Only the page's own language: like news, an English page exists where its English document
// does (no Chinese fallback under /en).

/** What a call to action's page is addressed by (schemas/src/paths.ts), and its translations'. */
const LINK_TARGET = `{
  _type, language, "slug": slug.current, pageKey, kind,
  "translations": *[_type == "translation.metadata"][references(^._id)][0].translations[]{
    "language": coalesce(language, _key), "slug": value->slug.current
  }
}`;

/**
 * The blocks of an editor's page (`sitePage.sections`), each with its `_type` (web/src/blocks/
 * Sections.tsx dispatches on it) and what its component needs: a section layout as
 * PAGE_COPY_QUERY reads it, a call to action's reference as the fields of its path, a download's
 * file as its content hash (its URL is /media/files/<sha1>.pdf). SITE_PAGE_QUERY projects
 * `sections[]{ ${PAGE_BLOCKS} }`. Recipe: docs/recipes/add-a-block-type.md.
 */
export const PAGE_BLOCKS = `_key, _type,
  _type == "pageSection" => { key, layout, heading, subheading, body, image, ${PAGE_LINK},
    items[]{ _key, figure, title, text, image, ${PAGE_LINK} } },
  _type == "richTextBlock" => { heading, body },
  _type == "imageTextBlock" => { heading, body, image, imagePosition },
  _type == "galleryBlock" => { heading, images },
  _type == "ctaBlock" => { heading, text, label, url, "target": target->${LINK_TARGET} },
  _type == "tableBlock" => { heading, caption, "rows": table.rows[]{ _key, cells } },
  _type == "faqBlock" => { heading, items[]{ _key, question, answer } },
  _type == "fileBlock" => { heading, description, "file": file.asset->{ sha1hash, extension, size } },
  _type == "formBlock" => { heading, intro, kind }` as const;

/** One editor's page by language and path, with its translation's path (hreflang, the switcher). */
export const SITE_PAGE_QUERY = defineQuery(
  `*[_type == "sitePage" && language == $locale && slug.current == $slug][0]{
    _id, _updatedAt, language, title, "slug": slug.current, intro, heroImage,
    seoTitle, seoDescription, ogImage, noindex,
    sections[]{ ${PAGE_BLOCKS} },
    "translations": *[_type == "translation.metadata"][references(^._id)][0].translations[]{
      "language": coalesce(language, _key), "slug": value->slug.current, "id": value->_id
    }[defined(slug)]
  }`,
);

/** The editors' pages' paths, to prerender them and to find a page's own language's list. */
export const SITE_PAGE_SLUGS_QUERY = defineQuery(
  `*[_type == "sitePage" && defined(slug.current)]{ language, "slug": slug.current }`,
);
// ---- end of editors' pages ---------------------------------------------------------------------

/** The search engines' site-verification codes the home page's head carries (site settings). */
export const SITE_VERIFICATION_QUERY = defineQuery(
  `*[_id == "siteSettings"][0].searchVerification{ baidu, bing, google, sogou, so360 }`,
);

export const SITE_CONTACT_QUERY = defineQuery(
  `*[_type == "siteSettings"][0]{
    _id,
    "companyName": ${LOC("companyName")},
    "shortName": ${LOC("companyShortName")},
    "description": ${LOC("seoDescription")},
    "phones": phones[]{ _key, "label": ${LOC("label")}, number },
    "emails": emails[]{ _key, "label": ${LOC("label")}, address },
    "addresses": addresses[]{ _key, "label": ${LOC("label")}, "address": ${LOC("address")} }
  }`,
);

const CERTIFICATE = `_id, standard, number, validFrom, validUntil,
    "issuer": ${LOC("issuer")}, "scope": ${LOC("scope")}, "sites": ${LOC("sites")}` as const;

/** A product's screening data: codes and numbers only, their words are the site's (catalogue/screening.ts). */
const SCREENING = `specStandard, conductivity, dopants, substrateGrades, orientations,
  resistivity{ low, high, standard }, substrateResistivity{ low, high, standard },
  epiThickness{ low, high, standard }, deviceLayer{ low, high, standard }, buriedOxide{ low, high, standard },
  nanotopography{ max, window, standard }, edgeProfile{ template, standard }`;

export const PRODUCTS_QUERY = defineQuery(
  `*[_type == "product"] | order(order asc){
    _id, diameter, waferType, "slug": slug.current,
    "name": ${LOC("name")}, "summary": ${LOC("summary")},
    "applications": applications[]{ _key, "label": ${LOC("@")} },
    "specifications": specifications[]{ _key, "parameter": ${LOC("parameter")}, value },
    screening{ ${SCREENING} },
    "image": image{ asset, "alt": ${LOC("alt")} }
  }`,
);

/** One product's page: every specification row, its certificates, and its image. */
export const PRODUCT_DETAIL_QUERY = defineQuery(
  `*[_type == "product" && slug.current == $slug][0]{
    _id, _updatedAt, diameter, waferType, "slug": slug.current,
    "name": ${LOC("name")}, "summary": ${LOC("summary")},
    "applications": applications[]{ _key, "label": ${LOC("@")} },
    "specifications": specifications[]{ _key, "parameter": ${LOC("parameter")}, value },
    screening{ ${SCREENING} },
    "certificates": certificates[]->{ ${CERTIFICATE} },
    "image": image{ asset, "alt": ${LOC("alt")} }
  }`,
);

/** Every compliance declaration with its PDF's facts, for the quality page's 资料下载 section. */
export const DECLARATIONS_QUERY = defineQuery(`*[_type == "declaration" && defined(file.asset)] | order(order asc){
    _id, kind, revision, issueDate, "title": ${LOC("title")},
    "file": file.asset->{ sha1hash, extension, size, mimeType }
  }`);

/** Every certificate, for the quality page. */
export const CERTIFICATES_QUERY = defineQuery(`*[_type == "certificate"] | order(order asc){ ${CERTIFICATE} }`);

export const TEAM_QUERY = defineQuery(
  `*[_type == "teamMember"] | order(order asc){
    _id, "name": ${LOC("name")}, "role": ${LOC("role")}, "biography": ${LOC("biography")},
    "photo": photo{ asset, "alt": ${LOC("alt")} }
  }`,
);

export const TIMELINE_QUERY = defineQuery(
  `*[_type == "timelineEvent"] | order(date asc, order asc){ _id, date, "title": ${LOC("title")}, "text": ${LOC("text")} }`,
);

export const MEDIA_CONTACTS_QUERY = defineQuery(
  `*[_type == "mediaContact"] | order(order asc){
    _id, "name": ${LOC("name")}, "role": ${LOC("role")}, "region": ${LOC("region")}, phone, email
  }`,
);

export const LEGAL_DOCUMENT_QUERY = defineQuery(
  `*[_type == "legalDocument" && kind == $kind && language in [$locale, "zh"]]{
    _id, language, kind, title, effectiveDate, version, body
  }`,
);

/** The legacy /newsdetail?id=<document id> link: where that item lives now. */
export const NEWS_BY_ID_QUERY = defineQuery(
  `*[_type == "news" && _id == $id && ${PUBLISHED}][0]{ _id, language, "slug": slug.current }`,
);
// --- end of company pages -----------------------------------------------------------------------

/** The company for structured data (web/src/seo): names and contacts in both languages. */
export const ORGANIZATION_QUERY = defineQuery(
  `*[_id == "siteSettings"][0]{
    _id, companyName, companyShortName, seoDescription,
    "phones": phones[]{ label, number },
    "emails": emails[]{ label, address },
    "addresses": addresses[]{ label, address }
  }`,
);
