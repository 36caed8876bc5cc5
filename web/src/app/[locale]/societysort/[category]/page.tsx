import { JOB_CATEGORIES } from "@wafer/schemas/constants";
import { routeLocale } from "@/i18n/config";
import { HiringCategory } from "@/recruitment/HiringPages";

export function generateStaticParams() {
  return JOB_CATEGORIES.map((category) => ({ category }));
}

export default async function Page({ params }: { params: Promise<{ locale: string; category: string }> }) {
  const locale = await routeLocale(params);
  return <HiringCategory locale={locale} jobType="social" category={(await params).category} />;
}
