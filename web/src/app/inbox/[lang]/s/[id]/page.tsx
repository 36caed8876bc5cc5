import { isLocale } from "@/i18n/config";
import { DetailPage } from "@/inbox/ui/DetailPage";

export const instant = false;

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<{ notice?: string }> };

export default async function Page({ params, searchParams }: Props) {
  const { lang, id } = await params;
  const { notice } = await searchParams;
  return <DetailPage lang={isLocale(lang) ? lang : "zh"} id={id} notice={notice} />;
}
