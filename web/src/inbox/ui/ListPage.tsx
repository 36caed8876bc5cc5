import { connection } from "next/server";
import { getDatabase } from "@/db/client";
import type { FormType } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { jobTitles } from "../jobs";
import { compactWhen, jobTitle, statusLabel } from "../labels";
import { inboxMessages } from "../messages";
import { formsFor, statusesOf } from "../roles";
import { requireStaff } from "../session";
import { audit, listSubmissions, liveState } from "../store";
import { Frame, Notice } from "./Frame";
import styles from "./inbox.module.css";
import { LiveRefresh } from "./LiveRefresh";

export type ListQuery = Partial<Record<"form" | "job" | "status" | "from" | "to" | "q" | "notice", string>>;

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/** /inbox/<lang>: one form's submissions, grouped by job for applications, newest first. */
export async function ListPage({
  lang,
  query,
}: {
  lang: Locale;
  query: Record<string, string | string[] | undefined>;
}) {
  await connection();
  const staff = await requireStaff(lang);
  const t = inboxMessages(lang);
  const forms = formsFor(staff.roles);
  const form = (forms.includes(one(query.form) as FormType) ? one(query.form) : forms[0]) as FormType;
  const filter = {
    job: one(query.job) || undefined,
    status: one(query.status) || undefined,
    from: one(query.from) || undefined,
    to: one(query.to) || undefined,
    q: one(query.q) || undefined,
  };
  const { db } = await getDatabase();
  // A list shows names, emails and phones: who looked, at which form and filter, goes to the audit
  // log (each filter value cut to 100 characters: the log holds what was asked, not a payload).
  const asked = Object.entries(filter)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${(value as string).slice(0, 100)}`);
  await audit(db, staff.account, "list", null, [form, ...asked].join(" "));
  const [rows, all, live, titles] = await Promise.all([
    listSubmissions(db, { forms: [form], ...filter }),
    listSubmissions(db, { forms: [form], limit: 10_000 }),
    liveState(db, [form]),
    form === "application" ? jobTitles() : [],
  ]);
  // Jobs by their titles in the staff member's language (issue 41: slugs were shown).
  const title = (slug: string) => jobTitle(titles, slug, lang) || "—";
  const jobs = new Map<string, { total: number; fresh: number }>();
  for (const row of all) {
    const entry = jobs.get(row.job) ?? { total: 0, fresh: 0 };
    entry.total += 1;
    if (row.status === "new") entry.fresh += 1;
    jobs.set(row.job, entry);
  }
  const exportQuery = new URLSearchParams({
    form,
    lang,
    ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v)),
  });
  const search = new URLSearchParams({ form, ...(filter.job ? { job: filter.job } : {}) });
  return (
    <Frame lang={lang} staff={staff} path={`?${search}`} current={form}>
      <h1>
        {t.forms[form]} <span className={styles.badge}>{t.newCount(live.fresh)}</span>
      </h1>
      <Notice lang={lang} notice={one(query.notice)} />
      <p className={styles.muted}>{t.live}</p>
      <LiveRefresh form={form} latest={live.latest} label={t.liveNew(live.fresh)} />
      <div className={styles.columns}>
        {form === "application" ? (
          <section className={styles.panel} aria-labelledby="by-job">
            <h2 id="by-job">{t.byJob}</h2>
            <ul className={styles.jobs}>
              <li>
                <a href={`/inbox/${lang}?form=${form}`} aria-current={!filter.job ? "page" : undefined}>
                  {t.allJobs}
                </a>
                <span>{all.length}</span>
              </li>
              {[...jobs].map(([job, counts]) => (
                <li key={job} data-job={job}>
                  <a
                    href={`/inbox/${lang}?form=${form}&job=${encodeURIComponent(job)}`}
                    aria-current={filter.job === job ? "page" : undefined}
                  >
                    {title(job)}
                  </a>
                  <span>
                    {counts.fresh ? <span className={styles.badge}>{t.newCount(counts.fresh)}</span> : null}{" "}
                    {counts.total}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <div />
        )}
        <section>
          <form method="get" action={`/inbox/${lang}`} className={`${styles.panel} ${styles.filters}`}>
            <input type="hidden" name="form" value={form} />
            {form === "application" ? (
              <label>
                {t.job}
                <select name="job" defaultValue={filter.job ?? ""}>
                  <option value="">{t.allJobs}</option>
                  {[...jobs.keys()].map((job) => (
                    <option key={job} value={job}>
                      {title(job)}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label>
              {t.status}
              <select name="status" defaultValue={filter.status ?? ""}>
                <option value="">{t.anyStatus}</option>
                {statusesOf(form).map((status) => (
                  <option key={status} value={status}>
                    {statusLabel(lang, form, status)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.from}
              <input type="date" name="from" defaultValue={filter.from} />
            </label>
            <label>
              {t.to}
              <input type="date" name="to" defaultValue={filter.to} />
            </label>
            <label>
              {t.search}
              <input type="search" name="q" defaultValue={filter.q} />
            </label>
            <button type="submit" className={styles.button}>
              {t.filter}
            </button>
            <a href={`/inbox/${lang}?form=${form}`}>{t.reset}</a>
          </form>
          <div className={styles.panel}>
            {/* The workbook for people; the CSV (with the resumes, for applications) for machines. */}
            <p className={styles.row}>
              <a className={styles.button} href={`/inbox/export?${exportQuery}&format=xlsx`} download>
                {filter.job ? t.exportXlsxJob : t.exportXlsx}
              </a>
              <a href={`/inbox/export?${exportQuery}`} download>
                {form !== "application"
                  ? t.exportZipOthers
                  : filter.job
                    ? t.exportZipApplicationsJob
                    : t.exportZipApplications}
              </a>
            </p>
            <p className={styles.muted}>{t.exportHint}</p>
            {rows.length === 0 ? (
              <p>{t.nothing}</p>
            ) : (
              // Narrow screens scroll the table, not the page; the region is focusable to scroll by keyboard.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
              <section className={styles.tableWrap} aria-label={t.forms[form]} tabIndex={0}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t.name}</th>
                      <th scope="col">{t.email}</th>
                      <th scope="col">{t.phone}</th>
                      {form === "application" ? <th scope="col">{t.job}</th> : null}
                      <th scope="col">{t.received}</th>
                      <th scope="col">{t.status}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.id} className={row.status === "new" ? styles.fresh : undefined} data-id={row.id}>
                        <td>
                          <a href={`/inbox/${lang}/s/${row.id}`}>{row.name || row.email}</a>
                        </td>
                        <td>{row.email}</td>
                        <td>{row.phone}</td>
                        {form === "application" ? <td data-job={row.job}>{title(row.job)}</td> : null}
                        <td className={styles.when}>
                          <time dateTime={new Date(row.createdAt).toISOString()}>{compactWhen(row.createdAt)}</time>
                        </td>
                        <td>{statusLabel(lang, form, row.status)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </div>
        </section>
      </div>
    </Frame>
  );
}
