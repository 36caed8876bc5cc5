import type { Bilingual } from "@wafer/schemas/constants";
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

/**
 * One language's side of a table of shared labels (the `*_LABELS` of schemas/src/constants.ts,
 * which the studio shows editors too), for a feature's messages: one spelling everywhere.
 */
export function inLocale<K extends string>(labels: Record<K, Bilingual>, locale: Locale): Record<K, string> {
  return Object.fromEntries(Object.entries<Bilingual>(labels).map(([key, label]) => [key, label[locale]])) as Record<
    K,
    string
  >;
}

/** A text editors keep in both languages, where the translation may still be missing. */
export type Translated = Partial<Record<Locale, string | null>>;

/**
 * A `Translated` text in a locale, with the fallback rule of `messages`: a side that is missing
 * (or left empty) reads the default language.
 */
export function translated(text: Translated, locale: Locale): string {
  return text[locale] || text[DEFAULT_LOCALE] || "";
}
