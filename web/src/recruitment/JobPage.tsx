import { PortableText } from "@portabletext/react";
import { JOB_CATEGORY_LABELS, JOB_TYPE_LABELS } from "@wafer/schemas/constants";
import { documentPath } from "@wafer/schemas/paths";
import { Fragment, type ReactNode } from "react";
import { IntentLink } from "@/components/IntentLink";
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
  const date = (value: string) => <time dateTime={value}>{formatDate(value, locale)}</time>;
  // The facts beside the post; the ones it leaves empty are not shown.
  const facts: [string, ReactNode][] = [
    [t.type, JOB_TYPE_LABELS[job.jobType][locale]],
    [t.category, JOB_CATEGORY_LABELS[job.category][locale]],
    [t.city, job.city],
    [t.education, job.education],
    [t.headcount, job.headcount ? t.headcountValue(job.headcount) : null],
    [t.postedAt, job.postedAt ? date(job.postedAt) : null],
    [t.validThrough, job.validThrough ? date(job.validThrough) : null],
  ];
  return (
    <main className={styles.main}>
      <header className={styles.header}>
        <p className={styles.back}>
          <IntentLink href={localePath(locale, listPath)}>← {t.backToCategory}</IntentLink>
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
            {facts.map(([term, value]) =>
              value ? (
                <Fragment key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ) : null,
            )}
          </dl>
          {job.open ? (
            <IntentLink
              className={styles.apply}
              href={`${documentPath({ _type: "job", slug: job.slug }, locale)}/apply`}
            >
              {t.apply}
            </IntentLink>
          ) : (
            <p className={styles.closed}>{t.closed}</p>
          )}
        </aside>
      </div>
    </main>
  );
}
