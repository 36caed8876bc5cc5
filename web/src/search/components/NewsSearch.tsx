import type { Locale } from "@/i18n/config";
import { searchMessages } from "../messages";
import { siteSearch } from "../server";
import { SearchForm } from "./SearchForm";
import { SearchResults } from "./SearchResults";
import styles from "./search.module.css";

/** The search page for `/news?q=…`: the form, prefilled, and the results in the visitor's language. */
export async function NewsSearch({ locale, q }: { locale: Locale; q: string }) {
  const results = await siteSearch(locale, q);
  const t = searchMessages(locale);
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <SearchForm locale={locale} q={results.query.raw} />
      <SearchResults locale={locale} results={results} />
    </main>
  );
}

/** The `q` parameter of a search URL: the first value, trimmed ("" when absent). */
export function queryParam(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}
