import "server-only";
import type { Locale } from "./config";
import type { Dictionary } from "./dictionaries/zh";

export type { Dictionary };

// One dynamic import per locale: a page loads only the strings of its own language.
const loaders: Record<Locale, () => Promise<Dictionary>> = {
  zh: () => import("./dictionaries/zh").then((module) => module.default),
  en: () => import("./dictionaries/en").then((module) => module.default),
};

/** The UI strings of a locale (server side). Client components receive the parts they need as props. */
export function getDictionary(locale: Locale): Promise<Dictionary> {
  return loaders[locale]();
}

/** The strings the site shell (header, navigation, footer, error pages) shows in the browser. */
export type ShellStrings = Pick<Dictionary, "site" | "nav" | "header" | "footer" | "privacy" | "errors">;

export function shellStrings(dictionary: Dictionary): ShellStrings {
  const { site, nav, header, footer, privacy, errors } = dictionary;
  return { site, nav, header, footer, privacy, errors };
}
