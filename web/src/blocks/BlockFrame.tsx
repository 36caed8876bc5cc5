import type { ReactNode } from "react";
import { pageStyles } from "@/components/page/styles";

/**
 * The band around one page block: the section layouts' background and width, and its heading as
 * the page's h2 when the editor gave one (the section is then named by it, for screen readers).
 */
export function BlockFrame({
  blockKey,
  heading,
  tone = "plain",
  label,
  children,
}: {
  blockKey: string;
  heading?: string | null;
  tone?: "plain" | "alt";
  /** The region's name when the block has no heading (a gallery, a table). */
  label?: string;
  children: ReactNode;
}) {
  const headingId = `block-${blockKey}-heading`;
  return (
    <section
      className={`${pageStyles.section} ${pageStyles[tone]}`}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
      id={`block-${blockKey}`}
    >
      <div className={pageStyles.container}>
        {heading ? (
          <div className={pageStyles.sectionHead}>
            <h2 id={headingId} className={pageStyles.sectionTitle}>
              {heading}
            </h2>
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
