import { documentPath } from "@wafer/schemas/paths";
import { IntentLink } from "@/components/IntentLink";
import { RichText } from "@/components/portable-text/RichText";
import { type Locale, localePath } from "@/i18n/config";
import { formatDate } from "@/i18n/format";
import { ContentImage } from "@/media/ContentImage";
import type { NewsDetail } from "./news";
import styles from "./news.module.css";

const TEXT = {
  zh: { previous: "上一篇", next: "下一篇", neighbours: "更多新闻", back: "返回新闻列表", related: "相关新闻" },
  en: { previous: "Previous", next: "Next", neighbours: "More news", back: "Back to news", related: "Related news" },
} as const;

/** One news story: date and source, title, cover, body, then the stories before and after it and related ones. */
export function NewsArticle({ locale, news }: { locale: Locale; news: NewsDetail }) {
  const text = TEXT[locale];
  const href = (slug: string) => documentPath({ _type: "news", slug }, locale);
  return (
    <main className={styles.article}>
      <p className={styles.back}>
        <IntentLink href={localePath(locale, "/news")}>← {text.back}</IntentLink>
      </p>
      <article>
        <header className={styles.articleHeader}>
          <h1>{news.title}</h1>
          <p className={styles.meta}>
            <time dateTime={news.publishedAt}>{formatDate(news.publishedAt, locale)}</time>
            {news.source ? <span> · {news.source}</span> : null}
          </p>
        </header>
        <ContentImage
          image={news.coverImage}
          priority
          sizes="(min-width: 800px) 760px, 100vw"
          className={styles.cover}
        />
        <RichText value={news.body} className={styles.body} />
        {news.tags?.length ? (
          <ul className={`${styles.tags} pills`}>
            {news.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
      </article>
      {news.previous || news.next ? (
        <nav className={styles.neighbours} aria-label={text.neighbours}>
          {news.previous ? (
            <IntentLink href={href(news.previous.slug)} rel="prev">
              <span>{text.previous}</span>
              {news.previous.title}
            </IntentLink>
          ) : null}
          {news.next ? (
            <IntentLink href={href(news.next.slug)} rel="next" className={styles.nextLink}>
              <span>{text.next}</span>
              {news.next.title}
            </IntentLink>
          ) : null}
        </nav>
      ) : null}
      {news.related?.length ? (
        <section aria-labelledby="related-news" className={styles.related}>
          <h2 id="related-news">{text.related}</h2>
          <ul>
            {news.related.map((item) => (
              <li key={item._id}>
                <IntentLink href={href(item.slug)}>{item.title}</IntentLink>
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
