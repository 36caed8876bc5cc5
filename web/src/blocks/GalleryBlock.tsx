import type { Locale } from "@/i18n/config";
import { ContentImage } from "@/media/ContentImage";
import { BlockFrame } from "./BlockFrame";
import styles from "./blocks.module.css";
import { blockMessages } from "./messages";
import type { GalleryBlockData } from "./types";

/** Pictures in a grid, each with its alternative text and caption. */
export function GalleryBlock({
  block,
  locale,
  tone,
}: {
  block: GalleryBlockData;
  locale: Locale;
  tone?: "plain" | "alt";
}) {
  const images = (block.images ?? []).filter((image) => image.asset);
  if (images.length === 0) return null;
  return (
    <BlockFrame blockKey={block._key} heading={block.heading} tone={tone} label={blockMessages(locale).gallery}>
      <ul className={styles.gallery}>
        {images.map((image) => (
          <li key={image._key}>
            <figure className={styles.galleryFigure}>
              <ContentImage
                image={image}
                sizes="(min-width: 1100px) 360px, (min-width: 600px) 50vw, 100vw"
                className={styles.galleryImage}
              />
              {image.caption ? <figcaption className={styles.caption}>{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </BlockFrame>
  );
}
