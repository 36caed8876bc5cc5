import { sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import type { submissions } from "@/db/schema";
import { backoffMs } from "@/mail/outbox";
import { kickOutbox } from "@/mail/worker";
import type { Status } from "./roles";
import { audit, ensureInboxTables, setStatus } from "./store";

// Marketing's answers to a message or inquiry (issue 31): kept with the message, and sent by the
// outbox worker (mail/worker.ts, runtime/mail-worker.ts) like every other mail: retried with backoff, never dropped. The
// visitor wrote in one language; the reply is marked with it (the staff write the words, the
// greeting line and the reference are in the visitor's language).

const GREETING = { zh: "您好，", en: "Hello," } as Record<string, string>;
const FOOTER = {
  zh: (id: string) => `（此邮件回复您在网站上的留言，编号 ${id.slice(0, 8)}。）`,
  en: (id: string) => `(This answers the message you sent on our website, reference ${id.slice(0, 8)}.)`,
} as Record<string, (id: string) => string>;

/**
 * What a mail is, and the status its submission takes once the SMTP server has accepted it: a
 * reply answers a message; HR's invitation or decline (applicant-mail.ts) moves an application to
 * 面试 or 不合适. Never before the mail has left, so the status says what the person was told.
 */
export const STATUS_AFTER_SENDING = {
  reply: "answered",
  invite: "interview",
  decline: "rejected",
} as const satisfies Record<string, Status>;
export type MailKind = keyof typeof STATUS_AFTER_SENDING;

export async function queueReply(
  db: Db,
  submission: typeof submissions.$inferSelect,
  reply: { subject: string; body: string; author: string; kind?: MailKind },
) {
  await ensureInboxTables(db);
  await db.execute(sql`INSERT INTO inbox_replies (submission_id, author, locale, to_email, subject, body, kind)
    VALUES (${submission.id}, ${reply.author}, ${submission.locale}, ${submission.email}, ${reply.subject}, ${reply.body}, ${reply.kind ?? "reply"})`);
  kickOutbox();
}

/**
 * The subject when staff leave it empty: never an empty subject line (issue 41). In the visitor's
 * language, from what they wrote: a message's own title, or the kind of request.
 */
export function defaultReplySubject(
  submission: Pick<typeof submissions.$inferSelect, "formType" | "locale" | "fields">,
) {
  const en = submission.locale === "en";
  const title = String(submission.fields.title ?? "")
    .trim()
    .slice(0, 150);
  if (submission.formType === "message" && title) return en ? `Re: ${title}` : `回复：${title}`;
  if (submission.formType === "inquiry") return en ? "Re: your product inquiry" : "回复：您的产品询价";
  return en ? "Re: your message on our website" : "回复：您在网站上的留言";
}

export function replyText(locale: string, submissionId: string, body: string): string {
  const lang = locale === "en" ? "en" : "zh";
  return [GREETING[lang], "", body, "", FOOTER[lang]?.(submissionId) ?? ""].join("\n");
}

/** Sends the replies that are due; a failure waits for its backoff. */
export async function sendDueReplies(
  db: Db,
  options: { transport: Pick<Transporter, "sendMail">; from: string },
): Promise<{ sent: number; failed: number }> {
  await ensureInboxTables(db);
  // Taken by pushing the next attempt a lease into the future, so another instance skips them.
  const due = rowsOf<{
    id: string;
    submission_id: string;
    locale: string;
    to_email: string;
    subject: string;
    body: string;
    attempts: number;
    author: string;
    kind: string;
  }>(
    await db.execute(sql`UPDATE inbox_replies SET next_attempt_at = now() + interval '5 minutes'
      WHERE id IN (SELECT id FROM inbox_replies WHERE status = 'pending' AND next_attempt_at <= now()
                   ORDER BY created_at LIMIT 20 FOR UPDATE SKIP LOCKED)
      RETURNING id, submission_id, locale, to_email, subject, body, attempts, author, kind`),
  );
  let sent = 0;
  let failed = 0;
  for (const reply of due) {
    try {
      await options.transport.sendMail({
        from: options.from,
        to: reply.to_email,
        subject: reply.subject,
        // A reply gets the greeting and reference; HR's mails to applicants are sent as HR wrote them.
        text: reply.kind === "reply" ? replyText(reply.locale, reply.submission_id, reply.body) : reply.body,
        headers: { "Content-Language": reply.locale === "en" ? "en" : "zh-CN" },
      });
      await db.execute(
        sql`UPDATE inbox_replies SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ${reply.id}`,
      );
      // Answered once the mail has left, not when it was queued (issue 41: a reply that could not
      // leave showed 已回复 while it waited).
      const after = STATUS_AFTER_SENDING[reply.kind as MailKind] ?? "answered";
      await setStatus(db, reply.submission_id, after, reply.author);
      // In the audit log as the author's change: the record's status history reads it from there.
      await audit(db, reply.author, "status", reply.submission_id, after);
      sent++;
    } catch (error) {
      const wait = new Date(Date.now() + backoffMs(reply.attempts + 1)).toISOString();
      await db.execute(sql`UPDATE inbox_replies SET attempts = attempts + 1, last_error = ${String((error as Error).message).slice(0, 500)},
        next_attempt_at = ${wait}::timestamptz WHERE id = ${reply.id}`);
      failed++;
    }
  }
  return { sent, failed };
}
