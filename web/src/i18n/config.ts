import { DEFAULT_LOCALE, LOCALES, type Locale } from "@wafer/schemas/constants";

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** next-i18n-router settings: zh lives at the root, en under /en. */
export const i18nConfig = {
  locales: [...LOCALES],
  defaultLocale: DEFAULT_LOCALE,
  prefixDefault: false,
};

/** The value of `<html lang>` for a locale. */
export const htmlLang: Record<Locale, string> = { zh: "zh-CN", en: "en" };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
