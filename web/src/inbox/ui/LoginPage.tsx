import { connection } from "next/server";
import type { Locale } from "@/i18n/config";
import { inboxMessages } from "../messages";
import { oidcConfigured } from "../oidc-config";
import { Frame, Notice } from "./Frame";
import styles from "./inbox.module.css";

/** /inbox/<lang>/login */
export async function LoginPage({ lang, notice }: { lang: Locale; notice?: string }) {
  await connection();
  const t = inboxMessages(lang);
  return (
    <Frame lang={lang} staff={null} path="/login">
      <div className={`${styles.panel} ${styles.login}`}>
        <h1>{t.signInTitle}</h1>
        <Notice lang={lang} notice={notice} />
        <form method="post" action="/inbox/action" className={styles.stack}>
          <input type="hidden" name="action" value="sign-in" />
          <input type="hidden" name="lang" value={lang} />
          <label>
            {t.account}
            <input name="account" autoComplete="username" required maxLength={64} />
          </label>
          <label>
            {t.password}
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          <div>
            <button type="submit" className={styles.button}>
              {t.signIn}
            </button>
          </div>
        </form>
        {oidcConfigured() ? (
          <p>
            <a className={styles.button} href={`/inbox/oidc/start?lang=${lang}`}>
              {t.signInWithProvider}
            </a>
          </p>
        ) : null}
      </div>
    </Frame>
  );
}
