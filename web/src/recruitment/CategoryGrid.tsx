import { JOB_CATEGORY_LABELS, type JobCategory, type JobType } from "@wafer/schemas/constants";
import { IntentLink } from "@/components/IntentLink";
import { type Locale, localePath } from "@/i18n/config";
import { countByCategory, type JobRow } from "./jobs";
import { recruitmentMessages } from "./messages";
import styles from "./recruitment.module.css";

/** The six job categories of a hiring type with their number of open posts. */
export function CategoryGrid({
  locale,
  jobType,
  jobs,
  current,
}: {
  locale: Locale;
  jobType: JobType;
  jobs: JobRow[];
  current?: JobCategory;
}) {
  const t = recruitmentMessages(locale);
  return (
    <nav aria-label={t.categories}>
      <ul className={`auto-grid ${styles.grid}`}>
        {countByCategory(jobs).map(({ category, count }) => (
          <li key={category}>
            <IntentLink
              className={styles.categoryCard}
              href={localePath(locale, `/${jobType === "social" ? "societysort" : "campussort"}/${category}`)}
              aria-current={category === current ? "page" : undefined}
            >
              <span className={styles.categoryName}>{JOB_CATEGORY_LABELS[category][locale]}</span>
              <span className={styles.count} data-count={count}>
                {t.openPosts(count)}
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
