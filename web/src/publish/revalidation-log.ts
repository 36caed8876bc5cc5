import "server-only";
import { getDatabase } from "@/db/client";
import { loadState, saveState } from "@/db/memory";
import { errorField, log } from "@/ops/log";

// The last content revalidation, shown on the /test status page. The webhook route and the page
// are separate server bundles, each with its own copy of this module, so a module variable would
// never be shared: it is kept in the database (every bundle, every instance, every restart).

export interface Revalidation {
  at: string;
  document?: string;
  tags: string[];
}

const KEY = "last-revalidation";

export async function recordRevalidation(entry: Omit<Revalidation, "at">): Promise<void> {
  try {
    const { db } = await getDatabase();
    await saveState(db, KEY, { at: new Date().toISOString(), ...entry } satisfies Revalidation);
  } catch (error) {
    log("revalidate").error({ err: errorField(error) }, "could not record the revalidation");
  }
}

/**
 * When content was last revalidated, on any instance sharing the database (0: never). Throws when
 * the database does not answer. The proxy's list of known stories and jobs is trusted only when
 * it was read after this (routing/known-content.ts).
 */
export async function lastRevalidatedAt(): Promise<number> {
  const { db } = await getDatabase();
  const last = await loadState<Revalidation>(db, KEY);
  return last ? Date.parse(last.at) : 0;
}

export async function lastRevalidation(): Promise<Revalidation | null> {
  try {
    const { db } = await getDatabase();
    return await loadState<Revalidation>(db, KEY);
  } catch {
    return null;
  }
}
