import type { Metadata } from "next";
import { routeLocale } from "@/i18n/config";
import { JobPage } from "@/recruitment/JobPage";
import { jobDetail, openJobSlugs } from "@/recruitment/jobs";
import { jobMetadata } from "@/recruitment/routes";
import { NotFoundPage } from "@/seo/NotFoundPage";
import { JobStructuredData } from "@/seo/StructuredData";

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateStaticParams({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const slugs = await openJobSlugs();
  // English shows the Chinese post where no translation exists yet.
  const mine = slugs.filter((job) => job.language === locale || locale === "en");
  return [...new Set(mine.map((job) => job.slug))].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobMetadata(await routeLocale(params), decodeURIComponent((await params).slug));
}

export default async function Page({ params }: Props) {
  const locale = await routeLocale(params);
  const job = await jobDetail(locale, decodeURIComponent((await params).slug));
  if (!job) return <NotFoundPage locale={locale} />;
  return (
    <>
      <JobStructuredData locale={locale} job={job} />
      <JobPage locale={locale} job={job} />
    </>
  );
}
