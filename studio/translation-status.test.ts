import { compiledSchema } from "@wafer/schemas/testing";
import type { ObjectSchemaType } from "sanity";
import { describe, expect, it } from "vitest";
import {
  checkRecord,
  type StatusDocument,
  sourceTexts,
  statusRows,
  textChanges,
  translationState,
} from "./translation-status";

// Issue 42, item 4: an English document knows which version of its Chinese source it was checked
// against; when the published Chinese changes, it is 待更新 with what changed, and the 翻译状态
// tool lists it (and every document missing a language).

const typeOf = (name: string) => compiledSchema.get(name) as ObjectSchemaType;
const news = typeOf("news");

const block = (key: string, text: string) => ({
  _key: key,
  _type: "block",
  style: "normal",
  markDefs: [],
  children: [{ _key: `${key}s`, _type: "span", marks: [], text }],
});
const story = (overrides: Record<string, unknown> = {}) => ({
  _id: "news-line-zh",
  _type: "news",
  _rev: "rev1",
  language: "zh",
  title: "300mm 硅片新产线投产",
  slug: { _type: "slug", current: "new-line" },
  publishedAt: "2026-03-01T08:00:00Z",
  coverImage: { _type: "image", asset: { _type: "reference", _ref: "image-a-1x1-png" }, alt: "新产线" },
  excerpt: "上海新产线正式投产，月产能提升。",
  body: [block("p1", "第一段。"), block("p2", "第二段。")],
  tags: ["新产品"],
  source: "公司新闻",
  ...overrides,
});

describe("a source's translatable texts", () => {
  it("are its words, paragraph by paragraph, with readable labels; not its slug, dates, language or asset", () => {
    expect(sourceTexts(story(), news)).toEqual([
      { path: "title", label: "标题 Title", text: "300mm 硅片新产线投产" },
      { path: "coverImage.alt", label: expect.stringContaining("替代文字"), text: "新产线" },
      { path: "excerpt", label: "摘要 Excerpt", text: "上海新产线正式投产，月产能提升。" },
      { path: 'body[_key=="p1"]', label: "正文 Body · 第 1 段", text: "第一段。" },
      { path: 'body[_key=="p2"]', label: "正文 Body · 第 2 段", text: "第二段。" },
      { path: "tags[0]", label: "标签 Tags · 第 1 项", text: "新产品" },
      { path: "source", label: "来源 Source", text: "公司新闻" },
    ]);
  });

  it("leave out choices from a list (a job's status and category are the same in every language)", () => {
    const texts = sourceTexts(
      { _id: "job-x-zh", _type: "job", language: "zh", title: "工程师", status: "open", category: "marketing" },
      typeOf("job"),
    );
    expect(texts.map((entry) => entry.path)).toEqual(["title"]);
  });
});

describe("what changed in the source", () => {
  const checked = sourceTexts(story(), news);

  it("lists each changed, added and removed text, old and new, in reading order", () => {
    const now = story({
      title: "300mm 硅片新产线全面投产",
      body: [block("p1", "第一段。"), block("p3", "新增的一段。")],
    });
    expect(textChanges(checked, sourceTexts(now, news))).toEqual([
      { path: "title", label: "标题 Title", before: "300mm 硅片新产线投产", after: "300mm 硅片新产线全面投产" },
      { path: 'body[_key=="p3"]', label: "正文 Body · 第 2 段", before: null, after: "新增的一段。" },
      { path: 'body[_key=="p2"]', label: "正文 Body · 第 2 段", before: "第二段。", after: null },
    ]);
  });

  it("is empty when only what is not translated changed (date, slug, picture, marks)", () => {
    const now = story({
      publishedAt: "2026-04-01T08:00:00Z",
      slug: { _type: "slug", current: "other" },
      coverImage: { _type: "image", asset: { _type: "reference", _ref: "image-b-1x1-png" }, alt: "新产线" },
      _rev: "rev2",
    });
    expect(textChanges(checked, sourceTexts(now, news))).toEqual([]);
  });
});

describe("the staleness rule", () => {
  const check = checkRecord("news-line-en", story(), news, "created", "2026-11-29T00:00:00Z");

  it("records the source's id, revision and texts under the translation's id", () => {
    expect(check).toMatchObject({
      _id: "translationCheck.news-line-en",
      _type: "translationCheck",
      translation: "news-line-en",
      source: "news-line-zh",
      sourceRev: "rev1",
      outcome: "created",
    });
    expect(check.texts[0]).toEqual({ _key: "t0", path: "title", label: "标题 Title", text: "300mm 硅片新产线投产" });
  });

  it("is current while the published source's texts are those checked against", () => {
    expect(translationState("en", check, story({ _rev: "rev9" }), news)).toEqual({ kind: "current" });
  });

  it("is 待更新 once the published source's texts differ, with the changes", () => {
    const state = translationState("en", check, story({ excerpt: "上海新产线正式投产。" }), news);
    expect(state).toEqual({
      kind: "stale",
      changes: [
        {
          path: "excerpt",
          label: "摘要 Excerpt",
          before: "上海新产线正式投产，月产能提升。",
          after: "上海新产线正式投产。",
        },
      ],
    });
  });

  it("is current again once checked against the new version (已更新 or 忽略)", () => {
    const changed = story({ excerpt: "上海新产线正式投产。", _rev: "rev2" });
    const again = checkRecord("drafts.news-line-en", changed, news, "updated", "2026-11-29T01:00:00Z");
    expect(again._id).toBe("translationCheck.news-line-en");
    expect(translationState("en", again, changed, news)).toEqual({ kind: "current" });
  });

  it("says nothing of the source itself, of an unpublished source, or without a record", () => {
    expect(translationState("zh", check, story(), news).kind).toBe("source");
    expect(translationState("en", check, null, news).kind).toBe("unknown");
    expect(translationState("en", null, story(), news).kind).toBe("unknown");
  });
});

describe("what 翻译状态 lists", () => {
  const zh = story();
  const en = { ...story(), _id: "news-line-en", language: "en", title: "New 300mm line" };
  const metadata = [
    {
      _id: "translation.metadata.news-line",
      translations: [
        { _key: "zh", value: { _ref: "news-line-zh" } },
        { _key: "en", value: { _ref: "news-line-en" } },
      ],
    },
  ];
  const checks = [checkRecord("news-line-en", zh, news, "seeded", "2026-11-29T00:00:00Z")];
  const rows = (documents: StatusDocument[], meta = metadata) =>
    statusRows(documents, meta, checks, (type) => typeOf(type), ["zh", "en"]);

  it("nothing when every document has both languages and every translation is current", () => {
    expect(rows([zh, en, { ...en, _id: "drafts.news-line-en", title: "Draft" }])).toEqual([]);
  });

  it("a stale translation, with its changes; a Chinese draft does not count until published", () => {
    expect(rows([zh, { ...zh, _id: "drafts.news-line-zh", title: "草稿标题" }, en])).toEqual([]);
    const listed = rows([{ ...zh, title: "300mm 硅片新产线全面投产" }, en]);
    expect(listed).toMatchObject([
      { id: "news-line-en", type: "news", language: "en", title: "New 300mm line", problem: "stale" },
    ]);
    expect(listed[0]?.changes).toHaveLength(1);
  });

  it("a document missing a language, once, at the version that exists (a draft too)", () => {
    const draftOnly = { ...zh, _id: "drafts.job-new-zh", _type: "job", title: "新职位" };
    expect(rows([zh, draftOnly], [])).toMatchObject([
      { id: "news-line-zh", problem: "missing", missingLanguage: "en" },
      { id: "job-new-zh", type: "job", title: "新职位", problem: "missing", missingLanguage: "en" },
    ]);
    expect(rows([en], [])).toMatchObject([{ id: "news-line-en", problem: "missing", missingLanguage: "zh" }]);
  });
});
