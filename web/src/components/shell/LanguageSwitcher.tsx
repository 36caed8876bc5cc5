"use client";

import { usePathname, useRouter } from "next/navigation";
import type { MouseEvent } from "react";
import { readPublishedAlternate, switchLocaleHref } from "@/i18n/alternates";
import { htmlLang, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES, type Locale } from "@/i18n/config";
import styles from "./LanguageSwitcher.module.css";
import { startNavigationProgress } from "./ProgressBar";
import { useShell } from "./ShellProvider";

/** Remembers the visitor's choice exactly as the proxy does (docs/product.md, Languages: 365 days, SameSite=Lax). */
function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is not in every browser yet
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}

/**
 * 中文 / EN. The links are real URLs of this page in each language (by path); on click the target
 * is refined with what the page published about its translation (see i18n/alternates.ts).
 */
export function LanguageSwitcher({ tone = "inherit" }: { tone?: "inherit" | "panel" }) {
  const { locale, strings } = useShell();
  const pathname = usePathname();
  const router = useRouter();

  const choose = (event: MouseEvent<HTMLAnchorElement>, to: Locale) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (to === locale) return;
    const href = switchLocaleHref({
      pathname: window.location.pathname,
      search: window.location.search,
      to,
      published: readPublishedAlternate(document, to),
    });
    rememberLocale(to);
    startNavigationProgress();
    router.push(href);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two links, not form controls for a <fieldset>
    <div className={styles.switcher} data-tone={tone} role="group" aria-label={strings.header.language}>
      {LOCALES.map((option) => (
        <a
          key={option}
          href={switchLocaleHref({ pathname, to: option })}
          lang={htmlLang[option]}
          hrefLang={htmlLang[option]}
          aria-current={option === locale ? "true" : undefined}
          title={strings.header.languageNames[option]}
          className={styles.option}
          onClick={(event) => choose(event, option)}
        >
          {strings.header.languageShort[option]}
        </a>
      ))}
    </div>
  );
}
