import { isLocale } from "@/i18n/config";
import { ListPage } from "@/inbox/ui/ListPage";

// Per request: it shows who is signed in and what just arrived.
export const instant = false;

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function Page({ params, searchParams }: Props) {
  const { lang } = await params;
  return <ListPage lang={isLocale(lang) ? lang : "zh"} query={await searchParams} />;
}
