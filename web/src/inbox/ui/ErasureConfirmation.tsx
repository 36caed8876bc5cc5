import type { ReactNode } from "react";
import type { Locale } from "@/i18n/config";
import { type ErasurePreview, total } from "../erasure";
import { inboxMessages } from "../messages";
import styles from "./inbox.module.css";

const KINDS = ["message", "application", "inquiry", "resumes", "mails"] as const;

/**
 * Step two of erasing a person (issue 41, item 5): what would be deleted, per kind and by name, and
 * the address to type again. Plain forms (no JavaScript needed); the field is labelled, described by
 * the warning and focused, so a keyboard or screen-reader user lands where the decision is.
 */
export function ErasureConfirmation({
  lang,
  preview,
  hidden,
}: {
  lang: Locale;
  preview: ErasurePreview;
  hidden: (action: string) => ReactNode;
}) {
  const t = inboxMessages(lang);
  if (total(preview.counts) === 0) {
    return (
      <>
        <p>{t.eraseNothing(preview.email)}</p>
        <form method="post" action="/inbox/action">
          {hidden("erase-cancel")}
          <button type="submit" className={styles.button}>
            {t.eraseCancel}
          </button>
        </form>
      </>
    );
  }
  return (
    <div id="erase-confirm">
      <h3 id="erase-preview">{t.erasePreviewTitle(preview.email)}</h3>
      <table className={styles.table} aria-labelledby="erase-preview">
        <tbody>
          {KINDS.map((kind) => (
            <tr key={kind} data-erase-kind={kind}>
              <th scope="row">{t.eraseKinds[kind]}</th>
              <td>{preview.counts[kind]}</td>
            </tr>
          ))}
          <tr data-erase-kind="names">
            <th scope="row">{t.eraseNames}</th>
            <td>{preview.names.join("、") || "—"}</td>
          </tr>
        </tbody>
      </table>
      <form method="post" action="/inbox/action" className={styles.row}>
        {hidden("erase")}
        <label className={styles.stack}>
          {t.eraseConfirmLabel}
          <input
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="off"
            aria-describedby="erase-confirm-hint"
            // biome-ignore lint/a11y/noAutofocus: the page exists for this one decision; focus lands on it.
            autoFocus
          />
        </label>
        <button type="submit" className={`${styles.button} ${styles.danger}`}>
          {t.eraseConfirmButton}
        </button>
      </form>
      <p id="erase-confirm-hint" className={styles.muted}>
        {t.eraseConfirmHint}
      </p>
      <form method="post" action="/inbox/action">
        {hidden("erase-cancel")}
        <button type="submit" className={styles.linkButton}>
          {t.eraseCancel}
        </button>
      </form>
    </div>
  );
}
