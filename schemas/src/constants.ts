// Plain values shared by the studio and the web. No Sanity import here: the web bundles this file.

/** Site locales. zh is the default and the fallback for missing English content. */
export const LOCALES = ["zh", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh";

/** Document types that exist once per language and are linked as translations. */
export const TRANSLATED_TYPES = ["homePage"] as const;
