"use client";

import { useEffect, useSyncExternalStore } from "react";
import type { Locale } from "@/i18n/config";
import { lastResortStrings } from "@/i18n/last-resort";
import { splitLocale } from "@/i18n/paths";

const subscribe = () => () => {};
const localeFromUrl = (): Locale => splitLocale(window.location.pathname).locale;
const defaultLocale = (): Locale => "zh";

/**
 * The layout itself failed ("a failure while showing the error page", docs/product.md, Errors and resilience). Nothing of the frame
 * can be trusted here, so the page is self-contained: its locale comes from the URL, its two strings
 * from a tiny built-in table, its look from inline styles, and the link home is a plain anchor (a
 * full reload that rebuilds the frame).
 */
export function LastResortError({ error }: { error: unknown }) {
  useEffect(() => {
    if (window.__recoverFromChunkError?.(error)) return;
    console.error(error);
  }, [error]);
  const locale = useSyncExternalStore(subscribe, localeFromUrl, defaultLocale);
  const text = lastResortStrings[locale];
  return (
    <html lang={text.lang}>
      <body
        style={{
          margin: 0,
          fontFamily: "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
          color: "#0b1b2f",
        }}
      >
        <main style={{ maxWidth: "40rem", margin: "0 auto", padding: "20vh 1.5rem" }}>
          <h1 style={{ fontSize: "1.5rem", lineHeight: 1.3 }}>{text.message}</h1>
          <a href={locale === "zh" ? "/" : `/${locale}`} style={{ color: "#0a4d8c", fontWeight: 600 }}>
            {text.link}
          </a>
        </main>
      </body>
    </html>
  );
}
