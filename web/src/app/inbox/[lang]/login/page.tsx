import { isLocale } from "@/i18n/config";
import { LoginPage } from "@/inbox/ui/LoginPage";

export const instant = false;

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ notice?: string; proof?: string }> };

export default async function Page({ params, searchParams }: Props) {
  const { lang } = await params;
  const { notice, proof } = await searchParams;
  return <LoginPage lang={isLocale(lang) ? lang : "zh"} notice={notice} proof={proof === "1"} />;
}
