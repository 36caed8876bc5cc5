import { stegaClean } from "@sanity/client/stega";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { FormPage, formPageStyles } from "@/forms/components/FormPage";
import { SubmissionForm } from "@/forms/components/SubmissionForm";
import { formMessages } from "@/forms/messages";
import { findOpenJob } from "@/forms/server/content";
import { isLocale } from "@/i18n/config";

type Props = { params: Promise<{ locale: string; slug: string }> };

// Whether a job is still open depends on today's date: decide per request.
// Rendered per request (it depends on the date or the token): a blocking route, not a prerender.
export const instant = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const job = await findOpenJob(slug, locale);
  const title = formMessages(locale).pages.application.title;
  return { title: job ? `${title} · ${stegaClean(job.title)}` : title };
}

export default async function ApplyPage({ params }: Props) {
  await connection();
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const t = formMessages(locale).pages.application;
  const job = await findOpenJob(slug, locale);
  if (!job) {
    return (
      <FormPage title={t.title}>
        <p className={formPageStyles.notice} role="status">
          {t.closed}
        </p>
      </FormPage>
    );
  }
  return (
    <FormPage title={`${t.title}: ${job.title}`} lead={t.lead}>
      <SubmissionForm kind="application" locale={locale} position={{ slug: job.slug, title: job.title }} />
    </FormPage>
  );
}
