import { documentPath } from "@wafer/schemas/paths";
import { pageCopy } from "@/company/content";
import { IntentLink } from "@/components/IntentLink";
import { type Locale, localePath } from "@/i18n/config";
import { formatDate } from "@/i18n/format";
import { ContentImage } from "@/media/ContentImage";
import { newsPage } from "./news";
import styles from "./news.module.css";

const TEXT = {
  zh: { empty: "暂无新闻内容", pages: "分页", previous: "上一页", next: "下一页" },
  en: { empty: "Stay Tuned", pages: "Pagination", previous: "Previous", next: "Next" },
} as const;

/**
 * The news list, newest first, one page of it, under the title and introduction of the `news` page
 * document. The route checks that the page exists (app/[locale]/news/page/[n]).
 */
export async function NewsList({ locale, page }: { locale: Locale; page: number }) {
  const [{ items, pages }, copy] = await Promise.all([newsPage(locale, page), pageCopy(locale, "news")]);
  const text = TEXT[locale];
  const pageHref = (n: number) => localePath(locale, n === 1 ? "/news" : `/news/page/${n}`);
  return (
    <main className={styles.main}>
      <h1>{copy.title}</h1>
      {copy.intro ? <p className={styles.intro}>{copy.intro}</p> : null}
      {items.length === 0 ? (
        <p className={styles.empty}>{text.empty}</p>
      ) : (
        <ul className={`auto-grid ${styles.list}`}>
          {items.map((item, index) => (
            <li key={item._id} className={styles.card}>
              {/* The first card's cover is the page's largest paint on a phone (one column): preloaded
                  from the <head> and loaded first, not lazily after layout (issue 17, Lighthouse LCP). */}
              <ContentImage
                image={item.coverImage}
                sizes="(min-width: 1280px) 400px, (min-width: 700px) 50vw, 100vw"
                className={`cover-image ${styles.cardImage}`}
                priority={index === 0}
              />
              <div className={styles.cardBody}>
                <h2>
                  <IntentLink
                    href={documentPath({ _type: "news", slug: item.slug }, locale)}
                    className={styles.cardLink}
                  >
                    {item.title}
                  </IntentLink>
                </h2>
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
                {item.excerpt ? <p>{item.excerpt}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={text.pages} className={styles.pager}>
          {page > 1 ? <IntentLink href={pageHref(page - 1)}>{text.previous}</IntentLink> : null}
          <span>
            {page} / {pages}
          </span>
          {page < pages ? <IntentLink href={pageHref(page + 1)}>{text.next}</IntentLink> : null}
        </nav>
      ) : null}
    </main>
  );
}
