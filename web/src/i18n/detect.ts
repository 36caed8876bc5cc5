import { DEFAULT_LOCALE, LOCALES, type Locale } from "./config";

/**
 * The site locale that best fits an Accept-Language header: the highest-weighted language whose
 * primary subtag is one of ours (zh-TW and zh-HK count as zh, en-GB as en), else the default.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split("-")[0] ?? "",
        weight: Number.isNaN(weight) ? 0 : weight,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { primary } of ranked) {
    const locale = LOCALES.find((candidate) => candidate === primary);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
