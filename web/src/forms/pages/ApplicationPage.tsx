import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { isLocale } from "@/i18n/config";
import { colon } from "@/i18n/format";
import { FormPage, formPageStyles } from "../components/FormPage";
import { SubmissionForm } from "../components/SubmissionForm";
import { formMessages } from "../messages";
import { findOpenJob } from "../server/content";

// /jobs/<slug>/apply: the application form for an open job, or a notice that it is closed.
// Whether a job is still open depends on today's date, so both read per request (`connection`).

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function applicationMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const job = await findOpenJob(slug, locale);
  const title = formMessages(locale).pages.application.title;
  return { title: job ? `${title} · ${job.title}` : title };
}

export async function ApplicationPage({ params }: Props) {
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
    <FormPage title={`${t.title}${colon(locale)}${job.title}`} lead={t.lead}>
      <SubmissionForm kind="application" locale={locale} position={{ slug: job.slug, title: job.title }} />
    </FormPage>
  );
}
