import { IntentLink } from "@/components/IntentLink";
import { pageStyles } from "@/components/page/styles";
import type { Locale } from "@/i18n/config";
import { BlockFrame } from "./BlockFrame";
import styles from "./blocks.module.css";
import { ctaHref } from "./links";
import { blockMessages } from "./messages";
import type { CtaBlockData } from "./types";

/** A sentence and a button: to a page of the site (in the visitor's language), or another site in a new tab. */
export function CtaBlock({ block, locale, tone }: { block: CtaBlockData; locale: Locale; tone?: "plain" | "alt" }) {
  const href = ctaHref(block, locale);
  const className = `${pageStyles.cta} ${pageStyles.primary}`;
  return (
    <BlockFrame blockKey={block._key} heading={block.heading} tone={tone}>
      {block.text ? <p className={styles.measure}>{block.text}</p> : null}
      {href && block.label ? (
        <p className={styles.ctaRow}>
          {href.startsWith("/") ? (
            <IntentLink href={href} className={className}>
              {block.label}
              <span aria-hidden="true"> →</span>
            </IntentLink>
          ) : (
            <a href={href} className={className} target="_blank" rel="noopener noreferrer">
              {block.label}
              <span className="visually-hidden">{blockMessages(locale).newTab}</span>
              <span aria-hidden="true"> ↗</span>
            </a>
          )}
        </p>
      ) : null}
    </BlockFrame>
  );
}
