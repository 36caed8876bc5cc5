import { PAGE_KEY_LABELS } from "@wafer/schemas/constants";
import { describe, expect, it } from "vitest";
import { buildMenus } from "@/navigation/menus";
import en from "./dictionaries/en";
import zh from "./dictionaries/zh";

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (typeof value !== "object" || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe("UI dictionaries", () => {
  it("have the same keys in zh and en, none of them empty", () => {
    const zhLeaves = leaves(zh);
    const enLeaves = leaves(en);
    expect(enLeaves.map(([key]) => key)).toEqual(zhLeaves.map(([key]) => key));
    for (const [key, value] of [...zhLeaves, ...enLeaves]) {
      expect(typeof value === "string" && value.trim().length > 0, key).toBe(true);
    }
  });

  it("carry the spec's texts for search and the 404 page", () => {
    expect(en.header.searchPlaceholder).toBe("Search what you want to know");
    expect(en.errors.notFound).toBe("This page could not be found");
    expect(en.errors.backHome).toBe("Back to the home page");
    expect(en.errors.defaultMessage).toBe("Error");
  });

  it("label the menus with the page names of the schema, in one spelling", () => {
    for (const [locale, dictionary] of [
      ["zh", zh],
      ["en", en],
    ] as const) {
      for (const group of buildMenus(null, locale).header) {
        expect(group.label).toBe(dictionary.nav.groups[group.id]);
        for (const item of group.children) {
          const key = Object.keys(PAGE_KEY_LABELS).find(
            (pageKey) => dictionary.nav.items[pageKey as keyof typeof zh.nav.items] === item.label,
          );
          expect(key, item.path).toBeDefined();
        }
      }
    }
    expect(zh.nav.items.contacts).toBe("媒体联系");
    expect(en.nav.groups.about).toBe("About Us");
  });
});
