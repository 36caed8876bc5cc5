import { PortableText } from "@portabletext/react";
import { JOB_CATEGORY_LABELS, JOB_TYPE_LABELS } from "@wafer/schemas/constants";
import Link from "next/link";
import { type Locale, localePath } from "@/i18n/config";
import { formatDate } from "@/i18n/format";
import type { JobDetail } from "./jobs";
import { recruitmentMessages } from "./messages";
import styles from "./recruitment.module.css";

/** A job post: every field of it, and the apply button while it is open. */
export function JobPage({ locale, job }: { locale: Locale; job: JobDetail }) {
  const t = recruitmentMessages(locale);
  const listPath = `/${job.jobType === "social" ? "societysort" : "campussort"}/${job.category}`;
  const sections = [
    [t.responsibilities, job.responsibilities],
    [t.requirements, job.requirements],
    [t.benefits, job.benefits],
  ] as const;
  return (
    <main className={styles.main}>
      <header className={styles.header}>
        <p className={styles.back}>
          <Link href={localePath(locale, listPath)}>← {t.backToCategory}</Link>
        </p>
        <h1>{job.title}</h1>
        <p className={styles.jobMeta}>
          {[job.city, JOB_CATEGORY_LABELS[job.category][locale], JOB_TYPE_LABELS[job.jobType][locale]]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </header>
      <div className={styles.detail}>
        <div>
          {sections.map(([heading, body]) =>
            body?.length ? (
              <section key={heading} className={styles.section}>
                <h2>{heading}</h2>
                <PortableText value={body as never} />
              </section>
            ) : null,
          )}
        </div>
        <aside className={styles.facts} aria-label={t.facts}>
          <dl>
            <dt>{t.type}</dt>
            <dd>{JOB_TYPE_LABELS[job.jobType][locale]}</dd>
            <dt>{t.category}</dt>
            <dd>{JOB_CATEGORY_LABELS[job.category][locale]}</dd>
            {job.city ? (
              <>
                <dt>{t.city}</dt>
                <dd>{job.city}</dd>
              </>
            ) : null}
            {job.education ? (
              <>
                <dt>{t.education}</dt>
                <dd>{job.education}</dd>
              </>
            ) : null}
            {job.headcount ? (
              <>
                <dt>{t.headcount}</dt>
                <dd>{t.headcountValue(job.headcount)}</dd>
              </>
            ) : null}
            {job.postedAt ? (
              <>
                <dt>{t.postedAt}</dt>
                <dd>
                  <time dateTime={job.postedAt}>{formatDate(job.postedAt, locale)}</time>
                </dd>
              </>
            ) : null}
            {job.validThrough ? (
              <>
                <dt>{t.validThrough}</dt>
                <dd>
                  <time dateTime={job.validThrough}>{formatDate(job.validThrough, locale)}</time>
                </dd>
              </>
            ) : null}
          </dl>
          {job.open ? (
            <Link className={styles.apply} href={localePath(locale, `/jobs/${job.slug}/apply`)}>
              {t.apply}
            </Link>
          ) : (
            <p className={styles.closed}>{t.closed}</p>
          )}
        </aside>
      </div>
    </main>
  );
}
