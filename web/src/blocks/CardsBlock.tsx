import { CtaLink, type SectionItem } from "@/components/page/Page";
import { pageStyles as styles } from "@/components/page/styles";
import { ContentImage } from "@/media/ContentImage";
import type { BlockProps } from "./block-props";

/** Items as cards with a title, text, optional picture and link. */
export function ItemCards({
  items,
  numbered = false,
  portraits = false,
}: {
  /** `subtitle`: a line under the title, such as a person's role. */
  items: (SectionItem & { subtitle?: string | null })[];
  numbered?: boolean;
  /** People: square pictures that keep the head in view. */
  portraits?: boolean;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={`auto-grid ${styles.cards}`}>
      {items.map((item) => (
        <li key={item._key} className={styles.card}>
          {item.image?.asset ? (
            <ContentImage
              image={item.image}
              sizes="(min-width: 900px) 360px, 100vw"
              className={`cover-image ${portraits ? styles.portrait : styles.cardImage}`}
            />
          ) : null}
          <div className={styles.cardBody}>
            {item.figure ? <span className={styles.cardFigure}>{item.figure}</span> : null}
            <h3 className={styles.cardTitle}>{item.title}</h3>
            {item.subtitle ? <p className={styles.cardSubtitle}>{item.subtitle}</p> : null}
            {item.text ? <p className={styles.cardText}>{item.text}</p> : null}
            {item.link ? <CtaLink link={item.link} variant="ghost" /> : null}
          </div>
        </li>
      ))}
    </List>
  );
}

/** The "cards" layout: a card per item. */
export function CardsBlock({ items }: BlockProps) {
  return <ItemCards items={items} />;
}
