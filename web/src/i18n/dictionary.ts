import "server-only";
import type { Locale } from "./config";
import en from "./dictionaries/en";
import zh, { type Dictionary } from "./dictionaries/zh";
import { messages } from "./messages";

export type { Dictionary };

/**
 * The UI strings of a locale, read like every other message table (i18n/messages.ts). Server
 * side only ("server-only" above): client components receive the parts they need as props
 * (`shellStrings`), so no browser bundle carries a language it does not show.
 */
export const getDictionary: (locale: Locale) => Dictionary = messages({ zh, en });

/** The strings the site shell (header, navigation, footer, error pages) shows in the browser. */
export type ShellStrings = Pick<Dictionary, "site" | "nav" | "header" | "footer" | "privacy" | "errors">;

export function shellStrings(dictionary: Dictionary): ShellStrings {
  const { site, nav, header, footer, privacy, errors } = dictionary;
  return { site, nav, header, footer, privacy, errors };
}
