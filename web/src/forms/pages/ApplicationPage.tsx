import { stegaClean } from "@sanity/client/stega";
import { JOB_CATEGORY_LABELS } from "@wafer/schemas/constants";
import { documentPath } from "@wafer/schemas/paths";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { IntentLink } from "@/components/IntentLink";
import { isLocale, type Locale, localePath } from "@/i18n/config";
import { colon } from "@/i18n/format";
import { type JobDetail, jobDetail } from "@/recruitment/jobs";
import { NotFoundPage } from "@/route-kit/NotFoundPage";
import { notFoundMetadata } from "@/route-kit/not-found-metadata";
import { FormPage, formPageStyles } from "../components/FormPage";
import { SubmissionForm } from "../components/SubmissionForm";
import { formMessages } from "../messages";
import { findOpenJob } from "../server/content";

// /jobs/<slug>/apply: the application form for an open job; for a post that is closed, a notice
// with a way on (its category's open posts, all openings, the post itself), answered 200 and kept
// out of search; for a slug no post has, the 404 page (docs/decisions/0041). The proxy already
// answers most unknown slugs with the shared 404 page (routing/unknown-paths.ts).
// Whether a job is still open depends on today's date, so both read per request (`connection`).

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function applicationMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const job = await findOpenJob(slug, locale);
  const title = formMessages(locale).pages.application.title;
  // A form is no page for search results (it is not in the sitemap; the job's page is), its links
  // are followed (issue 43). Drafts carry stega characters (content/stega.ts): never in <title>.
  if (job) return { title: `${title} · ${stegaClean(job.title)}`, robots: { index: false, follow: true } };
  // A closed post's notice is no page for search results either; an unknown slug gets the 404's head.
  if (!(await jobDetail(locale, slug))) return notFoundMetadata(locale);
  return { title, robots: { index: false } };
}

export async function ApplicationPage({ params }: Props) {
  await connection();
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const t = formMessages(locale).pages.application;
  const job = await findOpenJob(slug, locale);
  if (!job) {
    const post = await jobDetail(locale, slug);
    // The 404 view in the server's HTML. Its status is the proxy's to give (routing/unknown-paths.ts):
    // this page renders per request, after the shell, where neither notFound() nor NotFoundPage's
    // signal can change it any more; only before the proxy's copy of the content has loaded
    // (a cold server's first requests) does such a URL get this view with 200 (decision 0041).
    if (!post) return <NotFoundPage locale={locale} />;
    return (
      <FormPage title={t.title}>
        <ClosedJob locale={locale} post={post} />
      </FormPage>
    );
  }
  return (
    <FormPage title={`${t.title}${colon(locale)}${job.title}`} lead={t.lead}>
      <SubmissionForm kind="application" locale={locale} position={{ slug: job.slug, title: job.title }} />
    </FormPage>
  );
}

/** Why this post takes no applications, and where the visitor can go instead. */
function ClosedJob({ locale, post }: { locale: Locale; post: JobDetail }) {
  const t = formMessages(locale).pages.application;
  const overview = post.jobType === "social" ? "/societysort" : "/campussort";
  return (
    <>
      <p className={formPageStyles.notice} role="status">
        {t.closed(post.title)}
      </p>
      <p>{t.wayOn}</p>
      <ul className={formPageStyles.wayOn}>
        <li>
          <IntentLink className={formPageStyles.link} href={localePath(locale, `${overview}/${post.category}`)}>
            {t.openInCategory(JOB_CATEGORY_LABELS[post.category][locale])}
          </IntentLink>
        </li>
        <li>
          <IntentLink className={formPageStyles.link} href={localePath(locale, overview)}>
            {t.allOpenings[post.jobType]}
          </IntentLink>
        </li>
        <li>
          <IntentLink className={formPageStyles.link} href={documentPath({ _type: "job", slug: post.slug }, locale)}>
            {t.post}
          </IntentLink>
        </li>
      </ul>
    </>
  );
}
