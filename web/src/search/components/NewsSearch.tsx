import { type Locale, localePath, otherLocale } from "@/i18n/config";
import { searchMessages } from "../messages";
import { siteSearch } from "../server";
import { SearchForm } from "./SearchForm";
import { SearchResults } from "./SearchResults";
import styles from "./search.module.css";

/** The search page for `/news?q=…`: the form, prefilled, and the results in the visitor's language. */
export async function NewsSearch({ locale, q }: { locale: Locale; q: string }) {
  const results = await siteSearch(locale, q);
  const t = searchMessages(locale);
  // Nothing in this language: say whether the other language's site has it (issue 41, item 9:
  // "epitaxial" on the Chinese site found nothing and said nothing of the English results).
  const other = otherLocale(locale);
  const elsewhere = results.total === 0 ? await siteSearch(other, q, { limitPerKind: 1 }) : null;
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t.heading}</h1>
      <SearchForm locale={locale} q={results.query.raw} />
      <SearchResults
        locale={locale}
        results={results}
        elsewhere={
          elsewhere && elsewhere.total > 0
            ? { locale: other, total: elsewhere.total, href: searchPath(other, results.query.raw) }
            : undefined
        }
      />
    </main>
  );
}

/** The `q` parameter of a search URL: the first value, trimmed ("" when absent). */
export function queryParam(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

/** The search of `q` on a language's site, at the address the search boxes use (search/rewrite.ts). */
export function searchPath(locale: Locale, q: string): string {
  return `${localePath(locale, "/news")}?${new URLSearchParams({ q })}`;
}
