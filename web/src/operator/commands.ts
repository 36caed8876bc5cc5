// Operator tasks on stored submissions: list, export (CSV plus attachment files) and purge (data
// minimisation). Run through `pnpm submissions …` (scripts/ops/submissions.mjs).
import { mkdir, open, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { consents, type FormType, outbox, submissions } from "@/db/schema";
import { type Scan, scannedAttachments } from "@/virus-scan/attachments";

export interface Filter {
  type?: FormType;
  limit?: number;
}

async function rows(db: Db, filter: Filter) {
  const where: SQL[] = [];
  if (filter.type) where.push(eq(submissions.formType, filter.type));
  const query = db
    .select({
      submission: submissions,
      policyVersion: consents.policyVersion,
      consentedAt: consents.consentedAt,
      mailStatus: outbox.status,
      mailAttempts: outbox.attempts,
    })
    .from(submissions)
    .leftJoin(consents, eq(consents.submissionId, submissions.id))
    .leftJoin(outbox, eq(outbox.submissionId, submissions.id))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(submissions.createdAt));
  return filter.limit ? query.limit(filter.limit) : query;
}

export async function listSubmissions(db: Db, filter: Filter = {}): Promise<string> {
  const found = await rows(db, { limit: 50, ...filter });
  const lines = found.map(({ submission: s, mailStatus }) => {
    const f = s.fields;
    const what = String(f.title ?? f.position ?? f.company ?? "");
    return [
      s.createdAt.toISOString().slice(0, 19).replace("T", " "),
      s.formType.padEnd(11),
      s.email.padEnd(32),
      (mailStatus ?? "-").padEnd(7),
      s.emailConfirmedAt ? "confirmed" : "         ",
      what.slice(0, 40),
      s.id,
    ].join("  ");
  });
  return [`${found.length} submission(s), newest first`, ...lines].join("\n");
}

/** Excel and friends run cells starting with these as formulas: neutralise them. */
export function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : value == null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows read per query by the export: a few hundred KB of fields at most. */
const EXPORT_PAGE = 200;

/** The names of the fields the export's rows carry (the CSV's header comes before its rows). */
async function fieldNamesOf(db: Db, filter: Filter): Promise<string[]> {
  const found = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT DISTINCT k AS name FROM (
        SELECT fields FROM submissions
        WHERE ${filter.type ? sql`form_type = ${filter.type}` : sql`true`}
        ORDER BY created_at DESC, id DESC
        ${filter.limit ? sql`LIMIT ${filter.limit}` : sql``}) AS s,
      jsonb_object_keys(s.fields) AS k`),
  );
  return found.map((row) => row.name).sort();
}

/**
 * The export's rows newest first, a page at a time: keyset pagination on (created_at, id), the
 * time carried as PostgreSQL's own text so its microseconds survive (a JS Date keeps milliseconds).
 */
async function* pagesOf(db: Db, filter: Filter) {
  let after: { at: string; id: string } | null = null;
  let left = filter.limit || Number.POSITIVE_INFINITY;
  while (left > 0) {
    const where: SQL[] = [];
    if (filter.type) where.push(eq(submissions.formType, filter.type));
    if (after)
      where.push(sql`(${submissions.createdAt}, ${submissions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    const page = await db
      .select({
        submission: submissions,
        at: sql<string>`${submissions.createdAt}::text`,
        policyVersion: consents.policyVersion,
        consentedAt: consents.consentedAt,
        mailStatus: outbox.status,
      })
      .from(submissions)
      .leftJoin(consents, eq(consents.submissionId, submissions.id))
      .leftJoin(outbox, eq(outbox.submissionId, submissions.id))
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(submissions.createdAt), desc(submissions.id))
      .limit(Math.min(EXPORT_PAGE, left));
    if (page.length === 0) return;
    yield page;
    left -= page.length;
    const last = page[page.length - 1] as (typeof page)[number];
    after = { at: last.at, id: last.submission.id };
  }
}

/**
 * submissions.csv and attachments/<id>/<file>, written as it goes: a page of rows, then their
 * files one submission at a time, so memory holds one page and one submission's files whatever
 * the database holds (issue 40).
 */
export async function exportSubmissions(
  db: Db,
  outDir: string,
  filter: Filter = {},
  options: { scan?: Scan } = {},
): Promise<{ rows: number; files: number }> {
  const fieldNames = await fieldNamesOf(db, filter);
  const header = [
    "id",
    "created_at",
    "form_type",
    "locale",
    "email",
    "email_confirmed_at",
    "ip",
    "policy_version",
    "consented_at",
    "mail_status",
    ...fieldNames,
  ];
  // Personal data: folders and files readable by the owner only, whatever the umask.
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const csv = await open(path.join(outDir, "submissions.csv"), "w", 0o600);
  let rows = 0;
  let files = 0;
  try {
    // A byte-order mark so spreadsheet programs read the Chinese text as UTF-8.
    await csv.write(`\uFEFF${header.join(",")}\r\n`);
    for await (const page of pagesOf(db, filter)) {
      const lines = page.map(({ submission: s, policyVersion, consentedAt, mailStatus }) =>
        [
          s.id,
          s.createdAt,
          s.formType,
          s.locale,
          s.email,
          s.emailConfirmedAt,
          s.ip,
          policyVersion,
          consentedAt,
          mailStatus,
          ...fieldNames.map((name) => s.fields[name]),
        ]
          .map(csvCell)
          .join(","),
      );
      await csv.write(`${lines.join("\r\n")}\r\n`);
      rows += page.length;
      for (const { submission: s } of page) files += await writeAttachments(db, outDir, s.id, options.scan);
    }
  } finally {
    await csv.close();
  }
  return { rows, files };
}

/** One submission's files into attachments/<id>/; the number written (a flagged file is not). */
async function writeAttachments(db: Db, outDir: string, submissionId: string, scan?: Scan): Promise<number> {
  let written = 0;
  // With a scanner (CLAMAV_URL), files not yet scanned (no mail sent yet, or no SMTP) are scanned first.
  const stored = await scannedAttachments(db, submissionId, scan);
  for (const file of stored) {
    const dir = path.join(outDir, "attachments", submissionId);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Names were checked at upload; basename() keeps even a hand-edited row inside the folder.
    const name = path.basename(file.fileName);
    if (file.scanStatus === "infected") {
      // A flagged file is not written where someone would open it: a note says what was found.
      const note = `${file.fileName}: virus scanner found ${file.scanSignature} at ${file.scannedAt?.toISOString()}\n`;
      await writeFile(path.join(dir, `${name}.infected.txt`), note, { mode: 0o600 });
      continue;
    }
    await writeFile(path.join(dir, name), file.data, { mode: 0o600 });
    written++;
  }
  return written;
}

/** "180d", "12h", "30m" → milliseconds. */
export function parseAge(text: string): number {
  const match = /^(\d+)\s*([dhm])$/.exec(text.trim());
  if (!match) throw new Error(`not an age: ${text} (use e.g. 180d, 12h)`);
  const unit = { d: 86_400_000, h: 3_600_000, m: 60_000 }[match[2] as "d" | "h" | "m"];
  return Number(match[1]) * unit;
}

/** Deletes submissions older than the age, with their resumes, consent records and mail. */
export async function purgeSubmissions(db: Db, olderThanMs: number, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(submissions)
    .where(lt(submissions.createdAt, new Date(now - olderThanMs)))
    .returning({ id: submissions.id });
  return deleted.length;
}
