import "server-only";
import { contentPaths, REDIRECTED_TYPES } from "@wafer/schemas/redirects";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { ensureMemoryTables } from "./memory";
import { rowsOf } from "./rows";

// The redirects the site records itself (decision 0075): when the slug of a published story, job,
// product or page changes, its old paths lead to the document from then on. The webhook tells the
// old slug (`previousSlug`, GROQ's before()), so an edit through the API counts like one in the
// studio. A row names the document, not its path: a second rename needs no new hop (the proxy
// resolves the document's current path), and a deleted document's rows lead nowhere (404).

/** At most this many rows are read into the proxy's table (the oldest beyond are ignored). */
export const MAX_RECORDED = 20_000;

export interface RecordedRedirect {
  from: string;
  documentId: string;
}

/** What the publish webhook tells of a document (content/tags.ts PublishedDocument has these fields). */
export interface RenamedDocument {
  _id: string;
  _type: string;
  slug?: string | null;
  previousSlug?: string | null;
  language?: string | null;
}

const isRedirected = (type: string) => (REDIRECTED_TYPES as readonly string[]).includes(type);

/** The old paths a delivery says were left (none unless a published slug changed). */
export function leftPaths(doc: RenamedDocument): string[] {
  if (!isRedirected(doc._type) || !doc.previousSlug || !doc.slug || doc.previousSlug === doc.slug) return [];
  const now = contentPaths(doc);
  return contentPaths({ ...doc, slug: doc.previousSlug }).filter((path) => !now.includes(path));
}

/**
 * Records the paths a renamed document left, and forgets rows from the paths it has now (a rename
 * back must show the page, not a redirect away from it).
 */
export async function recordSlugChange(db: Db, doc: RenamedDocument): Promise<string[]> {
  if (!isRedirected(doc._type) || !doc.slug) return [];
  const left = leftPaths(doc);
  const id = doc._id.replace(/^drafts\./, "");
  await ensureMemoryTables(db);
  for (const path of contentPaths(doc)) await db.execute(sql`DELETE FROM slug_redirects WHERE from_path = ${path}`);
  for (const from of left) {
    await db.execute(sql`
      INSERT INTO slug_redirects (from_path, document_id) VALUES (${from}, ${id})
      ON CONFLICT (from_path) DO UPDATE SET document_id = excluded.document_id, recorded_at = now()`);
  }
  return left;
}

/** The recorded redirects, newest first, bounded. */
export async function recordedRedirects(db: Db): Promise<RecordedRedirect[]> {
  await ensureMemoryTables(db);
  return rowsOf<{ from_path: string; document_id: string }>(
    await db.execute(
      sql`SELECT from_path, document_id FROM slug_redirects ORDER BY recorded_at DESC LIMIT ${MAX_RECORDED}`,
    ),
  ).map((row) => ({ from: row.from_path, documentId: row.document_id }));
}
