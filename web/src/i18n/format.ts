import type { Locale } from "./config";

// How dates, lists and numbers read in each language. One time zone for every date the site shows:
// the company's, China Standard Time (docs/product.md, "Dates").

export const TIME_ZONE = "Asia/Shanghai";

const dateFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * A date in the locale's long form ("2026年11月23日", "23 November 2026"). Takes an instant
 * (ISO date-time) or a calendar day (YYYY-MM-DD), which is read as that day in China.
 */
export function formatDate(value: string, locale: Locale): string {
  dateFormats[locale] ??= new Intl.DateTimeFormat(locale === "zh" ? "zh-CN" : "en-GB", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: TIME_ZONE,
  });
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+08:00` : value;
  return dateFormats[locale].format(new Date(instant));
}

/** Today's calendar day in China (YYYY-MM-DD): a job valid through a day is open all that day there. */
export function chinaDate(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(now);
}

/** Items run together as the language writes a plain enumeration: 抛光片、外延片 / polished, epitaxial. */
export function formatList(items: readonly string[], locale: Locale): string {
  return items.join(locale === "zh" ? "、" : ", ");
}

/** The colon after a label: full-width in Chinese, followed by a space in English. */
export const colon = (locale: Locale) => (locale === "zh" ? "：" : ": ");

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "zh" ? "zh-CN" : "en-GB").format(value);
}

/** "48 KB", "1.2 MB": what a download costs, in the locale's number format. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const tag = locale === "zh" ? "zh-CN" : "en-GB";
  if (bytes < 1024 * 1024) return `${new Intl.NumberFormat(tag).format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
}
