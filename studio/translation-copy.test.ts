import { schemaTypes } from "@wafer/schemas";
import type { ObjectSchemaType, SanityDocument } from "sanity";
import { describe, expect, it } from "vitest";
import { translationCopy } from "./translation-copy";

// The English version of a story gets its own slug from its English title (issue 41, item 7): the
// copy leaves the slug out, as it leaves out the tags and the source.

// The news type's fields as the studio sees them (name, type name, options), from its definition.
type Definition = { name: string; fields?: { name: string; type: string; options?: unknown }[] };
const news = (schemaTypes as Definition[]).find((type) => type.name === "news");
const newsType = {
  fields: (news?.fields ?? []).map((field) => ({
    name: field.name,
    type: { name: field.type, options: field.options },
  })),
} as unknown as ObjectSchemaType;

describe("a translation's first draft", () => {
  it("has the new language, no slug, no tags and no source", () => {
    const source = {
      _id: "news-x-zh",
      _type: "news",
      _rev: "r",
      _createdAt: "2026-01-01T00:00:00Z",
      _updatedAt: "2026-01-01T00:00:00Z",
      language: "zh",
      title: "300mm 硅片新产线投产",
      slug: { _type: "slug", current: "300mm-gui-pian-xin-chan" },
      tags: ["新产品"],
      source: "公司新闻",
      excerpt: "摘要",
    } as unknown as SanityDocument;
    const copy = translationCopy(source, newsType, "en", "news-x-en");
    expect(copy).toMatchObject({
      _id: "drafts.news-x-en",
      language: "en",
      title: "300mm 硅片新产线投产",
      excerpt: "摘要",
    });
    expect(copy).not.toHaveProperty("slug");
    expect(copy).not.toHaveProperty("tags");
    expect(copy).not.toHaveProperty("source");
  });
});
