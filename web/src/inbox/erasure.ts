import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { ensureInboxTables } from "./store";

// Erasing a person (PIPL), in two steps (issue 41, item 5: one click once deleted everything, and a
// typo someone else's data). Step one looks the address up and shows what would go; step two asks
// for the address again and erases only when it matches exactly. Between the two the address waits
// in the database, one row per admin account (a new look-up replaces it; bounded by the number of
// accounts), and no longer than ERASE_WINDOW_MINUTES: it is personal data itself. The audit log keeps
// the fact (who, when, how much, a hash of the address), never the address or the names; an erasure
// also replaces the address by its hash in earlier audit lines (a list searched by it).

/** How long a look-up may be confirmed: long enough to read it, short enough not to linger. */
export const ERASE_WINDOW_MINUTES = 15;
/** Names listed in the preview: enough to recognise the person, bounded for a busy address. */
const MAX_NAMES = 20;

export interface ErasureCounts {
  message: number;
  application: number;
  inquiry: number;
  resumes: number;
  mails: number;
}

export interface ErasurePreview {
  email: string;
  counts: ErasureCounts;
  names: string[];
}

export const isErasableEmail = (email: string) => email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email);

/** What the audit log keeps of the address: enough to answer "was X erased?" by hashing X again. */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

export const total = (counts: ErasureCounts) => counts.message + counts.application + counts.inquiry;

/** The audit line of an erasure or a look-up: counts and the hash, nothing a person typed. */
export function auditDetail(counts: ErasureCounts, email: string): string {
  return `messages=${counts.message} applications=${counts.application} inquiries=${counts.inquiry} resumes=${counts.resumes} mails=${counts.mails} email-sha256=${emailHash(email)}`;
}

async function ensureErasureTable(db: Db) {
  await ensureInboxTables(db);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS inbox_erasures (
    actor text PRIMARY KEY,
    email text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`);
}

/** Everything stored under one address (case-insensitive, as it is erased), counted per kind. */
export async function previewErasure(db: Db, email: string): Promise<ErasurePreview> {
  await ensureInboxTables(db);
  const [row] = rowsOf<Record<keyof ErasureCounts, number> & { names: string[] | null }>(
    await db.execute(sql`
      WITH s AS (SELECT id, form_type, fields FROM submissions WHERE lower(email) = lower(${email.trim()}))
      SELECT (SELECT count(*) FROM s WHERE form_type = 'message')::int AS message,
             (SELECT count(*) FROM s WHERE form_type = 'application')::int AS application,
             (SELECT count(*) FROM s WHERE form_type = 'inquiry')::int AS inquiry,
             (SELECT count(*) FROM attachments a WHERE a.submission_id IN (SELECT id FROM s))::int AS resumes,
             ((SELECT count(*) FROM outbox o WHERE o.submission_id IN (SELECT id FROM s))
              + (SELECT count(*) FROM inbox_replies r WHERE r.submission_id IN (SELECT id FROM s)))::int AS mails,
             (SELECT array_agg(n ORDER BY n) FROM (
                SELECT DISTINCT coalesce(fields->>'name', fields->>'contactName') AS n FROM s
                WHERE coalesce(fields->>'name', fields->>'contactName', '') <> '' LIMIT ${MAX_NAMES}) names) AS names`),
  );
  return {
    email: email.trim(),
    counts: {
      message: Number(row?.message ?? 0),
      application: Number(row?.application ?? 0),
      inquiry: Number(row?.inquiry ?? 0),
      resumes: Number(row?.resumes ?? 0),
      mails: Number(row?.mails ?? 0),
    },
    names: row?.names ?? [],
  };
}

/** Step one: remember the address this admin looked up (replacing an earlier one). */
export async function holdErasure(db: Db, actor: string, email: string): Promise<void> {
  await ensureErasureTable(db);
  await db.execute(
    sql`DELETE FROM inbox_erasures WHERE created_at < now() - make_interval(mins => ${ERASE_WINDOW_MINUTES})`,
  );
  await db.execute(sql`INSERT INTO inbox_erasures (actor, email) VALUES (${actor}, ${email.trim()})
    ON CONFLICT (actor) DO UPDATE SET email = excluded.email, created_at = now()`);
}

/** The address this admin looked up, while it may still be confirmed. */
export async function heldErasure(db: Db, actor: string): Promise<string | null> {
  await ensureErasureTable(db);
  const [row] = rowsOf<{ email: string }>(
    await db.execute(sql`SELECT email FROM inbox_erasures WHERE actor = ${actor}
      AND created_at >= now() - make_interval(mins => ${ERASE_WINDOW_MINUTES})`),
  );
  return row?.email ?? null;
}

export async function dropErasure(db: Db, actor: string): Promise<void> {
  await ensureErasureTable(db);
  await db.execute(sql`DELETE FROM inbox_erasures WHERE actor = ${actor}`);
}

/**
 * Step two: erase when `typed` is exactly the address looked up. Everything of that address goes
 * with its submissions (resumes, consents, mail, notes, replies: ON DELETE CASCADE). Returns what
 * was erased, "mismatch" (nothing erased, the look-up stays) or "expired" (no look-up to confirm).
 */
export async function confirmErasure(
  db: Db,
  actor: string,
  typed: string,
): Promise<{ email: string; counts: ErasureCounts } | "mismatch" | "expired"> {
  const email = await heldErasure(db, actor);
  if (!email) return "expired";
  if (typed.trim() !== email) return "mismatch";
  const { counts } = await previewErasure(db, email);
  await db.execute(sql`DELETE FROM submissions WHERE lower(email) = lower(${email})`);
  // Earlier audit lines may hold the address (a list searched by it: q=…): they keep the fact, the
  // address becomes its hash, as in the erasure's own line.
  const pattern = email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await db.execute(sql`UPDATE inbox_audit SET detail = regexp_replace(detail, ${pattern}, ${`[erased email-sha256=${emailHash(email)}]`}, 'gi')
    WHERE strpos(lower(detail), lower(${email})) > 0`);
  await dropErasure(db, actor);
  return { email, counts };
}
