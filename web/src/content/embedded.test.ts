import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { HOME_PAGE_QUERY_RESULT } from "@wafer/schemas/types";
import { describe, expect, it } from "vitest";
import { reloadConfig } from "@/config/env";
import { applyPerspective, queryEmbedded } from "./embedded";
import { HOME_PAGE_QUERY, NEWS_LIST_QUERY, NEXT_DUE_QUERY } from "./queries";

describe("embedded content source", () => {
  it("evaluates the home page query per locale over the NDJSON dataset", async () => {
    const zh = await queryEmbedded<HOME_PAGE_QUERY_RESULT>({
      query: HOME_PAGE_QUERY,
      params: { locale: "zh" },
      perspective: "published",
    });
    const en = await queryEmbedded<HOME_PAGE_QUERY_RESULT>({
      query: HOME_PAGE_QUERY,
      params: { locale: "en" },
      perspective: "published",
    });
    expect(zh?.heroTitle).toBe("大尺寸集成电路硅片，服务全球晶圆厂");
    expect(en?.heroTitle).toBe("Large-diameter IC silicon wafers for the world's fabs");
  });

  it("answers null for a locale with no document", async () => {
    const result = await queryEmbedded({ query: HOME_PAGE_QUERY, params: { locale: "fr" }, perspective: "published" });
    expect(result).toBeNull();
  });

  it("hides scheduled news and knows when the next one is due", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "dataset-"));
    const file = path.join(dir, "dataset.ndjson");
    const soon = new Date(Date.now() + 60_000).toISOString();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const docs = [
      {
        _id: "past",
        _type: "news",
        language: "zh",
        title: "Past",
        slug: { current: "past" },
        publishedAt: "2024-01-01T00:00:00Z",
      },
      { _id: "soon", _type: "news", language: "zh", title: "Soon", slug: { current: "soon" }, publishedAt: soon },
      { _id: "later", _type: "news", language: "zh", title: "Later", slug: { current: "later" }, publishedAt: later },
    ];
    writeFileSync(file, docs.map((doc) => JSON.stringify(doc)).join("\n"));
    process.env.EMBEDDED_DATASET_PATH = file;
    reloadConfig();
    try {
      const list = await queryEmbedded<{ _id: string }[]>({
        query: NEWS_LIST_QUERY,
        params: { locale: "zh" },
        perspective: "published",
      });
      expect(list.map((item) => item._id)).toEqual(["past"]);
      const due = await queryEmbedded<string>({ query: NEXT_DUE_QUERY, perspective: "published" });
      expect(Date.parse(due)).toBe(Date.parse(soon));
    } finally {
      delete process.env.EMBEDDED_DATASET_PATH;
      reloadConfig();
    }
  });
});

describe("perspectives", () => {
  const docs = [
    { _id: "a", title: "A published" },
    { _id: "drafts.a", title: "A draft" },
    { _id: "drafts.b", title: "B never published" },
  ];

  it("published hides drafts", () => {
    expect(applyPerspective(docs, "published")).toEqual([{ _id: "a", title: "A published" }]);
  });

  it("drafts overlays drafts on published documents under the published id", () => {
    expect(applyPerspective(docs, "drafts")).toEqual([
      { _id: "a", title: "A draft" },
      { _id: "b", title: "B never published" },
    ]);
  });
});
