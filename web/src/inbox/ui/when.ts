import type { Locale } from "@/i18n/config";

/** A date and time as staff read it: Beijing time, in their language. */
export function when(lang: Locale, date: Date | string): string {
  return new Date(date).toLocaleString(lang === "zh" ? "zh-CN" : "en-GB", {
    timeZone: "Asia/Shanghai",
    dateStyle: "medium",
    timeStyle: "short",
  });
}
