import { describe, expect, it } from "vitest";
import { embeddedSource } from "./embedded";
import { HOME_PAGE_QUERY } from "./queries";

describe("embedded content source", () => {
  it("evaluates the home page query per locale over the NDJSON dataset", async () => {
    const zh = await embeddedSource.fetch<{ heroTitle: string }>({ query: HOME_PAGE_QUERY, params: { locale: "zh" } });
    const en = await embeddedSource.fetch<{ heroTitle: string }>({ query: HOME_PAGE_QUERY, params: { locale: "en" } });
    expect(zh.heroTitle).toMatch(/硅片/);
    expect(en.heroTitle).toMatch(/silicon wafers/);
  });

  it("answers null for a locale with no document", async () => {
    expect(await embeddedSource.fetch({ query: HOME_PAGE_QUERY, params: { locale: "fr" } })).toBeNull();
  });
});
