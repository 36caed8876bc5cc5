import { JOB_CATEGORY_LABELS, JOB_TYPE_LABELS, type JobCategory, type JobType } from "@wafer/schemas/constants";
import { pageCopy } from "@/company/content";
import type { Locale } from "@/i18n/config";
import { CategoryGrid } from "./CategoryGrid";
import { JobList } from "./JobList";
import { openJobs } from "./jobs";
import { recruitmentMessages } from "./messages";
import styles from "./recruitment.module.css";

// The pages of one hiring type (social: /society, /societysort; campus: /campus, /campussort).

/** The page document whose title and introduction head a hiring type's overview. */
export const hiringPageKey = (jobType: JobType) => (jobType === "social" ? "society" : "campus");

/** /society, /societysort: the categories with their open posts, then every open post. */
export async function HiringOverview({ locale, jobType }: { locale: Locale; jobType: JobType }) {
  const [jobs, { title, intro }] = await Promise.all([
    openJobs(locale, jobType),
    pageCopy(locale, hiringPageKey(jobType)),
  ]);
  return (
    <main className={styles.main}>
      <header className={styles.header}>
        <h1>{title}</h1>
        {intro ? <p className={styles.lead}>{intro}</p> : null}
      </header>
      <h2>{recruitmentMessages(locale).categories}</h2>
      <CategoryGrid locale={locale} jobType={jobType} jobs={jobs} />
      <JobList locale={locale} jobs={jobs} />
    </main>
  );
}

/** /societysort/<category>: the open posts of one category. */
export async function HiringCategory({
  locale,
  jobType,
  category,
}: {
  locale: Locale;
  jobType: JobType;
  category: JobCategory;
}) {
  const jobs = await openJobs(locale, jobType);
  return (
    <main className={styles.main}>
      <header className={styles.header}>
        <p className={styles.count}>{JOB_TYPE_LABELS[jobType][locale]}</p>
        <h1>{JOB_CATEGORY_LABELS[category][locale]}</h1>
      </header>
      <CategoryGrid locale={locale} jobType={jobType} jobs={jobs} current={category} />
      <JobList locale={locale} jobs={jobs.filter((job) => job.category === category)} />
    </main>
  );
}
