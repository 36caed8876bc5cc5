import "@/styles/tokens.module.css";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { htmlLang, isLocale, LOCALES } from "@/i18n/config";
import { inboxMessages } from "../messages";
import styles from "./inbox.module.css";

// The inbox's own document: staff pages, never indexed or cached, outside the public site's frame.

type Params = { params: Promise<{ lang: string }> };

export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { lang } = await params;
  return {
    title: isLocale(lang) ? inboxMessages(lang).title : "Inbox",
    robots: { index: false, follow: false, nocache: true },
  };
}

export async function InboxLayout({ children, params }: Params & { children: ReactNode }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return (
    <html lang={htmlLang[lang]}>
      <body className={styles.body}>
        {/* No Suspense boundary: every inbox page is a blocking route (instant = false), so it
            arrives whole, and works without JavaScript (a streamed part stays hidden without it). */}
        {children}
      </body>
    </html>
  );
}
