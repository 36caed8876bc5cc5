import { PAGE_KEY_LABELS } from "@wafer/schemas/constants";
import { routeByKey } from "@wafer/schemas/routes";
import { IntentLink } from "@/components/IntentLink";
import { htmlLang, type Locale, localePath } from "@/i18n/config";
import { formatDate } from "@/i18n/format";
import type { SearchResults as Results, SearchHit } from "../engine";
import { BROWSE_ROUTES, searchMessages } from "../messages";
import { Highlighted } from "./Highlighted";
import styles from "./search.module.css";

function ResultCard({ hit, locale }: { hit: SearchHit; locale: Locale }) {
  const t = searchMessages(locale);
  const { record } = hit;
  return (
    <li className={styles.card}>
      <p className={styles.meta}>
        <span className={`${styles.badge} ${styles[`badge-${record.kind}`]}`}>{t.badges[record.kind]}</span>
        {record.date ? (
          <time dateTime={record.date}>
            {record.kind === "job" ? `${t.posted} ` : ""}
            {formatDate(record.date, locale)}
          </time>
        ) : null}
        {record.meta.map((fact) => (
          <span key={fact} className={styles.fact}>
            {fact}
          </span>
        ))}
      </p>
      <h3 className={styles.title}>
        <IntentLink href={record.url}>
          <Highlighted segments={hit.title} />
        </IntentLink>
      </h3>
      {hit.snippet.length > 0 ? (
        <p className={styles.snippet}>
          <Highlighted segments={hit.snippet} />
        </p>
      ) : null}
    </li>
  );
}

/** The other language's site has results for the search this one has none for. */
export interface Elsewhere {
  locale: Locale;
  total: number;
  /** The same search on that language's site. */
  href: string;
}

function ElsewhereLine({ locale, q, elsewhere }: { locale: Locale; q: string; elsewhere: Elsewhere }) {
  const t = searchMessages(locale).elsewhere;
  return (
    <p className={styles.elsewhere} data-testid="search-elsewhere">
      {t.lead}{" "}
      <IntentLink href={elsewhere.href} hrefLang={htmlLang[elsewhere.locale]}>
        {t.link(q, elsewhere.total)}
      </IntentLink>
    </p>
  );
}

function EmptyState({ locale, q, elsewhere }: { locale: Locale; q: string; elsewhere?: Elsewhere }) {
  const t = searchMessages(locale).empty;
  return (
    <section className={styles.empty} aria-labelledby="search-empty-title">
      <h2 id="search-empty-title">{t.title(q)}</h2>
      {elsewhere ? <ElsewhereLine locale={locale} q={q} elsewhere={elsewhere} /> : null}
      <p>{t.intro}</p>
      <ul>
        {t.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p>{t.browse}</p>
      <ul className={styles.browse}>
        {BROWSE_ROUTES.map(({ route, page }) => (
          <li key={route}>
            <IntentLink href={localePath(locale, routeByKey(route).path)}>{PAGE_KEY_LABELS[page][locale]}</IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Search results grouped by kind (news, jobs, pages), matches highlighted; a helpful page when
 * nothing matched, which leads to the other language's results when it has some (`elsewhere`).
 */
export function SearchResults({
  locale,
  results,
  elsewhere,
}: {
  locale: Locale;
  results: Results;
  elsewhere?: Elsewhere;
}) {
  const t = searchMessages(locale);
  const q = results.query.raw;
  if (results.total === 0) return <EmptyState locale={locale} q={q} elsewhere={elsewhere} />;
  return (
    <div className={styles.results}>
      <p className={styles.summary}>{t.summary(q, results.total)}</p>
      {results.groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-group-${group.kind}`} className={styles.group}>
          <h2 id={`search-group-${group.kind}`} className={styles.groupTitle}>
            {t.group(group.kind, group.total)}
          </h2>
          <ul className={styles.list}>
            {group.hits.map((hit) => (
              <ResultCard key={hit.record.id} hit={hit} locale={locale} />
            ))}
          </ul>
          {group.total > group.hits.length ? (
            <p className={styles.more}>{t.more(group.total - group.hits.length)}</p>
          ) : null}
        </section>
      ))}
    </div>
  );
}
