import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { companyMetadata } from "@/company/metadata";
import { FormPage } from "@/forms/components/FormPage";
import { SubmissionForm } from "@/forms/components/SubmissionForm";
import { formMessages } from "@/forms/messages";
import { isLocale } from "@/i18n/config";
import { PageStructuredData } from "@/seo/StructuredData";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = formMessages(locale).pages.inquiry;
  return companyMetadata(locale, "/eirform", t.title, t.lead);
}

export default async function InquiryPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = formMessages(locale).pages.inquiry;
  return (
    <FormPage title={t.title} lead={t.lead}>
      <PageStructuredData locale={locale} path="/eirform" />
      <SubmissionForm kind="inquiry" locale={locale} />
    </FormPage>
  );
}
