import { describe, expect, it } from "vitest";
import { tagsForPublish, tagsFromResult } from "./tags";

describe("cache tags", () => {
  it("tags a result with every document inside it, drafts under their published id", () => {
    const result = {
      _id: "news-a-zh",
      previous: { _id: "news-b-zh", title: "B" },
      related: [{ _id: "drafts.news-c-zh" }, { title: "no id" }],
    };
    expect(tagsFromResult(result).sort()).toEqual(["doc:news-a-zh", "doc:news-b-zh", "doc:news-c-zh"]);
  });

  it("has no tags for results without documents", () => {
    expect(tagsFromResult(3)).toEqual([]);
    expect(tagsFromResult(null)).toEqual([]);
  });

  it("expires the document, its translations, its type's lists, sitemap, feeds and search on publish", () => {
    expect(tagsForPublish({ _id: "news-a-zh", _type: "news", translations: ["news-a-zh", "news-a-en", null] })).toEqual(
      ["doc:news-a-zh", "doc:news-a-en", "list:news", "sitemap", "feed", "search"],
    );
  });
});
