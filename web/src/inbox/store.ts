import "server-only";
import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { attachments, consents, type FormType, submissions } from "@/db/schema";
import { beijingDayStart } from "./labels";
import type { Status } from "./roles";

// What the inbox keeps beside the submissions: the status and notes staff give them, replies to
// visitors, sign-in sessions and the audit log. Tables created on first use (like db/memory.ts):
// they belong to this feature alone, and numbered migrations from parallel work cannot collide
// with them (docs/decisions/0046-inbox-in-the-site.md). Status, notes and replies go with their
// submission (ON DELETE CASCADE: a purge or an erasure removes them); the audit log stays.

const ready = new WeakMap<Db, Promise<void>>();

export function ensureInboxTables(db: Db): Promise<void> {
  let done = ready.get(db);
  if (!done) {
    done = (async () => {
      await db.execute(sql`CREATE TABLE IF NOT EXISTS inbox_sessions (
        token_hash text PRIMARY KEY,
        account text NOT NULL,
        roles text NOT NULL,
        csrf text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now())`);
      // How the session was opened: a password session follows the accounts file (auth.ts sessionOf).
      await db.execute(sql`ALTER TABLE inbox_sessions ADD COLUMN IF NOT EXISTS via text NOT NULL DEFAULT 'password'`);
      await db.execute(sql`CREATE TABLE IF NOT EXISTS inbox_triage (
        submission_id uuid PRIMARY KEY REFERENCES submissions(id) ON DELETE CASCADE,
        status text NOT NULL,
        updated_by text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now())`);
      await db.execute(sql`CREATE TABLE IF NOT EXISTS inbox_notes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
        author text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now())`);
      await db.execute(sql`CREATE INDEX IF NOT EXISTS inbox_notes_submission_idx ON inbox_notes (submission_id)`);
      await db.execute(sql`CREATE TABLE IF NOT EXISTS inbox_replies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
        author text NOT NULL,
        locale text NOT NULL,
        to_email text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now())`);
      await db.execute(
        sql`CREATE INDEX IF NOT EXISTS inbox_replies_due_idx ON inbox_replies (status, next_attempt_at)`,
      );
      // What the mail is: a reply to a message, or HR's invitation or decline to an applicant (issue 41).
      await db.execute(sql`ALTER TABLE inbox_replies ADD COLUMN IF NOT EXISTS kind text NOT NULL DEFAULT 'reply'`);
      await db.execute(sql`CREATE TABLE IF NOT EXISTS inbox_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor text NOT NULL,
        action text NOT NULL,
        submission_id uuid,
        detail text NOT NULL DEFAULT '')`);
      // A record's history of statuses, and the log filtered by person (AuditPage), read by index.
      await db.execute(sql`CREATE INDEX IF NOT EXISTS inbox_audit_submission_idx ON inbox_audit (submission_id, id)`);
      await db.execute(sql`CREATE INDEX IF NOT EXISTS inbox_audit_actor_idx ON inbox_audit (actor, id)`);
    })();
    done.catch(() => ready.delete(db));
    ready.set(db, done);
  }
  return done;
}

// ---- listing

export interface ListFilter {
  forms: FormType[];
  job?: string;
  status?: string;
  /** yyyy-mm-dd, inclusive */
  from?: string;
  to?: string;
  /** name, email or phone */
  q?: string;
  limit?: number;
}

export interface ListedSubmission {
  id: string;
  formType: FormType;
  locale: string;
  email: string;
  name: string;
  phone: string;
  job: string;
  createdAt: Date;
  status: Status;
}

/** The conditions of a list filter; `t` is the submission's triage row (its status). */
function filterWhere(filter: ListFilter): SQL[] {
  const where: SQL[] = [inArray(submissions.formType, filter.forms)];
  if (filter.job) where.push(sql`${submissions.fields}->>'position' = ${filter.job}`);
  // Beijing days, as the lists show dates; a day that does not exist (2026-13-45) is no filter.
  const from = beijingDayStart(filter.from);
  if (from) where.push(gte(submissions.createdAt, from));
  const to = beijingDayStart(filter.to);
  if (to) where.push(lt(submissions.createdAt, new Date(to.getTime() + 86_400_000)));
  if (filter.status === "new") where.push(sql`t.status IS NULL`);
  else if (filter.status) where.push(sql`t.status = ${filter.status}`);
  const q = filter.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/[^0-9+]/g, "");
    const phone = sql`regexp_replace(coalesce(${submissions.fields}->>'phone', ${submissions.fields}->>'contactPhone', ''), '[^0-9+]', '', 'g')`;
    where.push(
      or(
        ilike(submissions.email, like),
        sql`coalesce(${submissions.fields}->>'name', ${submissions.fields}->>'contactName') ILIKE ${like}`,
        ...(digits.length >= 3 ? [sql`${phone} LIKE ${`%${digits}%`}`] : []),
      ) as SQL,
    );
  }
  return where;
}

function listed(s: typeof submissions.$inferSelect, status: string | null): ListedSubmission {
  return {
    id: s.id,
    formType: s.formType,
    locale: s.locale,
    email: s.email,
    name: String(s.fields.name ?? s.fields.contactName ?? ""),
    phone: String(s.fields.phone ?? s.fields.contactPhone ?? ""),
    job: String(s.fields.position ?? ""),
    createdAt: s.createdAt,
    status: (status ?? "new") as Status,
  };
}

export async function listSubmissions(db: Db, filter: ListFilter): Promise<ListedSubmission[]> {
  await ensureInboxTables(db);
  if (filter.forms.length === 0) return [];
  const found = await db
    .select({ s: submissions, status: sql<string | null>`t.status` })
    .from(submissions)
    .leftJoin(sql`inbox_triage t`, sql`t.submission_id = ${submissions.id}`)
    .where(and(...filterWhere(filter)))
    .orderBy(desc(submissions.createdAt))
    .limit(filter.limit ?? 500);
  return found.map(({ s, status }) => listed(s, status));
}

/** The newest submission's id and the number of new ones, per form the caller may read. */
export async function liveState(db: Db, forms: FormType[]): Promise<{ latest: string | null; fresh: number }> {
  await ensureInboxTables(db);
  if (forms.length === 0) return { latest: null, fresh: 0 };
  const [row] = rowsOf<{ latest: string | null; fresh: number | string }>(
    await db.execute(sql`
      SELECT (SELECT id::text FROM submissions WHERE form_type IN ${forms} ORDER BY created_at DESC, id DESC LIMIT 1) AS latest,
             (SELECT count(*) FROM submissions s LEFT JOIN inbox_triage t ON t.submission_id = s.id
               WHERE s.form_type IN ${forms} AND t.status IS NULL) AS fresh`),
  );
  return { latest: row?.latest ?? null, fresh: Number(row?.fresh ?? 0) };
}

// ---- export (inbox/export.ts): what to export first, then the rows a page at a time

/**
 * The ids a filter selects (newest first, at most `filter.limit`) and the names of the fields they
 * carry: all the export keeps of the whole selection while it streams (a uuid and a few short
 * names per row), so that the CSV's header can come first and the resumes match its rows.
 */
export async function exportSelection(db: Db, filter: ListFilter): Promise<{ ids: string[]; fieldNames: string[] }> {
  await ensureInboxTables(db);
  if (filter.forms.length === 0) return { ids: [], fieldNames: [] };
  const found = await db
    .select({
      id: submissions.id,
      keys: sql<string[] | null>`(SELECT jsonb_agg(k) FROM jsonb_object_keys(${submissions.fields}) AS k)`,
    })
    .from(submissions)
    .leftJoin(sql`inbox_triage t`, sql`t.submission_id = ${submissions.id}`)
    .where(and(...filterWhere(filter)))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(filter.limit ?? 500);
  const names = new Set<string>();
  for (const row of found) for (const key of row.keys ?? []) names.add(key);
  return { ids: found.map((row) => row.id), fieldNames: [...names] };
}

/** The listed rows and all fields of these submissions, in the order of `ids`. */
export async function exportRows(
  db: Db,
  ids: string[],
): Promise<(ListedSubmission & { fields: Record<string, unknown> })[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ s: submissions, status: sql<string | null>`t.status` })
    .from(submissions)
    .leftJoin(sql`inbox_triage t`, sql`t.submission_id = ${submissions.id}`)
    .where(inArray(submissions.id, ids));
  const byId = new Map(found.map(({ s, status }) => [s.id, { ...listed(s, status), fields: s.fields }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A submission's files without their bytes (those are read a slice at a time: attachmentSlices). */
export async function attachmentsListed(db: Db, submissionId: string) {
  return db
    .select({
      id: attachments.id,
      fileName: attachments.fileName,
      // The stored length itself (cheap: PostgreSQL knows it without reading the value).
      size: sql<number>`octet_length(${attachments.data})`.mapWith(Number),
      scanStatus: attachments.scanStatus,
    })
    .from(attachments)
    .where(eq(attachments.submissionId, submissionId));
}

/**
 * Bytes read per query: PGlite answers on the event loop's own thread, so a slice also bounds how
 * long other requests wait on it (a whole 10 MB resume: about 300 ms on a busy two-core server, a
 * slice a few ms), and what the export holds at once.
 */
const SLICE = 256 * 1024;

/** A file's bytes a slice at a time (nothing once the file is gone: erased or purged meanwhile). */
export async function* attachmentSlices(db: Db, attachmentId: string): AsyncGenerator<Uint8Array> {
  for (let at = 0; ; at += SLICE) {
    // As base64 text, decoded by Node: a third fewer bytes to copy out of the database and to
    // collect afterwards than bytea's hex text, on either driver.
    const [row] = await db
      .select({
        part: sql<string | null>`encode(substring(${attachments.data} from ${at + 1} for ${SLICE}), 'base64')`,
      })
      .from(attachments)
      .where(eq(attachments.id, attachmentId));
    const part = row?.part ? Buffer.from(row.part, "base64") : null;
    if (!part || part.length === 0) return;
    yield part;
    if (part.length < SLICE) return;
  }
}

// ---- one submission

export async function findSubmission(db: Db, id: string) {
  await ensureInboxTables(db);
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({ s: submissions, consent: consents })
    .from(submissions)
    .leftJoin(consents, eq(consents.submissionId, submissions.id))
    .where(eq(submissions.id, id));
  if (!row) return null;
  const files = await db
    .select({
      id: attachments.id,
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      size: attachments.size,
      scanStatus: attachments.scanStatus,
    })
    .from(attachments)
    .where(eq(attachments.submissionId, id));
  const [triage] = rowsOf<{ status: string; updated_by: string; updated_at: string }>(
    await db.execute(sql`SELECT status, updated_by, updated_at FROM inbox_triage WHERE submission_id = ${id}`),
  );
  const notes = rowsOf<{ id: string; author: string; body: string; created_at: string }>(
    await db.execute(
      sql`SELECT id, author, body, created_at FROM inbox_notes WHERE submission_id = ${id} ORDER BY created_at`,
    ),
  );
  const replies = rowsOf<{
    id: string;
    author: string;
    subject: string;
    body: string;
    status: string;
    created_at: string;
    sent_at: string | null;
    locale: string;
    attempts: number;
    last_error: string | null;
    kind: string;
  }>(
    await db.execute(
      sql`SELECT id, author, subject, body, status, created_at, sent_at, locale, attempts, last_error, kind FROM inbox_replies WHERE submission_id = ${id} ORDER BY created_at`,
    ),
  );
  return {
    submission: row.s,
    consent: row.consent,
    files,
    status: (triage?.status ?? "new") as Status,
    notes,
    replies,
  };
}
export type SubmissionDetail = NonNullable<Awaited<ReturnType<typeof findSubmission>>>;

export async function attachmentOf(db: Db, attachmentId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(attachmentId)) return null;
  const [row] = await db
    .select({ file: attachments, formType: submissions.formType })
    .from(attachments)
    .innerJoin(submissions, eq(submissions.id, attachments.submissionId))
    .where(eq(attachments.id, attachmentId));
  return row ?? null;
}

// ---- changes

export async function setStatus(db: Db, id: string, status: Status, actor: string) {
  await ensureInboxTables(db);
  await db.execute(sql`
    INSERT INTO inbox_triage (submission_id, status, updated_by, updated_at) VALUES (${id}, ${status}, ${actor}, now())
    ON CONFLICT (submission_id) DO UPDATE SET status = excluded.status, updated_by = excluded.updated_by, updated_at = now()`);
}

export async function addNote(db: Db, id: string, body: string, actor: string) {
  await ensureInboxTables(db);
  await db.execute(sql`INSERT INTO inbox_notes (submission_id, author, body) VALUES (${id}, ${actor}, ${body})`);
}

export async function audit(db: Db, actor: string, action: string, submissionId: string | null, detail = "") {
  await ensureInboxTables(db);
  await db.execute(
    sql`INSERT INTO inbox_audit (actor, action, submission_id, detail) VALUES (${actor}, ${action}, ${submissionId}, ${detail})`,
  );
}

/** What the audit page asks for: a person, an action, Beijing days (inclusive), and the page's end. */
export interface AuditFilter {
  actor?: string;
  action?: string;
  /** yyyy-mm-dd, Beijing days, inclusive */
  from?: string;
  to?: string;
  /** Only entries older than this id (the previous page's last one). */
  before?: number;
  limit?: number;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  submission_id: string | null;
  detail: string;
  /** The record's kind and the name it was sent under, while it exists (null once purged or erased). */
  form_type: FormType | null;
  name: string | null;
}

/** The most entries one page of the audit log shows. */
export const AUDIT_PAGE = 100;

/** Newest first, one page (`limit`, at most AUDIT_PAGE), and whether older entries match too. */
export async function auditLog(db: Db, filter: AuditFilter = {}): Promise<{ entries: AuditEntry[]; more: boolean }> {
  await ensureInboxTables(db);
  const limit = Math.min(Math.max(1, filter.limit ?? AUDIT_PAGE), AUDIT_PAGE);
  const where: SQL[] = [sql`true`];
  if (filter.actor) where.push(sql`a.actor = ${filter.actor}`);
  if (filter.action) where.push(sql`a.action = ${filter.action}`);
  const from = beijingDayStart(filter.from);
  if (from) where.push(sql`a.at >= ${from.toISOString()}::timestamptz`);
  const to = beijingDayStart(filter.to);
  if (to) where.push(sql`a.at < ${new Date(to.getTime() + 86_400_000).toISOString()}::timestamptz`);
  if (filter.before && Number.isSafeInteger(filter.before)) where.push(sql`a.id < ${filter.before}`);
  const rows = rowsOf<AuditEntry>(
    await db.execute(sql`
      SELECT a.id::text AS id, a.at, a.actor, a.action, a.submission_id, a.detail, s.form_type,
             coalesce(s.fields->>'name', s.fields->>'contactName') AS name
        FROM inbox_audit a LEFT JOIN submissions s ON s.id = a.submission_id
       WHERE ${sql.join(where, sql` AND `)}
       ORDER BY a.id DESC LIMIT ${limit + 1}`),
  );
  return { entries: rows.slice(0, limit), more: rows.length > limit };
}

export interface StatusChange {
  at: string;
  actor: string;
  from: Status;
  to: Status;
}

/**
 * A record's statuses over time, from the audit log: each "status" entry holds the status set, so
 * the one before it is the previous entry's (a record starts as "new").
 */
export async function statusHistory(db: Db, submissionId: string): Promise<StatusChange[]> {
  await ensureInboxTables(db);
  const rows = rowsOf<{ at: string; actor: string; detail: string }>(
    await db.execute(sql`
      SELECT at, actor, detail FROM inbox_audit
       WHERE submission_id = ${submissionId} AND action = 'status' ORDER BY id`),
  );
  let previous: Status = "new";
  return rows.map((row) => {
    const change = { at: row.at, actor: row.actor, from: previous, to: row.detail as Status };
    previous = change.to;
    return change;
  });
}

/** The notes of these submissions, oldest first, per submission (for the workbook). */
export async function notesOf(
  db: Db,
  ids: string[],
): Promise<Map<string, { author: string; body: string; at: string }[]>> {
  const byId = new Map<string, { author: string; body: string; at: string }[]>();
  if (ids.length === 0) return byId;
  await ensureInboxTables(db);
  const rows = rowsOf<{ submission_id: string; author: string; body: string; created_at: string }>(
    await db.execute(sql`
      SELECT submission_id, author, body, created_at FROM inbox_notes
       WHERE submission_id IN ${ids} ORDER BY created_at, id`),
  );
  for (const row of rows) {
    const list = byId.get(row.submission_id) ?? [];
    list.push({ author: row.author, body: row.body, at: row.created_at });
    byId.set(row.submission_id, list);
  }
  return byId;
}
