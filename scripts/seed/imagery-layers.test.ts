import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { crossSection, DENUDED_ZONE_UM, FIGURES, STACKS, WAFER_THICKNESS_UM } from "./imagery-layers.ts";
import { pictures } from "./imagery-svg.ts";

// The cross-sections under the product pictures claim figures (issue 45: "with the layer's
// thickness to scale against the figure"): each must lie within what the product's datasheet
// publishes, and be drawn at the scale the picture shows.

const seed = readFileSync(path.join(import.meta.dirname, "..", "..", "studio", "seed", "production.ndjson"), "utf8")
  .trimEnd()
  .split("\n")
  .map((line) => JSON.parse(line));

/** The value of a product's specification row named `parameter` (English), e.g. "1–150 µm". */
function spec(productId: string, parameter: string): string {
  const product = seed.find((doc) => doc._id === productId);
  const row = product?.specifications?.find((r: { parameter: { en: string } }) => r.parameter.en === parameter);
  if (!row) throw new Error(`${productId} has no row ${parameter}`);
  return row.value;
}

/** "1–150 µm" or "50–1500 nm" → [low, high] in micrometres; "≥ 5 µm" → [5, ∞]; "775 ± 15 µm" → [760, 790]. */
function rangeUm(value: string): [number, number] {
  const unit = /nm\b/.test(value) ? 0.001 : 1;
  const span = value.match(/([\d.]+)\s*[–-]\s*([\d.]+)/);
  if (span) return [Number(span[1]) * unit, Number(span[2]) * unit];
  const least = value.match(/≥\s*([\d.]+)/);
  if (least) return [Number(least[1]) * unit, Number.POSITIVE_INFINITY];
  const plusMinus = value.match(/([\d.]+)\s*±\s*([\d.]+)/);
  if (plusMinus)
    return [(Number(plusMinus[1]) - Number(plusMinus[2])) * unit, (Number(plusMinus[1]) + Number(plusMinus[2])) * unit];
  throw new Error(`no range in ${value}`);
}

const within = (value: number, [low, high]: [number, number]) => value >= low && value <= high;

describe("the product pictures claim only what the datasheets publish", () => {
  for (const diameter of ["300mm", "200mm"]) {
    it(`${diameter}: epitaxial layer, SOI layers, denuded zone and wafer thickness are inside the published ranges`, () => {
      expect(within(FIGURES.epiUm, rangeUm(spec(`product-${diameter}-epitaxial`, "Epi thickness")))).toBe(true);
      expect(within(FIGURES.soiDeviceUm, rangeUm(spec(`product-${diameter}-soi`, "Top silicon thickness")))).toBe(true);
      expect(within(FIGURES.soiOxideUm, rangeUm(spec(`product-${diameter}-soi`, "Buried oxide thickness")))).toBe(true);
      expect(within(DENUDED_ZONE_UM, rangeUm(spec(`product-${diameter}-argon-annealed`, "Denuded-zone depth")))).toBe(
        true,
      );
    });
  }
  it("the full-thickness view is the 300 mm wafer's thickness", () => {
    expect(within(WAFER_THICKNESS_UM, rangeUm(spec("product-300mm-polished", "Thickness")))).toBe(true);
  });
});

describe("the cross-section is drawn to scale", () => {
  /** Heights of the rects painted with `paint`, in document order (the full view first, then the detail). */
  const heights = (svg: string, paint: string) =>
    [...svg.matchAll(new RegExp(`<rect [^>]*height="([\\d.]+)" fill="url\\(#[^)]*-${paint}\\)"`, "g"))].map((m) =>
      Number(m[1]),
    );

  it("a 10 µm epitaxial layer is 10/775 of the full view and 10/40 of the detail", () => {
    const svg = crossSection("t", "epitaxial", { x: 0, y: 0, width: 680, height: 250 });
    const [sliceEpi = 0, detailEpi = 0] = heights(svg, "epi");
    const [sliceBulk = 0, detailBulk = 0] = heights(svg, "bulk");
    const layer = FIGURES.epiUm;
    expect(sliceEpi / (sliceEpi + sliceBulk)).toBeCloseTo(layer / WAFER_THICKNESS_UM, 3);
    // The detail's substrate runs on past its window (cut by the break line): compare with the window.
    const window = (detailEpi / layer) * STACKS.epitaxial.detailUm;
    expect(detailEpi + detailBulk).toBeGreaterThanOrEqual(window);
  });

  it("SOI: the buried oxide is twice the top silicon, as the figures say", () => {
    const svg = crossSection("t", "soi", { x: 0, y: 0, width: 680, height: 250 });
    const [, detailDevice = 0] = heights(svg, "device");
    const [, detailOxide = 0] = heights(svg, "oxide");
    expect(detailOxide / detailDevice).toBeCloseTo(FIGURES.soiOxideUm / FIGURES.soiDeviceUm, 2);
  });

  it("no product picture draws dies: a bare-wafer maker ships wafers before any circuit", () => {
    for (const kind of ["polished", "epitaxial", "argonAnnealed", "soi"] as const) {
      const svg = pictures.product("300mm", kind);
      // A die grid is hundreds of small squares in one path ("M…h…v…h…z" repeated).
      expect(svg.match(/h[\d.]+v[\d.]+h-[\d.]+z/g) ?? []).toHaveLength(0);
    }
  });
});
