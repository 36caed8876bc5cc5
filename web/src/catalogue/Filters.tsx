import { CONDUCTIVITY_LABELS, orientationLabel, WAFER_TYPE_LABELS } from "@wafer/schemas/constants";
import { IntentLink } from "@/components/IntentLink";
import { type Locale, localePath } from "@/i18n/config";
import styles from "./catalogue.module.css";
import { FACET_NAMES, FACETS, type Facet, type Filter, filterQuery, TYPE_OF_WORD, toggled } from "./filter";
import { finderMessages } from "./finder-messages";

/** A facet value's words: "300mm", "Epitaxial wafer", "p-type", "1–10 Ω·cm", "<100>". */
function valueLabel(locale: Locale, facet: Facet, value: string): string {
  const t = finderMessages(locale);
  switch (facet) {
    case "d":
      return `${value}mm`;
    case "type":
      return WAFER_TYPE_LABELS[TYPE_OF_WORD[value as keyof typeof TYPE_OF_WORD] as "polished"][locale];
    case "cond":
      return CONDUCTIVITY_LABELS[value as "p"][locale];
    case "rho":
      return t.rho[value] ?? value;
    case "o":
      return orientationLabel(value);
  }
}

/**
 * The catalogue's filters: links, one per value, each the shareable URL of the list with that value
 * toggled. Without JavaScript they load the filtered page; with it Next navigates without a reload.
 */
export function Filters({ locale, filter, count }: { locale: Locale; filter: Filter; count: number }) {
  const t = finderMessages(locale);
  const base = localePath(locale, "/product");
  const active = Object.keys(filter).length > 0;
  return (
    <nav className={styles.filters} aria-label={t.filterHeading}>
      {FACET_NAMES.map((facet) => (
        <div key={facet} className={styles.facet}>
          <span className={styles.facetName} id={`facet-${facet}`}>
            {t.facets[facet]}
          </span>
          <ul className={styles.facetValues} aria-labelledby={`facet-${facet}`}>
            {(FACETS[facet] as readonly string[]).map((value) => {
              const on = filter[facet] === value;
              return (
                <li key={value}>
                  <IntentLink
                    href={`${base}${filterQuery(toggled(filter, facet, value as never))}`}
                    className={styles.facetLink}
                    aria-current={on ? "true" : undefined}
                    scroll={false}
                    data-facet={`${facet}=${value}`}
                  >
                    {valueLabel(locale, facet, value)}
                  </IntentLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <p className={styles.filterStatus} role="status">
        {t.matching(count)}
        {active ? (
          <>
            {" · "}
            <IntentLink href={base} scroll={false}>
              {t.clear}
            </IntentLink>
          </>
        ) : null}
      </p>
    </nav>
  );
}
