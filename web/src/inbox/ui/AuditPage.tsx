import { connection } from "next/server";
import { getDatabase } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { heldErasure, previewErasure } from "../erasure";
import { inboxMessages } from "../messages";
import { retentionDays } from "../retention";
import { isAdmin } from "../roles";
import { requireStaff } from "../session";
import { auditLog } from "../store";
import { ErasureConfirmation } from "./ErasureConfirmation";
import { Frame, Notice } from "./Frame";
import styles from "./inbox.module.css";
import { when } from "./when";

/** /inbox/<lang>/audit: admins only — the audit log, the retention purge, erasure by email. */
export async function AuditPage({ lang, notice, erase }: { lang: Locale; notice?: string; erase?: string }) {
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
  const entries = await auditLog(db);
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
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t.auditAt}</th>
              <th scope="col">{t.auditActor}</th>
              <th scope="col">{t.auditAction}</th>
              <th scope="col">{t.auditTarget}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{when(lang, entry.at)}</td>
                <td>{entry.actor}</td>
                <td>
                  {/* The words staff read, then the code (what scripts and older entries use). */}
                  {t.auditActions[entry.action] ?? ""} <code className={styles.muted}>{entry.action}</code>
                </td>
                <td>
                  {entry.submission_id ?? ""} {entry.detail}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Frame>
  );
}
