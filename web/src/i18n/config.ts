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

/** The locale of a `[locale]` route, or the 404 page for anything else. */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) {
    const { notFound } = await import("next/navigation");
    notFound();
  }
  return locale as Locale;
}

/** A site path in a locale: zh is unprefixed, en lives under /en. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}
