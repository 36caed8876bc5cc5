import "server-only";
import { JOB_CATEGORIES, type JobCategory, type JobType } from "@wafer/schemas/constants";
import type { JOB_DETAIL_QUERY_RESULT, OPEN_JOBS_QUERY_RESULT } from "@wafer/schemas/types";
import { contentSource } from "@/content/source";
import { listTag } from "@/content/tags";
import type { Locale } from "@/i18n/config";
import { JOB_BY_ID_QUERY, JOB_DETAIL_QUERY, JOB_SLUGS_QUERY, OPEN_JOBS_QUERY } from "./queries";

// The shapes are the queries' generated result types (schemas/src/sanity.types.ts).
export type JobRow = OPEN_JOBS_QUERY_RESULT[number];
export type JobDetail = NonNullable<JOB_DETAIL_QUERY_RESULT>;

export function openJobs(locale: Locale, jobType: JobType) {
  return contentSource().fetch({
    query: OPEN_JOBS_QUERY,
    params: { locale, jobType },
    tags: [listTag("job")],
  });
}

/** Open posts per category, in the spec's category order (empty categories included). */
export function countByCategory(jobs: JobRow[]): { category: JobCategory; count: number }[] {
  return JOB_CATEGORIES.map((category) => ({
    category,
    count: jobs.filter((job) => job.category === category).length,
  }));
}

export function jobDetail(locale: Locale, slug: string) {
  return contentSource().fetch({ query: JOB_DETAIL_QUERY, params: { locale, slug } });
}

export async function openJobSlugs() {
  return contentSource().fetch({
    query: JOB_SLUGS_QUERY,
    tags: [listTag("job")],
  });
}

export function jobById(id: string) {
  return contentSource().fetch({ query: JOB_BY_ID_QUERY, params: { id } });
}
