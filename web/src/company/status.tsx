import "server-only";
import { PageHero, PageMain, pageStyles as styles } from "@/components/page/Page";
import type { Locale } from "@/i18n/config";

// /test, kept because the old site had it (SPEC route table), says only that the site answers.
// It used to show the commit, the content source and the last revalidated document to anyone
// (issue 32): facts for an attacker, not for visitors. Operators read them from the server's log
// and the database (docs/security.md).
const TEXT = {
  zh: { title: "站点状态", running: "网站运行正常。" },
  en: { title: "Site status", running: "The site is running." },
} as const;

export function StatusTemplate({ locale }: { locale: Locale }) {
  const text = TEXT[locale];
  return (
    <PageMain>
      <PageHero copy={{ title: text.title }} />
      <section className={`${styles.section} ${styles.plain}`} aria-label={text.title}>
        <div className={styles.container}>
          <p data-testid="status">{text.running}</p>
        </div>
      </section>
    </PageMain>
  );
}
