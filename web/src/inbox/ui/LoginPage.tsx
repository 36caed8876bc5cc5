import { headers } from "next/headers";
import { connection } from "next/server";
import { clientIp } from "@/http/client-ip";
import type { Locale } from "@/i18n/config";
import { signInGate } from "../auth";
import { inboxMessages } from "../messages";
import { oidcConfigured } from "../oidc-config";
import { Frame, Notice } from "./Frame";
import styles from "./inbox.module.css";
import { SignInProof } from "./SignInProof";

/**
 * /inbox/<lang>/login. The proof-of-work step shows when the last refusal asked for it (`proof=1`)
 * or when this address has failed often enough that any sign-in from it needs one.
 */
export async function LoginPage({ lang, notice, proof }: { lang: Locale; notice?: string; proof?: boolean }) {
  await connection();
  const t = inboxMessages(lang);
  const needsProof = proof || signInGate("", clientIp(await headers())).kind !== "open";
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
          {needsProof ? <SignInProof lang={lang} label={t.signInProof} hint={t.signInProofHint} /> : null}
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
