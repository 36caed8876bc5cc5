import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { StatusTemplate } from "@/company/status";
import { type Locale, routeLocale } from "@/i18n/config";

// An unlisted status page for operators: build, content source and last revalidation. No secrets.

export const metadata: Metadata = {
  title: { absolute: "Status · 状态" },
  robots: { index: false, follow: false },
};

async function Live({ locale }: { locale: Locale }) {
  // The last revalidation lives in the database: read it per request, never from a prerender.
  await connection();
  return <StatusTemplate locale={locale} />;
}

export default async function StatusPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  return (
    <Suspense fallback={null}>
      <Live locale={locale} />
    </Suspense>
  );
}
