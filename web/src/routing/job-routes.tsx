import {
  isJobCategory,
  JOB_CATEGORIES,
  JOB_CATEGORY_LABELS,
  JOB_TYPE_LABELS,
  type JobType,
} from "@wafer/schemas/constants";
import { documentRoute } from "@wafer/schemas/paths";
import type { Metadata } from "next";
import { companyMetadata } from "@/company/metadata";
import { languageSwitchMetadata } from "@/i18n/alternates";
import { type Locale, localePath, otherLocale, routeLocale } from "@/i18n/config";
import { HiringCategory } from "@/recruitment/HiringPages";
import { JobPage } from "@/recruitment/JobPage";
import { jobDetail, openJobSlugs } from "@/recruitment/jobs";
import { NotFoundPage } from "@/route-kit/NotFoundPage";
import { notFoundMetadata } from "@/route-kit/not-found-metadata";
import { slugRoute } from "@/route-kit/slug-route";
import { JobStructuredData, PageStructuredData } from "@/seo/StructuredData";

// The route files of the category pages (/societysort/<category>, /campussort/<category>) and of
// a job post (/jobs/<slug>) take their page and metadata from here; the overviews are in the
// route table.

type Params<T = object> = { params: Promise<{ locale: string } & T> };

const hiringTitle = (locale: Locale, jobType: JobType) => JOB_TYPE_LABELS[jobType][locale];

/** `<base>/<category>`: the open posts of one category of one hiring type. */
export function hiringCategoryRoute(jobType: JobType, base: string) {
  function generateStaticParams() {
    return JOB_CATEGORIES.map((category) => ({ category }));
  }
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route module, at import time
  async function Page({ params }: Params<{ category: string }>) {
    const locale = await routeLocale(params);
    const { category } = await params;
    // An unknown category: the 404 page in the server's HTML (web/src/route-kit/NotFoundPage.tsx).
    if (!isJobCategory(category)) return <NotFoundPage locale={locale} />;
    return (
      <>
        <PageStructuredData locale={locale} path={`${base}/${category}`} />
        <HiringCategory locale={locale} jobType={jobType} category={category} />
      </>
    );
  }
  async function generateMetadata({ params }: Params<{ category: string }>): Promise<Metadata> {
    const locale = await routeLocale(params);
    const { category } = await params;
    if (!isJobCategory(category)) return notFoundMetadata(locale);
    const title = `${JOB_CATEGORY_LABELS[category][locale]} · ${hiringTitle(locale, jobType)}`;
    return companyMetadata(locale, `${base}/${category}`, title);
  }
  return { Page, generateMetadata, generateStaticParams };
}

/** A job post's title and summary; its other-language page where one exists (a translation, or the Chinese post in English). */
export async function jobMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const job = await jobDetail(locale, slug);
  if (!job) return {};
  const path = documentRoute({ _type: "job", slug: job.slug });
  const summary = [JOB_CATEGORY_LABELS[job.category][locale], job.city].filter(Boolean).join(" · ");
  const other = otherLocale(locale);
  const own = { [locale]: localePath(locale, path) };
  const translated = Boolean(await jobDetail(other, job.slug));
  const translations = translated ? { ...own, [other]: localePath(other, path) } : own;
  const base = await companyMetadata(
    locale,
    path,
    `${job.title} · ${hiringTitle(locale, job.jobType)}`,
    summary,
    null,
    {
      translations,
      // The English page of an untranslated Chinese post shows the Chinese post: that is the original.
      canonical: localePath(job.language, path),
      // Closed posts stay reachable (the page says so) but leave search results.
      noindex: !job.open,
    },
  );
  const switchTo = translated
    ? languageSwitchMetadata(translations)
    : languageSwitchMetadata(own, {
        [other]: localePath(other, job.jobType === "social" ? "/societysort" : "/campussort"),
      });
  return { ...base, other: switchTo.other };
}

export const jobRoute = slugRoute({
  async slugs(locale) {
    const open = await openJobSlugs();
    // English shows the Chinese post where no translation exists yet.
    return open.filter((job) => job.language === locale || locale === "en").map((job) => job.slug);
  },
  load: jobDetail,
  metadata: jobMetadata,
  render: (locale, job) => (
    <>
      <JobStructuredData locale={locale} job={job} />
      <JobPage locale={locale} job={job} />
    </>
  ),
});
