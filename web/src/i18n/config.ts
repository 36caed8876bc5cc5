import { DEFAULT_LOCALE, LOCALES, type Locale } from "@wafer/schemas/constants";

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Name of the cookie that remembers the visitor's language (docs/product.md, Languages). */
export const LOCALE_COOKIE = "i18n_locale";
/** 365 days, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The value of `<html lang>` (and of `hreflang`) for a locale. */
export const htmlLang: Record<Locale, string> = { zh: "zh-CN", en: "en" };

export function isLocale(value: string | undefined | null): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The other site language: the target of the language switcher. */
export function otherLocale(locale: Locale): Locale {
  return locale === "zh" ? "en" : "zh";
}

/** The locale of a `[locale]` route, or the 404 page for anything else. */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) {
    const { notFound } = await import("next/navigation");
    notFound();
  }
  return locale as Locale;
}

/** A site path in a locale: zh is unprefixed, en lives under /en (one definition, with the route table). */
export { localePath } from "@wafer/schemas/routes";
