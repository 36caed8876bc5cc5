import type { SectionItem } from "@/components/page/Page";
import { pageStyles as styles } from "@/components/page/styles";
import type { BlockProps } from "./block-props";

/** Items with a figure in large type: capacity, founding year, steps. */
export function FactGrid({ items, tone }: { items: SectionItem[]; tone?: "deep" }) {
  return (
    <ul className={`auto-grid ${styles.facts} ${tone === "deep" ? styles.factsDeep : ""}`}>
      {items.map((item) => (
        <li key={item._key} className={styles.fact}>
          {item.figure ? <span className={styles.figure}>{item.figure}</span> : null}
          <span className={styles.factTitle}>{item.title}</span>
          {item.text ? <span className={styles.factText}>{item.text}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The "facts" layout: capacity, founding year, share of the top fabs. */
export function FactsBlock({ items, tone }: BlockProps) {
  return <FactGrid items={items} tone={tone === "deep" ? "deep" : undefined} />;
}
