import { RichText } from "@/components/portable-text/RichText";
import { ContentImage } from "@/media/ContentImage";
import { BlockFrame } from "./BlockFrame";
import styles from "./blocks.module.css";
import type { ImageTextBlockData } from "./types";

/** A picture beside its text (stacked on a phone, the picture first), on the editor's side. */
export function ImageTextBlock({ block, tone }: { block: ImageTextBlockData; tone?: "plain" | "alt" }) {
  return (
    <BlockFrame blockKey={block._key} heading={block.heading} tone={tone}>
      <div className={`${styles.imageText} ${block.imagePosition === "left" ? styles.imageLeft : ""}`}>
        <RichText value={block.body} className={styles.imageTextBody} />
        <ContentImage image={block.image} sizes="(min-width: 900px) 560px, 100vw" className={styles.imageTextImage} />
      </div>
    </BlockFrame>
  );
}
