import { PortableText } from "@portabletext/react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { localePath, routeLocale } from "@/i18n/config";
import { formatDate, latestNewsSlugs, newsDetail } from "@/news/news";
import styles from "@/news/news.module.css";

export async function generateStaticParams({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const slugs = await latestNewsSlugs();
  return slugs.filter((item) => item.language === locale).map((item) => ({ slug: item.slug }));
}

const TEXT = {
  zh: { previous: "上一篇", next: "下一篇", back: "返回新闻列表", related: "相关新闻" },
  en: { previous: "Previous", next: "Next", back: "Back to news", related: "Related news" },
} as const;

export default async function NewsDetailPage({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const locale = await routeLocale(params);
  const { slug } = await params;
  const news = await newsDetail(locale, decodeURIComponent(slug));
  if (!news) notFound();
  const text = TEXT[locale];
  return (
    <article className={styles.article}>
      <p className={styles.meta}>
        <time dateTime={news.publishedAt}>{formatDate(news.publishedAt, locale)}</time>
        {news.source ? ` · ${news.source}` : null}
      </p>
      <h1>{news.title}</h1>
      <div className={styles.body}>
        <PortableText value={(news.body ?? []) as never} />
      </div>
      <nav className={styles.neighbours} aria-label={text.back}>
        {news.previous ? (
          <Link href={localePath(locale, `/news/${news.previous.slug}`)}>
            {text.previous}: {news.previous.title}
          </Link>
        ) : (
          <span />
        )}
        {news.next ? (
          <Link href={localePath(locale, `/news/${news.next.slug}`)}>
            {text.next}: {news.next.title}
          </Link>
        ) : null}
      </nav>
      {news.related?.length ? (
        <section aria-labelledby="related-news">
          <h2 id="related-news">{text.related}</h2>
          <ul>
            {news.related.map((item) => (
              <li key={item._id}>
                <Link href={localePath(locale, `/news/${item.slug}`)}>{item.title}</Link>{" "}
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link href={localePath(locale, "/news")}>{text.back}</Link>
      </p>
    </article>
  );
}
