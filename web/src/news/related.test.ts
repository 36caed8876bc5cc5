import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "@/config/env";
import { queryEmbedded } from "@/content/embedded";
import { NEWS_DETAIL_QUERY } from "@/content/queries";

// The detail query: previous/next by date and related items by shared tag, published only.
const news = (id: string, date: string, tags: string[]) => ({
  _id: id,
  _type: "news",
  language: "zh",
  title: id,
  slug: { current: id },
  publishedAt: date,
  tags,
});

const translation = (zh: string, en: string) => ({
  _id: `translation.metadata.${zh}`,
  _type: "translation.metadata",
  translations: [
    { _key: "zh", value: { _type: "reference", _ref: zh } },
    { _key: "en", value: { _type: "reference", _ref: en } },
  ],
});

describe("news detail query", () => {
  beforeAll(() => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "news-")), "dataset.ndjson");
    const docs = [
      news("a", "2024-01-01T00:00:00Z", ["产能"]),
      news("b", "2024-02-01T00:00:00Z", ["产能", "300mm"]),
      news("c", "2024-03-01T00:00:00Z", ["人才"]),
      news("d", "2024-04-01T00:00:00Z", ["300mm"]),
      news("future", "2999-01-01T00:00:00Z", ["产能"]),
      { ...news("a-en", "2024-01-01T00:00:00Z", []), language: "en", slug: { current: "a-en" } },
      { ...news("b-en", "2999-01-01T00:00:00Z", []), language: "en", slug: { current: "b-en" } },
      translation("a", "a-en"),
      translation("b", "b-en"),
    ];
    writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join("\n"));
    process.env.EMBEDDED_DATASET_PATH = file;
    reloadConfig();
  });
  afterAll(() => {
    delete process.env.EMBEDDED_DATASET_PATH;
    reloadConfig();
  });

  it("links neighbours by date and relates items by shared tags, never scheduled ones", async () => {
    const detail = await queryEmbedded<{
      previous: { _id: string };
      next: { _id: string };
      related: { _id: string }[];
    }>({ query: NEWS_DETAIL_QUERY, params: { locale: "zh", slug: "b" }, perspective: "published" });
    expect(detail.previous._id).toBe("a");
    expect(detail.next._id).toBe("c");
    expect(detail.related.map((item) => item._id)).toEqual(["d", "a"]);
  });

  it("offers a translation only once it is published", async () => {
    type Detail = { translations: { language: string; slug: string }[] };
    const query = (slug: string) =>
      queryEmbedded<Detail>({ query: NEWS_DETAIL_QUERY, params: { locale: "zh", slug }, perspective: "published" });
    expect((await query("a")).translations.map((item) => item.slug)).toEqual(["a", "a-en"]);
    // The English version of b is scheduled: the switcher must not lead to a page that is not out yet.
    expect((await query("b")).translations.map((item) => item.slug)).toEqual(["b"]);
  });
});
