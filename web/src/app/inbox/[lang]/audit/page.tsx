import { isLocale } from "@/i18n/config";
import { AuditPage, type AuditQuery } from "@/inbox/ui/AuditPage";

export const instant = false;

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function Page({ params, searchParams }: Props) {
  const { lang } = await params;
  // One value per parameter: a repeated one (?who=a&who=b) reads as absent.
  const query = Object.fromEntries(
    Object.entries(await searchParams).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ) as AuditQuery;
  return <AuditPage lang={isLocale(lang) ? lang : "zh"} query={query} />;
}
