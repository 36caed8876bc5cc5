import { describe, expect, it } from "vitest";
import { jobPreview, newsPreview } from "./previews";
import {
  checkEmail,
  checkEmailList,
  checkHttpUrl,
  checkImageAlt,
  checkLinkHref,
  checkPhone,
  checkSlugFormat,
  checkVersion,
  isScheduled,
  isSlugUniquePerLanguage,
  ownIds,
  slugify,
  type UniquenessContext,
  validThroughAfterPosting,
} from "./rules";

describe("slug format", () => {
  it.each(["shanghai-300mm-capacity", "a", "2027-campus"])("accepts %s", (current) => {
    expect(checkSlugFormat({ current })).toBe(true);
  });
  it.each(["Shanghai", "two  spaces", "trailing-", "-leading", "double--hyphen", "中文", "under_score"])(
    "rejects %s",
    (current) => {
      expect(checkSlugFormat({ current })).toMatch(/^网址别名只能使用小写英文字母/);
    },
  );
  it("rejects slugs longer than 96 characters", () => {
    expect(checkSlugFormat({ current: "a".repeat(97) })).toMatch(/不能超过96个字符/);
  });
  it("leaves a missing slug to the required rule", () => {
    expect(checkSlugFormat(undefined)).toBe(true);
  });
  it("slugify turns an English title into a valid slug", () => {
    const slug = slugify("Shanghai 300mm line reaches 800,000 wafers a month!");
    expect(slug).toBe("shanghai-300mm-line-reaches-800-000-wafers-a-month");
    expect(checkSlugFormat({ current: slug })).toBe(true);
  });
});

describe("a job's valid-through date", () => {
  it("passes when after the posting date", () => {
    expect(validThroughAfterPosting("2026-10-08", "2027-03-31")).toBe(true);
  });
  it("fails on the posting date or before it", () => {
    expect(validThroughAfterPosting("2026-10-08", "2026-10-08")).toMatch(/截止日期必须晚于发布日期/);
    expect(validThroughAfterPosting("2026-10-08", "2025-12-31")).toMatch(/valid-through date must be after/);
  });
  it("leaves missing dates to the required rule", () => {
    expect(validThroughAfterPosting(undefined, "2026-01-01")).toBe(true);
  });
});

describe("formats", () => {
  it("emails", () => {
    expect(checkEmail("hr@example.com")).toBe(true);
    expect(checkEmail("hr@example")).toMatch(/不是有效的电子邮箱地址/);
    expect(checkEmailList(["a@example.com", "b example.com"])).toMatch(/“b example.com”/);
  });
  it("web addresses", () => {
    expect(checkHttpUrl("https://beian.miit.gov.cn/")).toBe(true);
    expect(checkHttpUrl("beian.miit.gov.cn")).toMatch(/https:\/\//);
    expect(checkHttpUrl("javascript:alert(1)")).not.toBe(true);
  });
  it("rich-text links", () => {
    for (const href of ["/product", "https://example.com/a", "mailto:hr@example.com", "tel:+862150000000"]) {
      expect(checkLinkHref(href)).toBe(true);
    }
    for (const href of ["//evil.example", "javascript:alert(1)", "www.example.com"]) {
      expect(checkLinkHref(href)).not.toBe(true);
    }
  });
  it("phones", () => {
    expect(checkPhone("+86 21 5000 0000")).toBe(true);
    expect(checkPhone("021-50000000")).toBe(true);
    expect(checkPhone("12345")).toMatch(/有效的电话号码/);
    expect(checkPhone("call me")).not.toBe(true);
  });
  it("versions", () => {
    expect(checkVersion("1.0")).toBe(true);
    expect(checkVersion("2")).toBe(true);
    expect(checkVersion("v1")).toMatch(/版本号/);
  });
});

describe("image alt text", () => {
  const asset = { _ref: "image-x-1x1-png" };
  it("is required once an image has an asset", () => {
    expect(checkImageAlt({ asset })).toMatch(/替代文字/);
    expect(checkImageAlt({ asset, alt: "  " })).toMatch(/替代文字/);
    expect(checkImageAlt({ asset, alt: { en: "English only" } })).toMatch(/替代文字/);
  });
  it("passes with alt text, plain or localized", () => {
    expect(checkImageAlt({ asset, alt: "硅片" })).toBe(true);
    expect(checkImageAlt({ asset, alt: { zh: "硅片" } })).toBe(true);
    expect(checkImageAlt(undefined)).toBe(true);
  });
});

describe("slug uniqueness per language", () => {
  const dataset = [{ _id: "news-a-zh", _type: "news", language: "zh", slug: { current: "a" } }];
  const context = (document: UniquenessContext["document"]): UniquenessContext => ({
    document,
    getClient: () => ({
      // A tiny stand-in: count documents matching the parameters the rule sends.
      fetch: async (_query, params) =>
        dataset.filter(
          (doc) =>
            doc._type === params.type &&
            doc.language === params.language &&
            doc.slug.current === params.v0 &&
            !(params.ids as string[]).includes(doc._id),
        ).length,
    }),
  });
  it("finds a clash in the same language", async () => {
    expect(await isSlugUniquePerLanguage("a", context({ _id: "news-b-zh", _type: "news", language: "zh" }))).toBe(
      false,
    );
  });
  it("allows the same slug in the other language", async () => {
    expect(await isSlugUniquePerLanguage("a", context({ _id: "news-a-en", _type: "news", language: "en" }))).toBe(true);
  });
  it("ignores the document itself and its draft", async () => {
    expect(ownIds("drafts.news-a-zh")).toEqual(["news-a-zh", "drafts.news-a-zh"]);
    expect(
      await isSlugUniquePerLanguage("a", context({ _id: "drafts.news-a-zh", _type: "news", language: "zh" })),
    ).toBe(true);
  });
});

describe("studio previews show language and status", () => {
  const now = new Date("2026-11-22T00:00:00Z");
  it("news: published or scheduled", () => {
    expect(newsPreview({ title: "A", language: "zh", publishedAt: "2024-06-18T02:00:00Z" }, now).subtitle).toBe(
      "中文 · 已发布 2024-06-18",
    );
    expect(newsPreview({ title: "B", language: "en", publishedAt: "2028-03-18T01:00:00Z" }, now).subtitle).toBe(
      "EN · 定时发布 2028-03-18 09:00（未到时间）",
    );
    expect(isScheduled("2028-03-18T01:00:00Z", now)).toBe(true);
  });
  it("news: a draft is called a draft, never published (issue 29)", () => {
    const draft = { id: "drafts.4f1c", title: "A", language: "zh", publishedAt: "2026-11-21T02:00:00Z" };
    expect(newsPreview(draft, now).subtitle).toBe("中文 · 草稿 · 发布时间 2026-11-21");
    expect(newsPreview({ ...draft, language: "en", publishedAt: "2026-12-01T02:00:00Z" }, now).subtitle).toBe(
      "EN · 草稿 · 定时 2026-12-01 10:00",
    );
    expect(newsPreview({ ...draft, id: "4f1c" }, now).subtitle).toBe("中文 · 已发布 2026-11-21");
    // The studio's drafts perspective: the published id, the draft's own id in `_originalId`.
    expect(newsPreview({ ...draft, id: "4f1c", originalId: "drafts.4f1c" }, now).subtitle).toContain("草稿");
    expect(newsPreview({ ...draft, id: "4f1c", originalId: "4f1c" }, now).subtitle).toContain("已发布");
  });
  it("jobs: a draft post is called a draft", () => {
    expect(jobPreview({ id: "drafts.j", language: "zh", status: "open" }).subtitle).toBe("中文 · 草稿 · 招聘中");
  });
  it("jobs: status, type, category and city; an expired open post is flagged", () => {
    const job = { title: "T", language: "zh", jobType: "campus", category: "marketing", city: "上海" } as const;
    expect(jobPreview({ ...job, status: "open", validThrough: "2027-01-31" }, now).subtitle).toBe(
      "中文 · 招聘中 · 校园招聘 · 市场营销 · 上海",
    );
    expect(jobPreview({ ...job, status: "open", validThrough: "2026-06-30" }, now).subtitle).toContain("已过截止日期");
    expect(jobPreview({ ...job, status: "closed" }, now).subtitle).toContain("已关闭");
  });
});
