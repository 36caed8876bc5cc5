import { connection } from "next/server";
import { getDatabase } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { auditSentence } from "../audit-words";
import { heldErasure, previewErasure } from "../erasure";
import { compactWhen } from "../labels";
import { inboxMessages } from "../messages";
import { retentionDays } from "../retention";
import { isAdmin } from "../roles";
import { requireStaff } from "../session";
import { AUDIT_PAGE, auditLog } from "../store";
import { ErasureConfirmation } from "./ErasureConfirmation";
import { Frame, Notice } from "./Frame";
import styles from "./inbox.module.css";

/** The audit page's GET parameters: plain links and forms, no script needed. */
export type AuditQuery = Partial<Record<"notice" | "erase" | "who" | "action" | "from" | "to" | "before", string>>;

const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** /inbox/<lang>/audit: admins only — the audit log, the retention purge, erasure by email. */
export async function AuditPage({ lang, query }: { lang: Locale; query: AuditQuery }) {
  const { notice, erase } = query;
  await connection();
  const staff = await requireStaff(lang);
  const t = inboxMessages(lang);
  if (!isAdmin(staff.roles)) {
    return (
      <Frame lang={lang} staff={staff} path="/audit">
        <h1 data-refused="403">{t.notAllowed}</h1>
      </Frame>
    );
  }
  const { db } = await getDatabase();
  // The filters as asked, each bounded: a person's name (as long as an account's), a known action.
  const filter = {
    actor: query.who?.trim().slice(0, 64) || undefined,
    action: query.action && Object.hasOwn(t.auditActions, query.action) ? query.action : undefined,
    from: day(query.from),
    to: day(query.to),
  };
  const before = query.before && /^\d{1,18}$/.test(query.before) ? Number(query.before) : undefined;
  const { entries, more } = await auditLog(db, { ...filter, before });
  const link = (extra: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    const { actor: who, ...rest } = filter;
    for (const [key, value] of Object.entries({ who, ...rest, ...extra })) if (value) params.set(key, value);
    const text = params.toString();
    return `/inbox/${lang}/audit${text ? `?${text}` : ""}#log`;
  };
  // Step two of an erasure: what this admin looked up, counted again now (erasure.ts).
  const held = erase === "confirm" ? await heldErasure(db, staff.account) : null;
  const preview = held ? await previewErasure(db, held) : null;
  const hidden = (action: string) => (
    <>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="csrf" value={staff.csrf} />
    </>
  );
  return (
    <Frame lang={lang} staff={staff} path="/audit" current="audit">
      <h1>{t.admin}</h1>
      <Notice lang={lang} notice={notice} />
      <section className={styles.panel} aria-labelledby="retention">
        <h2 id="retention">{t.purgeNow}</h2>
        <p>{t.retention(retentionDays())}</p>
        <form method="post" action="/inbox/action">
          {hidden("purge")}
          <button type="submit" className={styles.button}>
            {t.purgeNow}
          </button>
        </form>
      </section>
      <section className={styles.panel} aria-labelledby="erase">
        <h2 id="erase">{t.erase}</h2>
        {preview ? (
          <ErasureConfirmation lang={lang} preview={preview} hidden={hidden} />
        ) : (
          <form method="post" action="/inbox/action" className={styles.row}>
            {hidden("erase-preview")}
            <label className={styles.stack}>
              {t.eraseLabel}
              <input type="email" name="email" required maxLength={254} autoComplete="off" />
            </label>
            <button type="submit" className={styles.button}>
              {t.eraseLookup}
            </button>
          </form>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="log">
        <h2 id="log">{t.audit}</h2>
        <form method="get" action={`/inbox/${lang}/audit`} className={`${styles.filters} ${styles.row}`}>
          <label className={styles.stack}>
            {t.auditActor}
            <input name="who" defaultValue={filter.actor} maxLength={64} autoComplete="off" />
          </label>
          <label className={styles.stack}>
            {t.auditAction}
            <select name="action" defaultValue={filter.action ?? ""}>
              <option value="">{t.anyAction}</option>
              {Object.entries(t.auditActions).map(([code, words]) => (
                <option key={code} value={code}>
                  {words}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.stack}>
            {t.from}
            <input type="date" name="from" defaultValue={filter.from} />
          </label>
          <label className={styles.stack}>
            {t.to}
            <input type="date" name="to" defaultValue={filter.to} />
          </label>
          <button type="submit" className={styles.button}>
            {t.filter}
          </button>
          <a href={`/inbox/${lang}/audit#log`}>{t.reset}</a>
        </form>
        <p className={styles.muted}>{t.auditPageNote(AUDIT_PAGE)}</p>
        {entries.length === 0 ? (
          <p>{t.auditNothing}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.auditAt}</th>
                <th scope="col">{t.auditActor}</th>
                <th scope="col">{t.auditAction}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => {
                const { sentence, more: rest } = auditSentence(lang, entry);
                return (
                  <tr key={entry.id} data-action={entry.action}>
                    <td className={styles.when}>
                      <time dateTime={new Date(entry.at).toISOString()}>{compactWhen(entry.at, true)}</time>
                    </td>
                    <td>
                      {/* A person's name filters the log by them: a plain link. */}
                      <a href={link({ who: entry.actor, before: undefined })}>
                        {entry.actor === "system" ? t.system : entry.actor}
                      </a>
                    </td>
                    <td>
                      {entry.submission_id && entry.form_type ? (
                        <a href={`/inbox/${lang}/s/${entry.submission_id}`}>{sentence}</a>
                      ) : (
                        sentence
                      )}
                      {rest ? <span className={styles.muted}> · {rest}</span> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p className={styles.row}>
          {before ? <a href={link({})}>{t.auditNewest}</a> : null}
          {more ? <a href={link({ before: entries.at(-1)?.id })}>{t.auditOlder}</a> : null}
        </p>
      </section>
    </Frame>
  );
}
