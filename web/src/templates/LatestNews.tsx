import { documentPath } from "@wafer/schemas/paths";
import { companyLabels } from "@/company/labels";
import { IntentLink } from "@/components/IntentLink";
import { Section, pageStyles as styles } from "@/components/page/Page";
import { type Locale, localePath } from "@/i18n/config";
import { formatDate } from "@/i18n/format";
import { newsPage } from "@/news/news";

// The latest three stories, for the home page and the "stay tuned" pages.
export async function LatestNews({
  locale,
  heading,
  tone = "plain",
}: {
  locale: Locale;
  heading?: string;
  tone?: "plain" | "alt";
}) {
  const { items } = await newsPage(locale, 1);
  return (
    <Section
      heading={heading ?? companyLabels(locale).latestNews}
      tone={tone}
      id="latest-news"
      link={{ label: companyLabels(locale).allNews, href: localePath(locale, "/news") }}
    >
      {items.length === 0 ? (
        <p>{companyLabels(locale).noNews}</p>
      ) : (
        <ul className={`auto-grid ${styles.cards}`}>
          {items.slice(0, 3).map((item) => (
            <li key={item._id} className={styles.card}>
              <div className={styles.cardBody}>
                <time dateTime={item.publishedAt} className={styles.factText}>
                  {formatDate(item.publishedAt, locale)}
                </time>
                <h3 className={styles.cardTitle}>
                  <IntentLink href={documentPath({ _type: "news", slug: item.slug }, locale)}>{item.title}</IntentLink>
                </h3>
                {item.excerpt ? <p className={styles.cardText}>{item.excerpt}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The home page: hero, key facts, the product range, the latest news and the way into careers. */
