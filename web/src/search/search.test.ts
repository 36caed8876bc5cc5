import { describe, expect, it } from "vitest";
import { buildIndex, search } from "./engine";
import { highlight, snippet } from "./highlight";
import { createIndexCache } from "./memo";
import { parseQuery } from "./query";
import { portableText, type SearchDocument, toRecord } from "./records";
import { indexKeys, normalize, segmentWords } from "./text";

const block = (text: string) => ({ _type: "block", children: [{ _type: "span", text }] });
const NOW = new Date("2026-11-22T12:00:00Z");

const news = (id: string, language: string, title: string, body: string, publishedAt = "2024-06-18T02:00:00Z") =>
  ({
    _id: id,
    _type: "news",
    _rev: "r1",
    language,
    title,
    slug: id,
    publishedAt,
    excerpt: "",
    body: [block(body)],
  }) satisfies SearchDocument;

const job = (id: string, language: string, title: string, duty: string, validThrough = "2027-03-31") =>
  ({
    _id: id,
    _type: "job",
    _rev: "r1",
    language,
    title,
    slug: id,
    jobType: "social",
    category: "processTechnology",
    city: language === "zh" ? "上海" : "Shanghai",
    postedAt: "2026-10-08",
    validThrough,
    status: "open",
    responsibilities: [block(duty)],
  }) satisfies SearchDocument;

const DOCS: SearchDocument[] = [
  news(
    "news-capacity-zh",
    "zh",
    "上海300mm产线月产能达到80万片",
    "公司位于上海临港的300mm集成电路硅片产线月产能达到80万片，产品覆盖抛光片、外延片与氩气退火片。",
  ),
  news(
    "news-capacity-en",
    "en",
    "Shanghai 300mm line reaches 800,000 wafers a month",
    "Our 300mm IC wafer line in Lingang, Shanghai, has reached a capacity of 800,000 wafers a month.",
  ),
  news("news-epi-zh", "zh", "300mm外延片实现量产", "外延片产品通过客户认证。", "2023-09-05T02:00:00Z"),
  news("news-old-epi-zh", "zh", "外延技术研讨会", "介绍外延片工艺。", "2020-01-05T02:00:00Z"),
  news("news-future-zh", "zh", "2028年外延展会", "即将发布的外延新闻。", "2028-03-18T01:00:00Z"),
  job("job-epi-zh", "zh", "外延工艺工程师", "负责300mm外延工艺的开发与优化"),
  job("job-epi-en", "en", "Epitaxy Process Engineer", "Develop and optimise 300mm epitaxy processes"),
  job("job-expired-zh", "zh", "外延设备工程师", "维护外延设备", "2026-06-30"),
  {
    _id: "page-about-zh",
    _type: "page",
    _rev: "r1",
    language: "zh",
    pageKey: "about",
    title: "公司简介",
    intro: "上海硅晶半导体股份有限公司成立于2008年。",
    sections: [{ heading: "公司概况", body: [block("产品包括抛光片、外延片、氩气退火片与SOI硅片。")] }],
  },
  {
    _id: "page-training-en",
    _type: "page",
    _rev: "r1",
    language: "en",
    pageKey: "trainingAndDevelopment",
    title: "Training and development",
    intro: "Mentors for every new engineer.",
  },
  { _id: "legal-privacy-zh", _type: "legalDocument", language: "zh", kind: "privacy", title: "隐私政策", body: [] },
];

const indexOf = (locale: "zh" | "en") => createIndexCache().get(locale, DOCS);
const ids = (results: ReturnType<typeof search>) =>
  results.groups.flatMap((group) => group.hits.map((h) => h.record.id));

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

describe("records", () => {
  it("links each kind to its page in the visitor's language", () => {
    const url = (doc: SearchDocument, locale: "zh" | "en") => toRecord(doc, locale)?.url;
    expect(url(DOCS[0] as SearchDocument, "zh")).toBe("/news/news-capacity-zh");
    expect(url(DOCS[6] as SearchDocument, "en")).toBe("/en/jobs/job-epi-en");
    expect(url(DOCS[8] as SearchDocument, "zh")).toBe("/about");
    expect(url(DOCS[9] as SearchDocument, "en")).toBe("/en/TrainingAndDevelopment");
    expect(url(DOCS[10] as SearchDocument, "zh")).toBe("/policy");
    expect(url({ ...(DOCS[8] as SearchDocument), pageKey: "home" }, "zh")).toBe("/");
    expect(toRecord(DOCS[0] as SearchDocument, "en")).toBeNull();
  });

  it("reads the plain text of Portable Text blocks, tables and figures", () => {
    expect(
      portableText([
        block("第一段"),
        { _type: "table", rows: [{ cells: ["参数", "数值"] }] },
        { _type: "figure", alt: "工厂", caption: "临港工厂" },
      ]),
    ).toBe("第一段\n参数 数值\n临港工厂\n工厂");
  });

  it("puts a job's city and category into its searchable text", () => {
    const jobs = search(indexOf("zh"), "工艺技术", { now: NOW }).groups.find((group) => group.kind === "job");
    expect(jobs?.hits.map((hit) => hit.record.id)).toEqual(["job-epi-zh"]);
    expect(jobs?.hits[0]?.record.meta).toEqual(["上海", "工艺技术", "社会招聘"]);
  });
});

describe("highlighting", () => {
  it("returns matched and unmatched segments covering the whole text", () => {
    const segments = highlight("产品覆盖抛光片、外延片与氩气退火片。", parseQuery("外延 退火"));
    expect(segments).toEqual([
      { text: "产品覆盖抛光片、", match: false },
      { text: "外延", match: true },
      { text: "片与氩气", match: false },
      { text: "退火", match: true },
      { text: "片。", match: false },
    ]);
  });

  it("marks the original characters, case and full width kept, and whole English words", () => {
    expect(highlight("Polished WAFERS, ｗａｆｅｒ", parseQuery("wafer"))).toEqual([
      { text: "Polished ", match: false },
      { text: "WAFERS", match: true },
      { text: ", ", match: false },
      { text: "ｗａｆｅｒ", match: true },
    ]);
  });

  it("never produces markup: content with angle brackets stays text", () => {
    const segments = highlight("<script>外延</script>", parseQuery("外延"));
    expect(segments.map((segment) => segment.text).join("")).toBe("<script>外延</script>");
    expect(segments.filter((segment) => segment.match)).toEqual([{ text: "外延", match: true }]);
  });

  it("cuts a snippet around the first match, with ellipses", () => {
    const text = `${"前文".repeat(60)}公司位于上海临港的产线${"后文".repeat(60)}`;
    const segments = snippet(text, parseQuery("临港"), 40);
    const joined = segments.map((segment) => segment.text).join("");
    expect(joined.startsWith("…")).toBe(true);
    expect(joined.endsWith("…")).toBe(true);
    expect(segments.find((segment) => segment.match)?.text).toBe("临港");
    expect([...joined].length).toBeLessThanOrEqual(42);
  });

  it("does not cut English words in half", () => {
    const text = `${"lorem ipsum ".repeat(30)}the Lingang line ${"dolor sit ".repeat(30)}`;
    const joined = snippet(text, parseQuery("lingang"), 60)
      .map((segment) => segment.text)
      .join("");
    expect(joined).toMatch(/^… ?(lorem|ipsum)/);
    expect(joined).toMatch(/(dolor|sit) ?…$/);
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

describe("snippet text", () => {
  it("separates lines that are not sentences with a middle dot", () => {
    const joined = snippet("Products\n300mm polished wafers\nWe ship worldwide.\nContact us", parseQuery("wafer"))
      .map((segment) => segment.text)
      .join("");
    expect(joined).toBe("Products · 300mm polished wafers · We ship worldwide. Contact us");
  });
});
