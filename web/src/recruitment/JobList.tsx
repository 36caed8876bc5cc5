import { documentPath } from "@wafer/schemas/paths";
import { IntentLink } from "@/components/IntentLink";
import type { Locale } from "@/i18n/config";
import { formatDate } from "@/i18n/format";
import type { JobRow } from "./jobs";
import { recruitmentMessages } from "./messages";
import styles from "./recruitment.module.css";

/** Open posts, newest first; the exact empty-state text when there are none. */
export function JobList({ locale, jobs }: { locale: Locale; jobs: JobRow[] }) {
  const t = recruitmentMessages(locale);
  if (jobs.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <ul className={styles.jobs}>
      {jobs.map((job) => (
        <li key={job._id} className={styles.job}>
          <IntentLink className={styles.jobLink} href={documentPath({ _type: "job", slug: job.slug }, locale)}>
            <span className={styles.jobTitle}>{job.title}</span>
            <ul className={styles.meta}>
              {job.city ? <li>{job.city}</li> : null}
              {job.education ? <li>{job.education}</li> : null}
              {job.headcount ? (
                <li>
                  {t.headcount} {t.headcountValue(job.headcount)}
                </li>
              ) : null}
              {job.postedAt ? <li>{formatDate(job.postedAt, locale)}</li> : null}
            </ul>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
