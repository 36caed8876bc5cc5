import { RichText } from "@/components/portable-text/RichText";
import { BlockFrame } from "./BlockFrame";
import styles from "./blocks.module.css";
import type { RichTextBlockData } from "./types";

/** Rich text with its pictures and tables, at reading width. */
export function RichTextBlock({ block, tone }: { block: RichTextBlockData; tone?: "plain" | "alt" }) {
  if (!block.body?.length) return null;
  return (
    <BlockFrame blockKey={block._key} heading={block.heading} tone={tone} label={block.heading ?? undefined}>
      <RichText value={block.body} className={styles.measure} />
    </BlockFrame>
  );
}
