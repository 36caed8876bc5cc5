import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "@/config/env";
import { queryEmbedded } from "@/content/embedded";
import { PAGE_COPY_QUERY, PRODUCTS_QUERY, TIMELINE_QUERY } from "@/content/queries";

// The company pages' queries over a small dataset: English falls back to Chinese field by field.

const DOCS = [
  {
    _id: "product-a",
    _type: "product",
    diameter: "300mm",
    waferType: "polished",
    order: 1,
    name: { zh: "300mm 抛光片", en: "300mm polished wafer" },
    summary: { zh: "中文简介" },
    applications: [
      { _key: "a", zh: "逻辑芯片", en: "Logic" },
      { _key: "b", zh: "存储芯片" },
    ],
    specifications: [{ _key: "s", parameter: { zh: "直径", en: "Diameter" }, value: "300 mm" }],
  },
  { _id: "product-b", _type: "product", diameter: "200mm", waferType: "soi", order: 0, name: { zh: "200mm SOI" } },
  { _id: "t2", _type: "timelineEvent", date: "2012-05-20", title: { zh: "量产" } },
  { _id: "t1", _type: "timelineEvent", date: "2008-06-18", title: { zh: "成立", en: "Founded" } },
  { _id: "page-about-zh", _type: "page", pageKey: "about", language: "zh", title: "公司简介" },
];

let previous: string | undefined;
beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), "company-"));
  const file = path.join(dir, "production.ndjson");
  writeFileSync(file, DOCS.map((doc) => JSON.stringify(doc)).join("\n"));
  previous = process.env.EMBEDDED_DATASET_PATH;
  process.env.EMBEDDED_DATASET_PATH = file;
  reloadConfig();
});
afterAll(() => {
  if (previous === undefined) delete process.env.EMBEDDED_DATASET_PATH;
  else process.env.EMBEDDED_DATASET_PATH = previous;
  reloadConfig();
});

const run = <T>(query: string, params: Record<string, unknown>) =>
  queryEmbedded<T>({ query, params, perspective: "published" });

describe("company page queries", () => {
  it("reads products in order, in English with Chinese where English is missing", async () => {
    type P = {
      name: string;
      summary?: string;
      applications?: { label: string }[];
      specifications?: { parameter: string }[];
    };
    const list = await run<P[]>(PRODUCTS_QUERY, { locale: "en" });
    expect(list.map((product) => product.name)).toEqual(["200mm SOI", "300mm polished wafer"]);
    expect(list[1]?.summary).toBe("中文简介");
    expect(list[1]?.applications?.map((item) => item.label)).toEqual(["Logic", "存储芯片"]);
    expect(list[1]?.specifications?.[0]?.parameter).toBe("Diameter");
    const zh = await run<P[]>(PRODUCTS_QUERY, { locale: "zh" });
    expect(zh[1]?.name).toBe("300mm 抛光片");
  });

  it("orders the timeline by date", async () => {
    const events = await run<{ title: string }[]>(TIMELINE_QUERY, { locale: "en" });
    expect(events.map((event) => event.title)).toEqual(["Founded", "量产"]);
  });

  it("offers the Chinese page document when there is no English one", async () => {
    const { docs } = await run<{ docs: { language: string; title: string }[] }>(PAGE_COPY_QUERY, {
      key: "about",
      locale: "en",
    });
    expect(docs).toEqual([expect.objectContaining({ language: "zh", title: "公司简介" })]);
  });
});
