import type { Locale } from "@/i18n/config";
import { BlockFrame } from "./BlockFrame";
import styles from "./blocks.module.css";
import { blockMessages } from "./messages";
import type { TableBlockData } from "./types";

/**
 * A table: the first row is the header, the first cell of each other row names it. Wide tables
 * scroll sideways inside a region keyboard users can reach (axe scrollable-region-focusable).
 */
export function TableBlock({ block, locale, tone }: { block: TableBlockData; locale: Locale; tone?: "plain" | "alt" }) {
  const [head, ...rows] = block.rows ?? [];
  if (!head?.cells?.length) return null;
  const name = block.caption || block.heading || blockMessages(locale).table;
  return (
    <BlockFrame blockKey={block._key} heading={block.heading} tone={tone} label={name}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={styles.tableWrap} aria-label={name} tabIndex={0}>
        <table className={styles.table}>
          {block.caption ? <caption className={styles.tableCaption}>{block.caption}</caption> : null}
          <thead>
            <tr>
              {head.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity of their own
                <th key={index} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              <tr key={row._key ?? rowIndex}>
                {(row.cells ?? []).map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity of their own
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity of their own
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </BlockFrame>
  );
}
