import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/forms/components/FormPage";
import { SubmissionForm } from "@/forms/components/SubmissionForm";
import { formMessages } from "@/forms/messages";
import { isLocale } from "@/i18n/config";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? { title: formMessages(locale).pages.message.title } : {};
}

export default async function MessagePage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = formMessages(locale).pages.message;
  return (
    <FormPage title={t.title} lead={t.lead}>
      <SubmissionForm kind="message" locale={locale} />
    </FormPage>
  );
}
