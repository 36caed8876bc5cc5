import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGE_KEYS } from "../../schemas/src/constants";
import { FALLBACK_FILE, pageFallback, SEED_FILE } from "./page-fallback.mjs";

// The built-in page copy is generated from the seed, never edited by hand: one copy of the words.
describe("built-in page copy", () => {
  const committed = JSON.parse(readFileSync(FALLBACK_FILE, "utf8"));

  it("is what `pnpm page-fallback` generates from the seed (regenerate after editing a seed page)", () => {
    expect(committed).toEqual(pageFallback(readFileSync(SEED_FILE, "utf8")));
  });

  it("has a title and an introduction for every page key in both languages", () => {
    for (const key of PAGE_KEYS) {
      for (const locale of ["zh", "en"]) {
        expect(committed[key]?.[locale]?.title, `${key} ${locale}`).toBeTruthy();
        expect(committed[key]?.[locale]?.intro, `${key} ${locale}`).toBeTruthy();
        expect(committed[key]?.[locale]?.language).toBe(locale);
      }
    }
  });
});
