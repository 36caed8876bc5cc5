import { describe, expect, it } from "vitest";
import { search } from "./engine";
import { portableText, type SearchDocument, toRecord } from "./records";
import { block, DOCS, indexOf, NOW } from "./test-documents";

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

  it("finds an editor's page (issue 42) as a page at its path, by its blocks' text, in its language only", () => {
    const page: SearchDocument = {
      _id: "site-page-expo-zh",
      _type: "sitePage",
      language: "zh",
      title: "SEMICON China 2027 展会",
      slug: "semicon-2027",
      intro: "欢迎莅临我们的展台",
      sections: [{ heading: "展品亮点", items: [{ title: "外延片", text: "300mm 外延片样品" }] }],
    };
    expect(toRecord(page, "zh")).toMatchObject({ kind: "page", url: "/semicon-2027", title: page.title });
    expect(toRecord(page, "zh")?.text).toContain("300mm 外延片样品");
    expect(toRecord({ ...page, language: "en" }, "en")?.url).toBe("/en/semicon-2027");
    expect(toRecord(page, "en")).toBeNull();
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
