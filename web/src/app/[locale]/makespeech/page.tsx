// Placeholder: replaced by the pages issue
import { notFound } from "next/navigation";
import { PlaceholderPage } from "@/components/shell/PlaceholderPage";
import { isLocale } from "@/i18n/config";
import { getDictionary } from "@/i18n/dictionary";

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const dictionary = await getDictionary(locale);
  return <PlaceholderPage title={dictionary.nav.items.makespeech} body={dictionary.placeholder.body} hero={true} />;
}
