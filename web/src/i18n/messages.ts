import { DEFAULT_LOCALE, type Locale } from "./config";

/**
 * The one way a feature keeps its words: a table with one entry per locale, of one shape, read
 * through the reader this returns. The type demands every locale; at run time a locale the table
 * lacks (an old cookie, a hand-typed URL that slipped past the router) reads the default language,
 * so a visitor always sees words, never `undefined`.
 */
export function messages<M>(table: Record<Locale, M>): (locale: Locale) => M {
  return (locale) => table[locale] ?? table[DEFAULT_LOCALE];
}
