import type { Locale } from "@/i18n/config";
import { type Screening, screeningFigures } from "./screening";

// The comparison's table as data: one row per figure or specification parameter any chosen product
// states, one cell per product, and whether the cells differ (the row the buyer looks at first).

export interface Comparable {
  slug: string | null;
  name: string;
  diameter: string;
  waferType: string;
  screening?: Screening | null;
  specifications?: { parameter: string; value: string }[] | null;
}

export interface CompareRow {
  label: string;
  cells: (string | null)[];
  differs: boolean;
  /** Which table the row belongs to: the screening data, then the full specification. */
  group: "screening" | "specification";
}

export function compareRows(locale: Locale, products: Comparable[]): CompareRow[] {
  const rows: CompareRow[] = [];
  const add = (group: CompareRow["group"], lists: { label: string; value: string }[][]) => {
    const labels: string[] = [];
    for (const list of lists) for (const item of list) if (!labels.includes(item.label)) labels.push(item.label);
    for (const label of labels) {
      const cells = lists.map((list) => list.find((item) => item.label === label)?.value ?? null);
      rows.push({ label, cells, group, differs: new Set(cells).size > 1 });
    }
  };
  add(
    "screening",
    products.map((product) =>
      screeningFigures(locale, product.waferType, product.screening).map((figure) => ({
        label: figure.standard ? `${figure.label} (${figure.standard})` : figure.label,
        value: figure.value,
      })),
    ),
  );
  add(
    "specification",
    products.map((product) =>
      (product.specifications ?? []).map((row) => ({ label: row.parameter, value: row.value })),
    ),
  );
  return rows;
}
