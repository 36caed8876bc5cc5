import styles from "./catalogue.module.css";
import type { Figure } from "./screening";

/** The three or four figures a buyer screens a product's card by (catalogue/screening.ts, cardFigures). */
export function CardFigures({ figures }: { figures: Figure[] }) {
  if (!figures.length) return null;
  return (
    <dl className={styles.cardFigures}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
