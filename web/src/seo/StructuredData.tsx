import { toPlainText } from "@portabletext/react";
import { documentPath } from "@wafer/schemas/paths";
import { absoluteUrl } from "@/config/site-url";
import { type Locale, localePath } from "@/i18n/config";
import { escapeXml } from "@/metadata/feeds";
import { Breadcrumbs, DocumentStructuredData, JsonLd, organizationFacts } from "@/metadata/JsonLd";
import { ogImagePath } from "@/metadata/og-paths";
import { jobPostingJsonLd, newsArticleJsonLd, organizationJsonLd, websiteJsonLd } from "@/metadata/structured-data";
import type { NewsDetail } from "@/news/news";
import type { JobDetail } from "@/recruitment/jobs";
import { recruitmentMessages } from "@/recruitment/messages";
import { findIndexablePage, indexablePageTitle } from "./pages";

// Structured data per kind of page. Each renders <script type="application/ld+json"> elements.

/** Home: Organization and WebSite (with the site search). Nested fixed pages: their breadcrumb. */
export async function PageStructuredData({ locale, path }: { locale: Locale; path: string }) {
  if (path === "/") {
    const org = await organizationFacts(locale);
    return (
      <>
        <JsonLd data={organizationJsonLd(org, locale)} />
        <JsonLd
          data={websiteJsonLd(
            org,
            locale,
            absoluteUrl(localePath(locale, "/")),
            absoluteUrl(localePath(locale, "/news")),
          )}
        />
      </>
    );
  }
  const chain = [];
  for (let entry = findIndexablePage(path); entry; entry = entry.parent ? findIndexablePage(entry.parent) : undefined) {
    chain.unshift(entry);
  }
  if (chain.length < 2) return null;
  const trail = await Promise.all(
    chain.map(
      async (entry): Promise<[string, string]> => [
        await indexablePageTitle(locale, entry),
        localePath(locale, entry.path),
      ],
    ),
  );
  return <Breadcrumbs locale={locale} trail={trail} />;
}

/** A news story: NewsArticle and Home › News › story. */
export async function NewsStructuredData({ locale, news }: { locale: Locale; news: NewsDetail }) {
  const url = documentPath({ _type: "news", slug: news.slug }, locale);
  const [org, newsTitle] = await Promise.all([
    organizationFacts(locale),
    indexablePageTitle(locale, findIndexablePage("/news") ?? { path: "/news", source: { kind: "page", key: "news" } }),
  ]);
  return (
    <DocumentStructuredData
      locale={locale}
      data={newsArticleJsonLd(
        {
          url: absoluteUrl(url),
          headline: news.title,
          description: news.excerpt,
          images: [absoluteUrl(ogImagePath(locale, url))],
          datePublished: news.publishedAt,
          dateModified: news._updatedAt,
          locale,
        },
        org,
      )}
      trail={[
        [newsTitle, localePath(locale, "/news")],
        [news.title, url],
      ]}
    />
  );
}

/** A job post: JobPosting while it is open (none once closed or expired), and its breadcrumb. */
export async function JobStructuredData({ locale, job }: { locale: Locale; job: JobDetail }) {
  const url = documentPath({ _type: "job", slug: job.slug }, locale);
  const list = job.jobType === "social" ? "/societysort" : "/campussort";
  const t = recruitmentMessages(locale);
  const org = await organizationFacts(locale);
  const posting = jobPostingJsonLd(
    {
      id: job._id,
      url: absoluteUrl(documentPath({ _type: "job", slug: job.slug, language: job.language })),
      title: job.title,
      descriptionHtml: jobDescriptionHtml(job, locale),
      postedAt: job.postedAt,
      validThrough: job.validThrough,
      status: job.status,
      open: job.open === true,
      city: job.city,
      jobType: job.jobType,
      education: job.education,
      headcount: job.headcount,
      locale: job.language,
    },
    org,
  );
  return (
    <DocumentStructuredData
      locale={locale}
      data={posting}
      trail={[
        [t[job.jobType === "social" ? "society" : "campus"].title, localePath(locale, list)],
        [job.title, url],
      ]}
    />
  );
}

/** A job's responsibilities, requirements and benefits as the HTML description Google asks for. */
export function jobDescriptionHtml(job: JobDetail, locale: Locale): string {
  const t = recruitmentMessages(locale);
  const parts: [string, unknown[] | null | undefined][] = [
    [t.responsibilities, job.responsibilities],
    [t.requirements, job.requirements],
    [t.benefits, job.benefits],
  ];
  return parts
    .filter(([, body]) => body?.length)
    .map(([heading, body]) => {
      const paragraphs = toPlainText(body as never)
        .split(/\n+/)
        .filter(Boolean)
        .map((line) => `<p>${escapeXml(line)}</p>`)
        .join("");
      return `<h3>${escapeXml(heading)}</h3>${paragraphs}`;
    })
    .join("");
}
