import { describe, expect, it } from "vitest";
import { getDictionary } from "@/i18n/dictionary";
import { FOOTER_COLUMNS } from "./footer-columns";

describe("footer columns", () => {
  it("never have their heading as their only link (产品与服务 → 产品与服务, ESG → ESG)", () => {
    for (const locale of ["zh", "en"] as const) {
      const strings = getDictionary(locale);
      for (const column of FOOTER_COLUMNS) {
        const labels = column.children.map((item) => strings.nav.items[item.id]);
        expect(labels.length, `${locale} ${column.id}`).toBeGreaterThan(1);
        expect(new Set(labels).size, `${locale} ${column.id}: ${labels.join(", ")}`).toBe(labels.length);
      }
    }
  });

  it("lead from the products column to the quote request and to quality", () => {
    const product = FOOTER_COLUMNS.find((column) => column.id === "product");
    expect(product?.children.map((item) => item.path)).toEqual(["/product", "/eirformIndex", "/quality"]);
  });
});
