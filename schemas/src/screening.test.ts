import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeMarkers, type TestDocument, validationErrors } from "./testing/validate";

// Issue 45: every product of the seed states its screening data, and the studio accepts it as it is.
const seedFile = path.join(import.meta.dirname, "../../studio/seed/production.ndjson");
const products = readFileSync(seedFile, "utf8")
  .split("\n")
  .filter((line) => line.includes('"_type":"product"'))
  .map((line) => JSON.parse(line) as TestDocument & { waferType: string; screening?: Record<string, unknown> });

describe("seed products' screening data", () => {
  it("covers all eight products", () => {
    expect(products).toHaveLength(8);
    for (const product of products) expect(product.screening, product._id).toBeDefined();
  });

  it.each(products.map((product) => [product._id, product] as const))(
    "%s passes the studio's rules",
    async (_, product) => {
      const errors = describeMarkers(await validationErrors(product)).filter((line) => line.startsWith("screening"));
      expect(errors).toEqual([]);
    },
  );

  it("gives epitaxial wafers their layer and substrate, SOI wafers their device layer and oxide", () => {
    for (const product of products) {
      const screening = product.screening as Record<string, unknown>;
      if (product.waferType === "epitaxial") {
        expect(screening.epiThickness).toBeDefined();
        expect(screening.substrateResistivity).toBeDefined();
        expect(screening.substrateGrades).toEqual(expect.arrayContaining(["p+", "p-", "n+"]));
      }
      if (product.waferType === "soi") {
        expect(screening.deviceLayer).toBeDefined();
        expect(screening.buriedOxide).toBeDefined();
      }
    }
  });
});
