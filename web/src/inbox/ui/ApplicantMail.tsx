import { MAIL_TEMPLATE_KINDS } from "@wafer/schemas/mail-templates";
import type { submissions } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { applicantMailDrafts } from "../applicant-mail";
import { mailConfigured } from "../mail-status";
import { inboxMessages } from "../messages";
import { type MailKind, STATUS_AFTER_SENDING } from "../replies";
import type { SubmissionDetail } from "../store";
import styles from "./inbox.module.css";
import { when } from "./when";

/**
 * An application's mails (issue 41, item 6): every mail HR sent the applicant (when, by whom,
 * subject, body, whether it has left) and the two forms that send one, filled from the studio's
 * templates in the applicant's language and editable. Plain forms to /inbox/action (no JavaScript).
 */
export async function ApplicantMail({
  lang,
  csrf,
  submission,
  mails,
}: {
  lang: Locale;
  csrf: string;
  submission: typeof submissions.$inferSelect;
  mails: SubmissionDetail["replies"];
}) {
  const t = inboxMessages(lang);
  const drafts = await applicantMailDrafts(submission);
  const language = t.languageNames[submission.locale] ?? submission.locale;
  const writtenIn = submission.locale === "en" ? "en" : "zh-CN";
  const delivery = (mail: SubmissionDetail["replies"][number]) => {
    if (mail.status === "sent") return t.applicantMailSentAt(mail.sent_at ? when(lang, mail.sent_at) : "");
    const reason = !mailConfigured()
      ? t.replyWaitingUnconfigured
      : mail.last_error
        ? t.replyWaitingFailed(mail.attempts)
        : t.replyWaiting;
    return lang === "zh" ? `${t.replyQueued}（${reason}）` : `${t.replyQueued} (${reason})`;
  };
  return (
    <section className={styles.panel} aria-labelledby="applicant-mail" data-applicant-mail>
      <h2 id="applicant-mail">{t.applicantMail}</h2>
      <p className={styles.muted}>{t.applicantMailHint(language)}</p>
      <h3>{t.applicantMailsSent}</h3>
      {mails.length ? (
        <ul>
          {mails.map((mail) => (
            <li key={mail.id} data-mail-kind={mail.kind} data-mail-status={mail.status}>
              {t.applicantMailKinds[mail.kind] ?? t.reply} · <strong>{mail.subject}</strong> · {mail.author} ·{" "}
              {when(lang, mail.created_at)} · <span data-mail-delivery>{delivery(mail)}</span>
              <p style={{ whiteSpace: "pre-wrap" }} lang={mail.locale === "en" ? "en" : "zh-CN"}>
                {mail.body}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t.applicantMailNone}</p>
      )}
      {MAIL_TEMPLATE_KINDS.map((kind) => (
        <details key={kind}>
          <summary>{t.applicantMailKinds[kind]}</summary>
          <form method="post" action="/inbox/action" className={styles.stack} data-mail-form={kind}>
            <input type="hidden" name="action" value="applicant-mail" />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="lang" value={lang} />
            <input type="hidden" name="id" value={submission.id} />
            <input type="hidden" name="csrf" value={csrf} />
            <label>
              {t.replySubject}
              <input name="subject" required maxLength={200} lang={writtenIn} defaultValue={drafts[kind].subject} />
            </label>
            <label>
              {t.replyBody}
              <textarea
                name="body"
                required
                rows={14}
                maxLength={20000}
                lang={writtenIn}
                defaultValue={drafts[kind].body}
              />
            </label>
            <p className={styles.muted}>{t.applicantMailAfter(t.statuses[STATUS_AFTER_SENDING[kind as MailKind]])}</p>
            <div>
              <button type="submit" className={styles.button}>
                {t.applicantMailSend[kind]}
              </button>
            </div>
          </form>
        </details>
      ))}
    </section>
  );
}
