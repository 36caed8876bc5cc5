// Content source maps: the lake's answer to `resultSourceMap`, which @sanity/client turns into the
// stega-encoded strings the Presentation tool's overlays read (lake/src/source-map.ts).
import { describe, expect, it } from "vitest";
import { resultSourceMap } from "../src/source-map.ts";
import type { Doc } from "../src/types.ts";
import { lakeForTests } from "./harness.ts";

const story: Doc = {
  _id: "news-a",
  _originalId: "drafts.news-a",
  _type: "news",
  title: "标题",
  slug: { current: "a" },
  body: [{ _key: "b1", _type: "block", children: [{ _key: "s1", _type: "span", text: "正文" }] }],
};
const settings: Doc = { _id: "siteSettings", _type: "siteSettings", companyName: { zh: "公司", en: "Company" } };
const documents = new Map([
  [story._id, story],
  [settings._id, settings],
]);

describe("resultSourceMap", () => {
  it("maps strings under a document to the same field, array items by key, language keys when projected away", () => {
    const result = {
      story: { _id: "news-a", _type: "news", title: "标题", body: story.body, heading: "标题 (renamed)" },
      // Projections often leave `_type` out: the `_id` is enough.
      settings: { _id: "siteSettings", companyName: "Company" },
    };
    const map = resultSourceMap(result, documents);
    const source = (resultPath: string) => {
      const mapping = map.mappings[resultPath];
      if (!mapping) return null;
      return { doc: map.documents[mapping.source.document]?._id, path: map.paths[mapping.source.path] };
    };
    // The draft is named by its own id, as Sanity's drafts perspective does.
    expect(source("$['story']['title']")).toEqual({ doc: "drafts.news-a", path: "$['title']" });
    expect(source("$['story']['body'][0]['children'][0]['text']")).toEqual({
      doc: "drafts.news-a",
      path: "$['body'][?(@._key=='b1')]['children'][?(@._key=='s1')]['text']",
    });
    expect(source("$['settings']['companyName']")).toEqual({ doc: "siteSettings", path: "$['companyName']['en']" });
    // A value the projection computed or renamed is not mapped rather than mapped to a wrong field.
    expect(source("$['story']['heading']")).toBeNull();
    // Ids and types are strings of the document too, but nothing outside a document is mapped.
    expect(resultSourceMap({ title: "标题" }, documents).mappings).toEqual({});
  });
});

describe("query with resultSourceMap", () => {
  const lake = lakeForTests();

  it("answers the drafts perspective with the draft's fields, as @sanity/client asks for stega", async () => {
    const id = "news-chongqing-200mm-capacity-zh";
    const published = await lake.query<Doc>(`*[_id == "${id}"][0]`);
    expect(
      (await lake.mutate([{ createOrReplace: { ...published, _id: `drafts.${id}`, title: "草稿标题" } }])).status,
    ).toBe(200);
    const query = `*[_id == $id][0]{_id, _type, title, "slug": slug.current}`;
    const response = await lake.api(
      `/data/query/production?query=${encodeURIComponent(query)}&%24id=${encodeURIComponent(JSON.stringify(id))}&perspective=drafts&resultSourceMap=withKeyArraySelector`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { title: string }; resultSourceMap: Record<string, unknown> };
    expect(body.result.title).toBe("草稿标题");
    const map = body.resultSourceMap as unknown as ReturnType<typeof resultSourceMap>;
    const source = (resultPath: string) => {
      const mapping = map.mappings[resultPath];
      return mapping && [map.documents[mapping.source.document]?._id, map.paths[mapping.source.path]];
    };
    expect(source("$['title']")).toEqual([`drafts.${id}`, "$['title']"]);
    // A field the projection renamed that is still found at its place (a slug's `current`).
    expect(source("$['slug']")).toEqual([`drafts.${id}`, "$['slug']['current']"]);
    // Without the parameter the answer is as before.
    const plain = await lake.api(`/data/query/production?query=${encodeURIComponent('*[_type == "news"][0].title')}`);
    expect(Object.keys((await plain.json()) as object)).not.toContain("resultSourceMap");
  });
});
