import { BlockFrame } from "./BlockFrame";
import styles from "./blocks.module.css";
import type { FaqBlockData, FaqItemData } from "./types";

/** The questions a block answers, complete ones only (what the page shows and its FAQPage lists). */
export const faqItems = (block: FaqBlockData): (FaqItemData & { question: string; answer: string })[] =>
  (block.items ?? []).filter((item): item is FaqItemData & { question: string; answer: string } =>
    Boolean(item.question && item.answer),
  );

/**
 * Questions that open one at a time: native <details>/<summary>, so the accordion works with the
 * keyboard, a screen reader and without JavaScript, and costs no script. The page's FAQPage
 * structured data is rendered once for all its FAQ blocks (Sections.tsx).
 */
export function FaqBlock({ block, tone }: { block: FaqBlockData; tone?: "plain" | "alt" }) {
  const items = faqItems(block);
  if (items.length === 0) return null;
  return (
    <BlockFrame blockKey={block._key} heading={block.heading} tone={tone}>
      <div className={styles.faq}>
        {items.map((item) => (
          <details key={item._key} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{item.question}</summary>
            <div className={styles.faqAnswer}>
              {item.answer.split(/\n{2,}/).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no identity of their own
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </BlockFrame>
  );
}
