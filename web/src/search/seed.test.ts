import { describe, expect, it } from "vitest";
import { queryEmbedded } from "@/content/embedded";
import { SEARCH_DOCUMENTS_QUERY } from "@/content/queries";
import type { Locale } from "@/i18n/config";
import { search } from "./engine";
import { createIndexCache } from "./memo";
import type { SearchDocument } from "./records";

// The search query over the seed dataset, as the site runs it with the embedded source.
const cache = createIndexCache();
async function index(locale: Locale) {
  const docs = await queryEmbedded<SearchDocument[]>({
    query: SEARCH_DOCUMENTS_QUERY,
    params: { locale },
    perspective: "published",
  });
  return cache.get(locale, docs);
}
const hitsOf = (results: ReturnType<typeof search>) => results.groups.flatMap((group) => group.hits);

describe("search over the seed dataset", () => {
  it("finds the Shanghai news by a term found only inside a longer sentence of its body", async () => {
    for (const term of ["氩气退火", "临港"]) {
      const news = search(await index("zh"), term).groups.find((group) => group.kind === "news");
      expect(news?.hits.map((hit) => hit.record.id)).toContain("news-shanghai-300mm-zh");
    }
  });

  it("an English query on /en returns English items only, linked under /en", async () => {
    const hits = hitsOf(search(await index("en"), "Lingang"));
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.record.locale).toBe("en");
      expect(hit.record.id).not.toMatch(/-zh$/);
      expect(hit.record.url).toMatch(/^\/en(\/|$)/);
    }
  });

  it("epitaxy finds the English epitaxy job, title match first", async () => {
    const jobs = search(await index("en"), "epitaxy").groups.find((group) => group.kind === "job");
    expect(jobs?.hits[0]?.record.title).toBe("Epitaxy Process Engineer");
  });

  it("leaves out closed jobs and news not yet published", async () => {
    const production = hitsOf(search(await index("en"), "production")).map((hit) => hit.record.id);
    expect(production).toContain("job-production-supervisor-en");
    expect(production).not.toContain("job-production-technician-en");
    const semicon = hitsOf(search(await index("en"), "SEMICON")).map((hit) => hit.record.id);
    expect(semicon).toContain("news-semicon-china-2021-en");
    expect(semicon).not.toContain("news-semicon-china-2028-preview-en");
  });

  it("finds a product's page by its specification, in the page's language", async () => {
    const en = hitsOf(search(await index("en"), "edge exclusion")).map((hit) => hit.record);
    expect(en.map((record) => record.url)).toContain("/en/product/300mm-polished");
    expect(en.find((record) => record.url === "/en/product/300mm-polished")?.title).toBe("300mm Polished wafer");
    const zh = hitsOf(search(await index("zh"), "边缘去除")).map((hit) => hit.record);
    expect(zh.find((record) => record.url === "/product/200mm-soi")?.title).toBe("200mm SOI硅片");
  });

  it("builds the index of a locale once for repeated identical query results", async () => {
    const before = cache.builds;
    await index("zh");
    await index("zh");
    expect(cache.builds).toBe(before);
  });
});
