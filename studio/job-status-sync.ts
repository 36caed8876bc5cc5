// The sync itself, apart from the studio's React code so that it runs against a real lake in a
// unit test (studio/job-status.test.ts). Why and what: studio/job-status.ts.
import type { SanityClient } from "@sanity/client";
import { JOB_STATUSES, type JobStatus } from "@wafer/schemas/constants";

export type { JobStatus };
export const isJobStatus = (value: unknown): value is JobStatus => JOB_STATUSES.includes(value as JobStatus);

const publishedId = (id: string) => id.replace(/^drafts\./, "");

/** The ids of the other versions of a document, linked by translation metadata (published ids). */
const LINKED_QUERY = `*[_type == "translation.metadata" && $id in translations[].value._ref][0].translations[].value._ref`;
/** Their published documents and drafts, with their status. */
const VERSIONS_QUERY = `*[_id in $ids]{ _id, status }`;

/** The documents (published and drafts) whose status differs from `status`. */
export function versionsToChange(versions: { _id: string; status?: unknown }[], status: JobStatus): string[] {
  return versions.filter((version) => version.status !== status).map((version) => version._id);
}

/**
 * Gives every other version of job `documentId` the status `status`. Returns the ids it changed
 * (published ids and drafts), none when the job has no other version or all have it already.
 */
export async function keepLinkedJobStatus(client: SanityClient, documentId: string, status: JobStatus) {
  const id = publishedId(documentId);
  const linked = ((await client.fetch<(string | null)[] | null>(LINKED_QUERY, { id })) ?? []).filter(
    (ref): ref is string => typeof ref === "string" && ref !== id,
  );
  if (linked.length === 0) return [];
  // Raw: drafts too (a client's default perspective is the published one).
  const versions = await client.fetch<{ _id: string; status?: unknown }[]>(
    VERSIONS_QUERY,
    { ids: linked.flatMap((ref) => [ref, `drafts.${ref}`]) },
    { perspective: "raw" },
  );
  const ids = versionsToChange(versions, status);
  if (ids.length === 0) return [];
  const transaction = client.transaction();
  for (const target of ids) transaction.patch(target, (patch) => patch.set({ status }));
  await transaction.commit({ visibility: "sync" });
  return ids;
}
