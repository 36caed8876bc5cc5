import { defineQuery } from "groq";

// Every GROQ query of the site, defined once. TypeGen reads this file to type the results.

export const HOME_PAGE_QUERY = defineQuery(`*[_type == "homePage" && language == $locale][0]{ heroTitle }`);

/** A job that still takes applications (status open, not past validThrough), preferring the asked language. */
export const OPEN_JOB_QUERY = defineQuery(
  `*[_type == "job" && slug.current == $slug && status == "open" && validThrough >= $today]
    | order(select(language == $locale => 0, 1) asc)[0]{ title, "slug": slug.current, language }`,
);

/** Who is told of each kind of form submission (docs/decisions/0002-content-contract.md). */
export const NOTIFICATION_RECIPIENTS_QUERY = defineQuery(
  `*[_id == "siteSettings"][0].notificationRecipients{ message, application, inquiry }`,
);
