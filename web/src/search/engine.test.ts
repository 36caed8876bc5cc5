import { describe, expect, it } from "vitest";
import { buildIndex, search } from "./engine";
import { createIndexCache } from "./memo";
import { parseQuery } from "./query";
import { DOCS, ids, indexOf, NOW, news } from "./test-documents";
import { indexKeys, normalize, segmentWords } from "./text";

describe("Chinese segmentation and matching", () => {
  it("the segmenter cuts 临港 apart, yet a search for it finds the sentence that contains it", () => {
    expect(segmentWords("公司位于上海临港的300mm")).not.toContain("临港");
    expect(ids(search(indexOf("zh"), "临港", { now: NOW }))).toEqual(["news-capacity-zh"]);
  });

  it("finds a term inside a longer word of a longer sentence (外延 inside 外延片)", () => {
    const found = ids(search(indexOf("zh"), "外延", { now: NOW }));
    expect(found).toContain("news-capacity-zh");
    expect(found).toContain("page-about-zh");
  });

  it("finds 氩气退火 although the segmenter splits it as 氩|气|退火", () => {
    expect(ids(search(indexOf("zh"), "氩气退火", { now: NOW }))).toEqual(["news-capacity-zh", "page-about-zh"]);
  });

  it("indexes segmenter words as well as bigrams and characters", () => {
    const keys = indexKeys(normalize("外延工艺工程师"));
    expect(keys).toContain("w:外延");
    expect(keys).toContain("g:艺工");
    expect(keys).toContain("g:师");
  });

  it("requires every part of a term: 上海产能 matches only items with both words", () => {
    const found = ids(search(indexOf("zh"), "上海产能", { now: NOW }));
    expect(found).toEqual(["news-capacity-zh"]);
  });

  it("a term whose characters occur apart is not a match (no false positive from bigrams)", () => {
    // 线月 occurs ("产线月产能"), 月线 does not.
    expect(search(indexOf("zh"), "月线", { now: NOW }).total).toBe(0);
  });
});

describe("query parsing", () => {
  it("an empty or punctuation-only query has no terms and finds nothing", () => {
    expect(parseQuery("   ").terms).toEqual([]);
    expect(parseQuery("，。!?").terms).toEqual([]);
    expect(search(indexOf("zh"), "", { now: NOW })).toMatchObject({ total: 0, groups: [] });
  });

  it("normalizes case and full-width characters, strips quotes, drops English stop words", () => {
    const query = parseQuery("“ＳＯＩ” the Wafers");
    expect(query.terms.map((term) => term.phrase)).toEqual(["soi", "wafers"]);
    expect(query.terms[1]?.parts).toEqual([{ text: "wafer", han: false }]);
  });

  it("glues characters the segmenter leaves alone to a word and drops function characters", () => {
    expect(parseQuery("外延工程师").terms[0]?.parts.map((part) => part.text)).toEqual(["外延", "工程师"]);
    expect(parseQuery("上海的产能").terms[0]?.parts.map((part) => part.text)).toEqual(["上海", "产能"]);
  });

  it("bounds the query length", () => {
    expect(parseQuery("a".repeat(500)).raw).toHaveLength(100);
  });
});

describe("ranking", () => {
  it("ranks a title match above a body-only match", () => {
    const hits = search(indexOf("zh"), "外延", { now: NOW }).groups.find((group) => group.kind === "news")?.hits;
    // 300mm外延片实现量产 and 外延技术研讨会 have it in the title; the capacity news only in its body.
    expect(hits?.map((hit) => hit.record.id)).toEqual(["news-epi-zh", "news-old-epi-zh", "news-capacity-zh"]);
  });

  it("breaks ties between news by date, newest first", () => {
    const docs = [
      news("a", "zh", "外延新闻", "正文", "2021-01-01T00:00:00Z"),
      news("b", "zh", "外延新闻", "正文", "2025-01-01T00:00:00Z"),
      news("c", "zh", "外延新闻", "正文", "2023-01-01T00:00:00Z"),
    ];
    const results = search(createIndexCache().get("zh", docs), "外延新闻", { now: NOW });
    expect(ids(results)).toEqual(["b", "c", "a"]);
  });

  it("ranks items that match more of the terms higher", () => {
    const results = search(indexOf("zh"), "外延 临港", { now: NOW });
    expect(results.groups[0]?.hits[0]?.record.id).toBe("news-capacity-zh");
  });

  it("groups results by kind in a fixed order: news, jobs, pages", () => {
    const results = search(indexOf("zh"), "外延", { now: NOW });
    expect(results.groups.map((group) => group.kind)).toEqual(["news", "job", "page"]);
    expect(results.total).toBe(5);
  });
});

describe("visibility and language", () => {
  it("an English search returns English items only", () => {
    const en = search(indexOf("en"), "Lingang", { now: NOW });
    expect(ids(en)).toEqual(["news-capacity-en"]);
    expect(ids(search(indexOf("en"), "临港", { now: NOW }))).toEqual([]);
    expect(ids(search(indexOf("zh"), "Lingang", { now: NOW }))).toEqual([]);
  });

  it("matches English words by prefix and plural: epitaxy, engineers", () => {
    expect(ids(search(indexOf("en"), "epitaxy", { now: NOW }))).toEqual(["job-epi-en"]);
    expect(ids(search(indexOf("en"), "engineers", { now: NOW }))).toEqual(["job-epi-en", "page-training-en"]);
    // "line" must not match inside another word ("online") but does match "line".
    expect(ids(search(indexOf("en"), "ine", { now: NOW }))).toEqual([]);
  });

  it("hides news before its publication time and jobs after their last day (China time)", () => {
    const zh = indexOf("zh");
    expect(ids(search(zh, "外延", { now: NOW }))).not.toContain("news-future-zh");
    expect(ids(search(zh, "外延", { now: new Date("2028-03-18T01:00:00Z") }))).toContain("news-future-zh");
    expect(ids(search(zh, "外延", { now: NOW }))).not.toContain("job-expired-zh");
    // 2026-06-30T20:00Z is already 1 July in Shanghai.
    expect(ids(search(zh, "外延设备", { now: new Date("2026-06-30T15:00:00Z") }))).toEqual(["job-expired-zh"]);
    expect(ids(search(zh, "外延设备", { now: new Date("2026-06-30T16:00:00Z") }))).toEqual([]);
  });
});

describe("index cache", () => {
  it("builds once for identical data and again after the content changed", () => {
    let builds = 0;
    const cache = createIndexCache((locale, records) => {
      builds++;
      return buildIndex(locale, records);
    });
    const first = cache.get("zh", DOCS);
    // A new array with equal documents, as a cache hit of the content source returns it.
    expect(cache.get("zh", structuredClone(DOCS))).toBe(first);
    expect(builds).toBe(1);
    cache.get("en", DOCS);
    expect(builds).toBe(2);
    expect(cache.get("zh", DOCS)).toBe(first);
    const edited = DOCS.map((doc) =>
      doc._id === "news-capacity-zh" ? { ...doc, _rev: "r2", title: "临港新闻" } : doc,
    );
    const second = cache.get("zh", edited);
    expect(second).not.toBe(first);
    expect(builds).toBe(3);
    expect(search(second, "临港新闻", { now: NOW }).groups[0]?.hits[0]?.record.title).toBe("临港新闻");
  });
});
