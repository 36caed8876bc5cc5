import "server-only";
import { JOB_TITLES_QUERY } from "@/content/queries";
import { contentSource } from "@/content/source";
import { errorField, log } from "@/ops/log";
import type { JobTitle } from "./labels";

/**
 * The titles of every job post (both languages), for the inbox to show instead of slugs. The
 * content backend being down must not keep HR from its applications: the slugs are shown then.
 */
export async function jobTitles(): Promise<JobTitle[]> {
  try {
    return await contentSource().fetch({ query: JOB_TITLES_QUERY, tags: ["job"] });
  } catch (error) {
    log("inbox").warn({ err: errorField(error) }, "job titles unavailable; showing slugs");
    return [];
  }
}
