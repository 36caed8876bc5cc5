import { and, eq, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { outbox, submissions } from "@/db/schema";
import { NAME_FIELD } from "@/forms/schemas";
import { type Locale, localePath } from "@/i18n/config";
import { scannedAttachments } from "@/virus-scan/attachments";
import type { ScanVerdict } from "@/virus-scan/clamd";
import { acknowledgementMail, notificationMail, type WithheldFile } from "./templates";

export interface OutboxOptions {
  transport: Pick<Transporter, "sendMail">;
  from: string;
  /** Public address of the site, for the acknowledgement link. */
  siteUrl: string;
  recipients(kind: "message" | "application" | "inquiry"): Promise<string[]>;
  /** Rows taken per round. */
  batch?: number;
  /**
   * How long a worker owns the rows it took (default 300 s). Another instance takes them only
   * after that, so it must exceed the longest delivery: the worker bounds its SMTP timeouts by it.
   * A worker killed mid-round delays those rows by at most this long.
   */
  leaseSeconds?: number;
  now?: () => Date;
  /**
   * The virus scanner (clamd when CLAMAV_URL is set). Each attachment is scanned once, before the
   * team is notified; an infected one is flagged and left out of the mail. When the scanner cannot
   * answer it throws, and the row waits for its next attempt: the submission stays stored, and
   * no unscanned file is mailed.
   */
  scan?: (bytes: Uint8Array) => Promise<ScanVerdict>;
}

/** Wait before the next try: 30 s, 1, 2, 4 … minutes, at most 1 hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export const DEFAULT_LEASE_SECONDS = 300;

/**
 * Sends what is due in the outbox, once. Rows are leased (locked_until, claimed with FOR UPDATE
 * SKIP LOCKED) so several workers or instances never send the same row; each half (team, visitor) is marked when
 * sent, so a failure after the first half retries only the second. Returns rows completed.
 */
export async function processOutbox(db: Db, options: OutboxOptions): Promise<{ sent: number; failed: number }> {
  const leased = await db.execute<{ id: string; attempts: number }>(sql`
    UPDATE ${outbox} SET locked_until = now() + make_interval(secs => ${options.leaseSeconds ?? DEFAULT_LEASE_SECONDS})
    WHERE ${outbox.id} IN (
      SELECT ${outbox.id} FROM ${outbox}
      WHERE ${outbox.status} = 'pending' AND ${outbox.nextAttemptAt} <= now()
        AND (${outbox.lockedUntil} IS NULL OR ${outbox.lockedUntil} < now())
      ORDER BY ${outbox.createdAt}
      LIMIT ${options.batch ?? 20}
      FOR UPDATE SKIP LOCKED)
    RETURNING ${outbox.id} AS id, ${outbox.attempts} AS attempts`);
  let sent = 0;
  let failed = 0;
  for (const { id, attempts } of rowsOf<{ id: string; attempts: number }>(leased)) {
    try {
      await deliver(db, id, options);
      sent++;
    } catch (error) {
      failed++;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(outbox)
        .set({
          attempts: attempts + 1,
          lockedUntil: null,
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts + 1)),
        })
        .where(eq(outbox.id, id));
    }
  }
  return { sent, failed };
}

/**
 * One Message-ID per outbox row and kind of mail. Delivery is at least once: a worker killed after
 * the SMTP server accepted a mail but before the row was marked sends it again on the next lease.
 * The repeat carries the same Message-ID, by which mail servers and clients recognise it as the
 * same message rather than a second one.
 */
function messageId(outboxId: string, kind: "notification" | "acknowledgement", siteUrl: string): string {
  return `<${outboxId}.${kind}@${URL.parse(siteUrl)?.hostname || "localhost"}>`;
}

async function deliver(db: Db, id: string, options: OutboxOptions): Promise<void> {
  const [row] = await db
    .select({ outbox, submission: submissions })
    .from(outbox)
    .innerJoin(submissions, eq(outbox.submissionId, submissions.id))
    .where(eq(outbox.id, id));
  if (!row) return;
  const { submission } = row;
  const kind = submission.formType;
  const locale = submission.locale as Locale;
  const fields = submission.fields;
  const name = String(fields[NAME_FIELD[kind]] ?? "");

  if (!row.outbox.notifiedAt) {
    const to = await options.recipients(kind);
    if (to.length === 0) throw new Error(`no recipients configured for ${kind}`);
    const files = await scannedAttachments(db, submission.id, options.scan);
    const withheld: WithheldFile[] = files
      .filter((f) => f.scanStatus === "infected")
      .map((f) => ({ fileName: f.fileName, signature: f.scanSignature ?? "" }));
    const summary = [name, String(fields.title ?? fields.position ?? fields.company ?? "")].filter(Boolean).join(" · ");
    const mail = notificationMail(kind, fields, {
      submissionId: submission.id,
      createdAt: submission.createdAt,
      locale,
      summary,
      withheld,
    });
    await options.transport.sendMail({
      messageId: messageId(id, "notification", options.siteUrl),
      from: options.from,
      to,
      replyTo: submission.email,
      subject: mail.subject,
      text: mail.text,
      attachments: files
        .filter((f) => f.scanStatus !== "infected")
        .map((f) => ({
          filename: f.fileName,
          contentType: f.contentType,
          content: Buffer.from(f.data),
        })),
    });
    await db.update(outbox).set({ notifiedAt: new Date() }).where(eq(outbox.id, id));
  }

  if (!row.outbox.acknowledgedAt && row.outbox.ackToken) {
    const link = `${options.siteUrl.replace(/\/$/, "")}${localePath(locale, "/handleEmail")}?token=${row.outbox.ackToken}`;
    const mail = acknowledgementMail(kind, locale, name, link);
    await options.transport.sendMail({
      messageId: messageId(id, "acknowledgement", options.siteUrl),
      from: options.from,
      to: submission.email,
      subject: mail.subject,
      text: mail.text,
    });
  }
  await db
    .update(outbox)
    .set({ status: "sent", acknowledgedAt: new Date(), ackToken: null, sentAt: new Date(), lockedUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "pending")));
}
