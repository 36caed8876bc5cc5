import { getDatabase } from "@/db/client";
import type { Locale } from "@/i18n/config";
import { mailQueue, mailStuck } from "@/inbox/mail-status";
import { inboxMessages } from "../messages";
import styles from "./inbox.module.css";
import { when } from "./when";

/**
 * Issue 41, item 2: when mail cannot leave (no SMTP server configured, or it refuses or does not
 * answer), every staff member sees it on every inbox page, with how many mails wait and since when.
 * One small query over the unsent rows of both queues (read from the database every instance shares).
 */
export async function MailBanner({ lang }: { lang: Locale }) {
  const t = inboxMessages(lang);
  let queue: Awaited<ReturnType<typeof mailQueue>>;
  try {
    queue = await mailQueue((await getDatabase()).db);
  } catch {
    // The page itself says when the database is down; the banner is no reason to fail it.
    return null;
  }
  const stuck = mailStuck(queue);
  if (!stuck) return null;
  return (
    <section className={`${styles.notice} ${styles.error}`} aria-label={t.mailBannerTitle} data-mail-stuck={stuck}>
      <p>
        <strong>
          {t.mailBannerTitle}
          {lang === "zh" ? "：" : ": "}
        </strong>
        {stuck === "unconfigured" ? t.mailUnconfigured : t.mailFailing}{" "}
        {queue.oldestAt ? t.mailWaiting(queue.waiting, when(lang, queue.oldestAt)) : t.mailNoneWaiting} {t.mailWhatToDo}
      </p>
    </section>
  );
}
