import { isLocale } from "@/i18n/config";
import { AuditPage } from "@/inbox/ui/AuditPage";

export const instant = false;

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ notice?: string; erase?: string }> };

export default async function Page({ params, searchParams }: Props) {
  const { lang } = await params;
  const { notice, erase } = await searchParams;
  return <AuditPage lang={isLocale(lang) ? lang : "zh"} notice={notice} erase={erase} />;
}
