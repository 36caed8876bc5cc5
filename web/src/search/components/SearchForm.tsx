import { type Locale, localePath } from "@/i18n/config";
import { searchMessages } from "../messages";
import styles from "./search.module.css";

/** A plain GET form to /news?q=…: works without JavaScript, and the URL of a search can be shared. */
export function SearchForm({ locale, q }: { locale: Locale; q: string }) {
  const t = searchMessages(locale);
  return (
    <search className={styles.form}>
      <form action={localePath(locale, "/news")} method="get">
        <label htmlFor="site-search-q" className={styles.label}>
          {t.label}
        </label>
        <div className={styles.field}>
          <input
            id="site-search-q"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={t.placeholder}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className={styles.input}
          />
          <button type="submit" className={styles.submit}>
            {t.submit}
          </button>
        </div>
      </form>
    </search>
  );
}
