import type { search } from "./engine";
import { createIndexCache } from "./memo";
import type { SearchDocument } from "./records";

// The documents the search tests index: news, jobs and pages in both languages, one in the
// future and one expired, at a fixed "now".

export const block = (text: string) => ({ _type: "block", children: [{ _type: "span", text }] });
export const NOW = new Date("2026-11-22T12:00:00Z");

export const news = (id: string, language: string, title: string, body: string, publishedAt = "2024-06-18T02:00:00Z") =>
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

export const job = (id: string, language: string, title: string, duty: string, validThrough = "2027-03-31") =>
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

export const DOCS: SearchDocument[] = [
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

export const indexOf = (locale: "zh" | "en") => createIndexCache().get(locale, DOCS);
export const ids = (results: ReturnType<typeof search>) =>
  results.groups.flatMap((group) => group.hits.map((h) => h.record.id));
