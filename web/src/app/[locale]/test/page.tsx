import type { Metadata } from "next";
import { StatusTemplate } from "@/company/status";
import { routeLocale } from "@/i18n/config";

// An unlisted page that says the site answers; nothing about the build or the content (issue 32).

export const metadata: Metadata = {
  title: { absolute: "Status · 状态" },
  robots: { index: false, follow: false },
};

export default async function StatusPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  return <StatusTemplate locale={locale} />;
}
