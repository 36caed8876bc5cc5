import { LazySubmissionForm } from "@/forms/components/LazySubmissionForm";
import type { Locale } from "@/i18n/config";
import { BlockFrame } from "./BlockFrame";
import styles from "./blocks.module.css";
import type { FormBlockData } from "./types";

/**
 * The product inquiry or message form inside a page. LazySubmissionForm renders it on the server
 * and loads its code (react-hook-form, the schemas) as an async chunk only in a browser showing
 * it: pages without a form block carry none of it (issue 17's budget, decision 0017).
 */
export function FormBlock({ block, locale, tone }: { block: FormBlockData; locale: Locale; tone?: "plain" | "alt" }) {
  const kind = block.kind === "message" ? "message" : "inquiry";
  return (
    <BlockFrame blockKey={block._key} heading={block.heading} tone={tone}>
      {block.intro ? <p className={styles.measure}>{block.intro}</p> : null}
      <div className={styles.formCard}>
        <LazySubmissionForm kind={kind} locale={locale} />
      </div>
    </BlockFrame>
  );
}
