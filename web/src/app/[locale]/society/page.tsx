import { routeLocale } from "@/i18n/config";
import { HiringOverview } from "@/recruitment/HiringPages";

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <HiringOverview locale={await routeLocale(params)} jobType="social" />;
}
