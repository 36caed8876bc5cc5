import { connection } from "next/server";
import { getDatabase } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { mailConfigured } from "@/inbox/mail-status";
import { jobTitles } from "../jobs";
import { compactWhen, fieldLabel, fieldOrder, fieldValue, jobTitle, personName, statusLabel } from "../labels";
import { inboxMessages } from "../messages";
import { defaultReplySubject } from "../replies";
import { mayRead, statusesOf } from "../roles";
import { requireStaff } from "../session";
import { audit, findSubmission, statusHistory } from "../store";
import { ApplicantMail } from "./ApplicantMail";
import { Frame, Notice } from "./Frame";
import styles from "./inbox.module.css";
import { when } from "./when";

/** /inbox/<lang>/s/<id>: everything of one submission, its status, notes and replies. */
export async function DetailPage({ lang, id, notice }: { lang: Locale; id: string; notice?: string }) {
  await connection();
  const staff = await requireStaff(lang);
  const t = inboxMessages(lang);
  const { db } = await getDatabase();
  const detail = await findSubmission(db, id);
  const path = `/s/${id}`;
  if (!detail || !mayRead(staff.roles, detail.submission.formType)) {
    return (
      <Frame lang={lang} staff={staff} path={path}>
        <h1>{detail ? t.notAllowed : t.notFound}</h1>
        <p data-refused={detail ? "403" : "404"}>
          <a href={`/inbox/${lang}`}>{t.back}</a>
        </p>
      </Frame>
    );
  }
  // PIPL: every view of someone's submission is on record.
  await audit(db, staff.account, "view", id);
  const { submission: s, consent, files, status, notes, replies } = detail;
  const hidden = (action: string) => (
    <>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="csrf" value={staff.csrf} />
    </>
  );
  // A reply not yet sent: 排队中, and why (no mail server, or its last attempt failed).
  const waiting = (reply: { attempts: number; last_error: string | null }) => {
    const reason = !mailConfigured()
      ? t.replyWaitingUnconfigured
      : reply.last_error
        ? t.replyWaitingFailed(reply.attempts)
        : t.replyWaiting;
    return lang === "zh" ? `${t.replyQueued}（${reason}）` : `${t.replyQueued} (${reason})`;
  };
  // The forms' own labels and option words (as the visitor saw them, in the staff's language), in
  // the form's order; the job by its title. A field the form does not know shows its name.
  const [titles, history] = await Promise.all([s.formType === "application" ? jobTitles() : [], statusHistory(db, id)]);
  const fields = fieldOrder(
    s.formType,
    Object.keys(s.fields).filter((name) => s.fields[name] !== "" && s.fields[name] != null),
  ).map((name): [string, string] => [
    name,
    name === "position"
      ? jobTitle(titles, String(s.fields[name]), lang)
      : fieldValue(lang, s.formType, name, s.fields[name]),
  ]);
  const word = (value: string) => statusLabel(lang, s.formType, value);
  return (
    <Frame lang={lang} staff={staff} path={path} current={s.formType}>
      <p>
        <a href={`/inbox/${lang}?form=${s.formType}`}>{t.back}</a>
      </p>
      <h1>
        {personName(s.fields) || s.email} · {t.forms[s.formType]}
      </h1>
      <Notice lang={lang} notice={notice} />
      <div className={styles.columns} style={{ gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" }}>
        <div>
          <section className={styles.panel} aria-labelledby="what">
            <h2 id="what">{t.fields}</h2>
            <dl className={styles.fields}>
              <dt>{t.received}</dt>
              <dd>{when(lang, s.createdAt)}</dd>
              <dt>{t.email}</dt>
              <dd>{s.email}</dd>
              {fields.map(([name, value]) => (
                <div key={name} style={{ display: "contents" }}>
                  <dt>{fieldLabel(lang, s.formType, name)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="consent">
            <h2 id="consent">{t.consent}</h2>
            <p>
              {consent
                ? t.consentText(consent.policyVersion, when(lang, consent.consentedAt), consent.ip)
                : t.noConsent}
            </p>
          </section>
          {files.length ? (
            <section className={styles.panel} aria-labelledby="resume">
              <h2 id="resume">{t.resume}</h2>
              <ul>
                {files.map((file) => (
                  <li key={file.id}>
                    {file.fileName} ({Math.ceil(file.size / 1024)} KB){" "}
                    {file.scanStatus === "infected" ? (
                      <strong>{t.infected}</strong>
                    ) : (
                      <>
                        {file.fileName.toLowerCase().endsWith(".pdf") ? (
                          <a href={`/inbox/file/${file.id}`} target="_blank" rel="noopener">
                            {t.openResume}
                          </a>
                        ) : null}{" "}
                        <a href={`/inbox/file/${file.id}?download=1`} download>
                          {t.downloadResume}
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {s.formType !== "application" ? (
            <section className={styles.panel} aria-labelledby="reply">
              <h2 id="reply">{t.reply}</h2>
              <p className={styles.muted}>{t.replyHint(t.languageNames[s.locale] ?? s.locale)}</p>
              {replies.length ? (
                <>
                  <h3>{t.replies}</h3>
                  <ul>
                    {replies.map((reply) => (
                      <li key={reply.id} data-reply-status={reply.status}>
                        <strong>{reply.subject}</strong> · {reply.author} · {when(lang, reply.created_at)} ·{" "}
                        {reply.status === "sent" ? (
                          t.replySent
                        ) : (
                          // Waiting, and why: no mail server, or the last attempt failed.
                          <span data-reply-waiting>{waiting(reply)}</span>
                        )}
                        <p style={{ whiteSpace: "pre-wrap" }}>{reply.body}</p>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <form method="post" action="/inbox/action" className={styles.stack}>
                {hidden("reply")}
                <label>
                  {t.replySubject}
                  <input
                    name="subject"
                    maxLength={200}
                    lang={s.locale === "en" ? "en" : "zh-CN"}
                    placeholder={defaultReplySubject(s)}
                    aria-describedby="reply-subject-hint"
                  />
                </label>
                <span id="reply-subject-hint" className={styles.muted}>
                  {t.replySubjectHint(defaultReplySubject(s))}
                </span>
                <label>
                  {t.replyBody}
                  <textarea name="body" required rows={6} maxLength={20000} lang={s.locale === "en" ? "en" : "zh-CN"} />
                </label>
                <div>
                  <button type="submit" className={styles.button}>
                    {t.sendReply}
                  </button>
                </div>
              </form>
            </section>
          ) : (
            <ApplicantMail lang={lang} csrf={staff.csrf} submission={s} mails={replies} />
          )}
        </div>
        <div>
          <section className={styles.panel} aria-labelledby="status">
            <h2 id="status">{t.status}</h2>
            <form method="post" action="/inbox/action" className={styles.row}>
              {hidden("status")}
              <label className={styles.stack}>
                {t.setStatus}
                <select name="status" defaultValue={status}>
                  {statusesOf(s.formType).map((value) => (
                    <option key={value} value={value}>
                      {word(value)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={styles.button}>
                {t.save}
              </button>
            </form>
            <p data-status={status}>{word(status)}</p>
            {/* Who changed it, when, from what to what: the audit log's status entries (store.ts). */}
            <h3 id="history">{t.history}</h3>
            {history.length ? (
              <ol className={styles.history} aria-labelledby="history">
                {history.map((change) => (
                  <li key={`${change.at}-${change.to}`} data-history={`${change.from}>${change.to}`}>
                    {t.historyChange(word(change.from), word(change.to))}
                    <br />
                    <span className={styles.muted}>
                      {change.actor === "system" ? t.system : change.actor} ·{" "}
                      <time dateTime={new Date(change.at).toISOString()}>{compactWhen(change.at)}</time>
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.muted}>{t.historyNone}</p>
            )}
          </section>
          <section className={styles.panel} aria-labelledby="notes">
            <h2 id="notes">{t.notes}</h2>
            {notes.length ? (
              <ul>
                {notes.map((note) => (
                  <li key={note.id}>
                    <p style={{ whiteSpace: "pre-wrap", margin: 0 }}>{note.body}</p>
                    <span className={styles.muted}>
                      {note.author} · {when(lang, note.created_at)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t.noNotes}</p>
            )}
            <form method="post" action="/inbox/action" className={styles.stack}>
              {hidden("note")}
              <label>
                {t.noteLabel}
                <textarea name="body" required rows={3} maxLength={5000} />
              </label>
              <div>
                <button type="submit" className={styles.button}>
                  {t.addNote}
                </button>
              </div>
            </form>
          </section>
        </div>
      </div>
    </Frame>
  );
}
