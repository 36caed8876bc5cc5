import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { type ReactNode, Suspense } from "react";
import { PreviewBanner } from "@/components/preview/PreviewBanner";
import { htmlLang, isLocale, LOCALES } from "@/i18n/config";
import "@/styles/globals.css";

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  title: "硅片官网",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={htmlLang[locale]}>
      <body className={`locale-${locale}`}>
        <Suspense fallback={null}>
          <PreviewBanner locale={locale} />
        </Suspense>
        {children}
      </body>
    </html>
  );
}
