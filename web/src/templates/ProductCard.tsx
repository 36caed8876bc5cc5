import type { ReactNode } from "react";
import { pageStyles as styles } from "@/components/page/Page";
import { ContentImage } from "@/media/ContentImage";
import type { ImageRef } from "@/media/image";

/** A wafer's card (home page, products page): its picture, a line of facts, its name and what follows. */
export function ProductCard({
  id,
  image,
  sizes,
  facts,
  title,
  children,
}: {
  id?: string;
  image: ImageRef | null | undefined;
  sizes: string;
  facts: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={styles.card} id={id}>
      {image?.asset ? <ContentImage image={image} sizes={sizes} className={styles.productImage} /> : null}
      <div className={styles.cardBody}>
        <span className={styles.factText}>{facts}</span>
        <h3 className={styles.cardTitle}>{title}</h3>
        {children}
      </div>
    </li>
  );
}
