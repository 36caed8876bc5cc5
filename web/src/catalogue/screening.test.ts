import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { productJsonLd } from "@/metadata/structured-data";
import { org } from "@/metadata/test-facts";
import { cardFigures, type Screening, screeningFigures } from "./screening";

// Issue 45, item 2: the screening data in words for the product page, datasheet and comparison,
// and as numbers with UN/CEFACT units in the product's JSON-LD, in both languages.

const seed = readFileSync(path.join(import.meta.dirname, "../../../studio/seed/production.ndjson"), "utf8")
  .split("\n")
  .filter((line) => line.includes('"_type":"product"'))
  .map((line) => JSON.parse(line) as { slug: { current: string }; waferType: string; screening: Screening });
const epi = seed.find((product) => product.slug.current === "300mm-epitaxial");
if (!epi) throw new Error("the seed has no 300mm-epitaxial");

describe("screening figures of the 300mm epitaxial wafer", () => {
  it("state substrate resistivity and dopants, nanotopography, edge profile and their SEMI standards (en)", () => {
    const figures = Object.fromEntries(screeningFigures("en", "epitaxial", epi.screening).map((f) => [f.key, f]));
    expect(figures.specStandard?.value).toBe("SEMI M62");
    expect(figures.resistivity).toMatchObject({ label: "Epi-layer resistivity", value: "0.1–100 Ω·cm" });
    expect(figures.substrateResistivity).toMatchObject({ value: "0.005–20 Ω·cm", standard: "SEMI MF673" });
    expect(figures.substrateGrades?.value).toBe("p+, p−, n+");
    expect(figures.dopants?.value).toBe("boron (B), phosphorus (P), arsenic (As)");
    expect(figures.epiThickness).toMatchObject({ value: "1–150 µm", standard: "SEMI MF95" });
    expect(figures.nanotopography).toMatchObject({ value: "≤ 12 nm (2 mm window)", standard: "SEMI M78" });
    expect(figures.edgeProfile).toMatchObject({ value: "rounded (R-type)", standard: "SEMI M73" });
  });

  it("reads in Chinese", () => {
    const figures = Object.fromEntries(screeningFigures("zh", "epitaxial", epi.screening).map((f) => [f.key, f]));
    expect(figures.resistivity?.label).toBe("外延层电阻率");
    expect(figures.conductivity?.value).toBe("P 型、N 型");
    expect(figures.nanotopography?.value).toBe("≤ 12 nm（2 mm 窗口）");
  });

  it("shows four figures on a card: resistivity, type, orientation and the epi layer", () => {
    expect(cardFigures("en", "epitaxial", epi.screening).map((f) => f.value)).toEqual([
      "0.1–100 Ω·cm",
      "p-type, n-type",
      "<100>",
      "1–150 µm",
    ]);
  });

  it("become PropertyValues with min, max and UN/CEFACT unit codes in the JSON-LD", () => {
    const figures = screeningFigures("en", "epitaxial", epi.screening);
    const data = productJsonLd(
      {
        url: "https://example.test/en/product/300mm-epitaxial",
        name: "300mm Epitaxial wafer",
        description: "…",
        sku: "300mm-epitaxial",
        category: "Epitaxial wafer",
        properties: figures.map((f) => ({ ...f, name: f.label })),
        locale: "en",
      },
      org,
    );
    const props = data.additionalProperty as unknown as Record<string, unknown>[];
    expect(props).toContainEqual(
      expect.objectContaining({
        name: "Substrate resistivity",
        minValue: 0.005,
        maxValue: 20,
        unitCode: "C60",
        unitText: "Ω·cm",
      }),
    );
    expect(props).toContainEqual(expect.objectContaining({ name: "Epi thickness", unitCode: "4H", unitText: "µm" }));
    expect(props).toContainEqual(expect.objectContaining({ name: "Nanotopography", maxValue: 12, unitCode: "C45" }));
  });
});
