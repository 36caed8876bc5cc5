import tableStyles from "@/components/page/table.module.css";
import type { Locale } from "@/i18n/config";
import { catalogueMessages } from "./messages";
import type { Figure } from "./screening";
import { screeningMessages } from "./screening";

/** A product's screening figures with the SEMI standard each follows (product page). */
export function ScreeningTable({ locale, caption, figures }: { locale: Locale; caption: string; figures: Figure[] }) {
  const t = catalogueMessages(locale);
  return (
    // A table wider than a phone scrolls sideways: a region the keyboard can reach.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className={tableStyles.specWrap} aria-label={caption} tabIndex={0}>
      <table className={tableStyles.spec} id="screening-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.parameter}</th>
            <th scope="col">{t.value}</th>
            <th scope="col">{screeningMessages(locale).standardColumn}</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => (
            <tr key={figure.key}>
              <th scope="row">{figure.label}</th>
              <td>{figure.value}</td>
              <td>{figure.standard ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
