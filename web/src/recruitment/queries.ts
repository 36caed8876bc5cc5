import { defineQuery } from "groq";

// Jobs on the site: open (status open, valid through today or later, in Beijing time) and in
// the visitor's language, falling back to the Chinese post where no translation exists yet.

const OPEN = `status == "open" && dateTime(validThrough + "T23:59:59+08:00") >= dateTime(now())`;
//
// groq-js evaluates both sides of `&&` and `||`, and `references()` walks a whole document: the
// locale test written as one filter looked up translation metadata across the whole dataset for
// every job, ~1.3 s per query on the seed. Chained filters (`*[cheap][IN_LOCALE]`) and `select`
// (which stops at the first true condition) run that lookup only for the Chinese posts left once
// the cheap conditions have filtered, and only over translation metadata.
const IN_LOCALE = `select(
  language == $locale => true,
  language == "zh" => count(*[_type == "translation.metadata"][references(^._id)][0].translations[_key == $locale]) == 0
)`;
// The two language versions of a post are one job (issue 41, item 1): it is open only while every
// version linked to it by translation metadata is open, so a version HR closed cannot be reopened
// by the other one's stale status. A post without translation metadata stands for itself. The
// lookup is a chained filter for the reason above; it runs only for posts the cheap filters left.
// Evaluated on a job document (`^` is the job inside the lookup).
export const LINKED_VERSIONS = `coalesce(*[_type == "translation.metadata"][references(^._id)][0].translations[].value->, [])`;
export const ALL_VERSIONS_OPEN = `count(${LINKED_VERSIONS}[!(${OPEN})]) == 0`;
const JOB_ROW = `_id, title, "slug": slug.current, jobType, category, city, education, headcount, postedAt, validThrough, language`;

export const OPEN_JOBS_QUERY = defineQuery(
  `*[_type == "job" && jobType == $jobType && ${OPEN}][${IN_LOCALE}][${ALL_VERSIONS_OPEN}] | order(postedAt desc){ ${JOB_ROW} }`,
);

export const JOB_DETAIL_QUERY = defineQuery(
  `*[_type == "job" && slug.current == $slug][${IN_LOCALE}] | order(select(language == $locale => 0, 1) asc)[0]{
    ${JOB_ROW}, status, responsibilities, requirements, benefits,
    "open": ${OPEN} && ${ALL_VERSIONS_OPEN}
  }`,
);

export const JOB_SLUGS_QUERY = defineQuery(
  `*[_type == "job" && ${OPEN}][${ALL_VERSIONS_OPEN}]{ "slug": slug.current, language }`,
);

export const JOB_BY_ID_QUERY = defineQuery(`*[_type == "job" && _id == $id][0]{ "slug": slug.current, language }`);
