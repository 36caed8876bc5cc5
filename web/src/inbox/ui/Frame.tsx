import type { ReactNode } from "react";
import type { FormType } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import type { Staff } from "../auth";
import { inboxMessages } from "../messages";
import { formsFor, isAdmin } from "../roles";
import styles from "./inbox.module.css";
import { MailBanner } from "./MailBanner";

/** The inbox's frame: its name, the lists this account may open, language, sign-out. */
export function Frame({
  lang,
  staff,
  path,
  current,
  children,
}: {
  lang: Locale;
  staff: Staff | null;
  /** This page's path after /inbox/<lang>, for the language switch. */
  path: string;
  current?: FormType | "audit";
  children: ReactNode;
}) {
  const t = inboxMessages(lang);
  const other: Locale = lang === "zh" ? "en" : "zh";
  return (
    <>
      <a className={styles.skip} href="#inbox-main">
        {lang === "zh" ? "跳到主要内容" : "Skip to content"}
      </a>
      <header className={styles.top}>
        <span className={styles.brand}>{t.title}</span>
        {staff ? (
          <nav aria-label={t.title}>
            <ul className={styles.nav}>
              {formsFor(staff.roles).map((form) => (
                <li key={form}>
                  <a href={`/inbox/${lang}?form=${form}`} aria-current={current === form ? "page" : undefined}>
                    {t.forms[form]}
                  </a>
                </li>
              ))}
              {isAdmin(staff.roles) ? (
                <li>
                  <a href={`/inbox/${lang}/audit`} aria-current={current === "audit" ? "page" : undefined}>
                    {t.audit}
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
        <a href={`/inbox/${other}${path}`} lang={other === "zh" ? "zh-CN" : "en"} aria-label={t.otherLanguageLabel}>
          {t.otherLanguage}
        </a>
        {staff ? (
          <form method="post" action="/inbox/action">
            <input type="hidden" name="action" value="sign-out" />
            <input type="hidden" name="lang" value={lang} />
            <input type="hidden" name="csrf" value={staff.csrf} />
            <span className={styles.muted} style={{ color: "inherit", marginRight: "0.75rem" }}>
              {t.signedInAs(staff.account)}
            </span>
            <button type="submit" className={styles.linkButton}>
              {t.signOut}
            </button>
          </form>
        ) : null}
      </header>
      <main id="inbox-main" className={styles.main}>
        {staff ? <MailBanner lang={lang} /> : null}
        {children}
      </main>
    </>
  );
}

/** The line a change answers with (?notice=…), read out by screen readers. */
export function Notice({ lang, notice }: { lang: Locale; notice?: string }) {
  if (!notice) return null;
  const t = inboxMessages(lang);
  const [kind, count] = notice.split(":");
  const n = Number(count) || 0;
  const known: Record<string, [string, boolean]> = {
    saved: [t.saved, false],
    invalid: [t.invalid, true],
    "not-found": [t.notFound, true],
    failed: [t.signInFailed, true],
    wait: [t.signInWait(n), true],
    verify: [t.signInVerify, true],
    erased: [t.erased(n), false],
    queued: [t.replyQueuedNotice, false],
    "mail-queued": [t.applicantMailQueuedNotice, false],
    "erase-mismatch": [t.eraseMismatch, true],
    "erase-expired": [t.eraseExpired, true],
    "erase-cancelled": [t.eraseCancelled, false],
    purged: [t.purged(n), false],
  };
  const found = known[kind as string];
  if (!found) return null;
  const [text, error] = found;
  return (
    <p className={`${styles.notice} ${error ? styles.error : ""}`} role={error ? "alert" : "status"}>
      {text}
    </p>
  );
}
