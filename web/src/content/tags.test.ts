import { describe, expect, it } from "vitest";
import { tagsForPublish, tagsForResult, tagsFromResult } from "./tags";

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

  it("marks a result without documents as empty, so that any publish expires it", () => {
    expect(tagsForResult(null)).toEqual(["empty"]);
    expect(tagsForResult([], ["list:news"])).toEqual(["list:news", "empty"]);
    expect(tagsForResult({ _id: "news-a-zh" }, ["list:news"])).toEqual(["list:news", "doc:news-a-zh"]);
  });

  it("expires the document, its translations, its type's lists, sitemap, feeds and search on publish", () => {
    expect(tagsForPublish({ _id: "news-a-zh", _type: "news", translations: ["news-a-zh", "news-a-en", null] })).toEqual(
      ["doc:news-a-zh", "doc:news-a-en", "list:news", "sitemap", "feed", "search", "empty"],
    );
  });

  it("expires no page for a redirect: the proxy answers it, reading its table again after the publish", () => {
    expect(tagsForPublish({ _id: "redirect-semicon", _type: "redirect" })).toEqual(["list:redirect"]);
  });
});
