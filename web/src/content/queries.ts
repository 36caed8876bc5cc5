import { defineQuery } from "groq";

// Every GROQ query of the site, defined once. TypeGen reads this file to type the results
// (`pnpm typegen` writes schemas/src/sanity.types.ts).
// Published-only rule: anything with a `publishedAt` in the future is not there yet.

/** The earliest scheduled publication still in the future (drives time-based revalidation). */
export const NEXT_DUE_QUERY = defineQuery(
  `*[defined(publishedAt) && dateTime(publishedAt) > dateTime(now())] | order(publishedAt asc)[0].publishedAt`,
);

/** The home page's copy in one language: the hero title is the page's h1. */
export const HOME_PAGE_QUERY = defineQuery(
  `*[_type == "page" && pageKey == "home" && language == $locale][0]{ _id, title, heroTitle, intro }`,
);

const NEWS_CARD = `_id, title, "slug": slug.current, publishedAt, excerpt, language`;
const PUBLISHED = `defined(publishedAt) && dateTime(publishedAt) <= dateTime(now())`;

// Lists are paged in code: groq-js (the embedded source) only slices by constant numbers.
export const NEWS_LIST_QUERY = defineQuery(
  `*[_type == "news" && language == $locale && ${PUBLISHED}] | order(publishedAt desc){ ${NEWS_CARD} }`,
);

export const NEWS_SLUGS_QUERY = defineQuery(
  `*[_type == "news" && ${PUBLISHED}] | order(publishedAt desc){ "slug": slug.current, language }`,
);

export const NEWS_DETAIL_QUERY = defineQuery(
  `*[_type == "news" && language == $locale && slug.current == $slug && ${PUBLISHED}][0]{
    ${NEWS_CARD}, body, tags, source,
    "translations": *[_type == "translation.metadata" && references(^._id)][0].translations[]{
      "language": _key, "slug": value->slug.current, "id": value->_id, "publishedAt": value->publishedAt
    },
    "previous": *[_type == "news" && language == $locale && ${PUBLISHED} && publishedAt < ^.publishedAt] | order(publishedAt desc)[0]{ ${NEWS_CARD} },
    "next": *[_type == "news" && language == $locale && ${PUBLISHED} && publishedAt > ^.publishedAt] | order(publishedAt asc)[0]{ ${NEWS_CARD} },
    "related": *[_type == "news" && language == $locale && ${PUBLISHED} && _id != ^._id && count((tags[])[@ in ^.^.tags]) > 0] | order(publishedAt desc)[0...3]{ ${NEWS_CARD} }
  }`,
);

export const NEWS_FEED_QUERY = defineQuery(
  `*[_type == "news" && language == $locale && ${PUBLISHED}] | order(publishedAt desc)[0...50]{ ${NEWS_CARD} }`,
);

export const SITEMAP_QUERY = defineQuery(
  `*[_type in ["news", "job"] && defined(slug.current) && (!defined(publishedAt) || ${PUBLISHED}) && (_type != "job" || status == "open")]{
    _id, _type, language, "slug": slug.current, _updatedAt
  }`,
);

/** The translation of a document into another language, for the language switcher and webhook. */
export const TRANSLATION_IDS_QUERY = defineQuery(
  `*[_type == "translation.metadata" && references($id)][0].translations[].value._ref`,
);

/** A job that still takes applications (status open, not past validThrough), preferring the asked language. */
export const OPEN_JOB_QUERY = defineQuery(
  `*[_type == "job" && slug.current == $slug && status == "open" && validThrough >= $today]
    | order(select(language == $locale => 0, 1) asc)[0]{ title, "slug": slug.current, language }`,
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
