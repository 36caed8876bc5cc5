import { describe, expect, it } from "vitest";
import { ROUTES } from "./routes";
import { checkSitePagePath, isSitePagePath, RESERVED_SEGMENTS, sitePagePathProblem } from "./site-pages";
import { imageAsset } from "./testing/fixtures";
import { describeMarkers, type TestDocument, validationErrors } from "./testing/validate";

const page = (id: string, language: string, slug: string): TestDocument => ({
  _id: id,
  _type: "sitePage",
  language,
  title: "SEMICON China 2027",
  slug: { _type: "slug", current: slug },
});

describe("an editor's page path (issue 42)", () => {
  it("accepts one segment of lower-case words", () => {
    expect(isSitePagePath("semicon-2027")).toBe(true);
    expect(checkSitePagePath({ current: "customer-quality-notice" })).toBe(true);
  });

  it("refuses every route of the table, in any case, with a Chinese message naming it", () => {
    for (const route of ROUTES.filter((candidate) => candidate.path !== "/")) {
      const first = route.path.split("/")[1] as string;
      expect(sitePagePathProblem(first.toLowerCase()), route.path).toEqual({ kind: "route", path: route.path });
    }
    expect(checkSitePagePath({ current: "about" })).toMatch(/^网址与网站已有页面 \/about 冲突/);
    expect(checkSitePagePath({ current: "traininganddevelopment" })).toContain("/TrainingAndDevelopment");
  });

  it("refuses the old site's ?id= paths and the reserved prefixes", () => {
    expect(checkSitePagePath({ current: "newsdetail" })).toMatch(/^网址 \/newsdetail 是旧网站链接/);
    expect(checkSitePagePath({ current: "jobdetail" })).toMatch(/^网址 \/jobdetail 是旧网站链接/);
    for (const segment of ["api", "inbox", "media", "_next", "en", "zh", "og", "feed", "counter", "studio", "search"]) {
      expect(RESERVED_SEGMENTS).toContain(segment);
      expect(checkSitePagePath({ current: segment }), segment).toMatch(/为系统保留|旧网站链接|已有页面/);
      expect(checkSitePagePath({ current: `/${segment}/x` }), segment).toMatch(/为系统保留|旧网站链接|已有页面/);
    }
  });

  it("refuses more than one segment, upper case, spaces and Chinese, with a Chinese message", () => {
    for (const slug of ["semicon/2027", "Semicon", "semicon 2027", "展会", "-semicon", "semicon--2027"]) {
      expect(checkSitePagePath({ current: slug }), slug).toMatch(/^网址只能使用小写英文字母/);
    }
    expect(checkSitePagePath({ current: "a".repeat(97) })).toMatch(/^网址不能超过96个字符/);
  });
});

describe("a sitePage's path in the studio's validation", () => {
  it("accepts a page, and its English translation at the same path", async () => {
    const zh = page("site-page-zh", "zh", "semicon-2027");
    expect(describeMarkers(await validationErrors(zh, [imageAsset]))).toEqual([]);
    const en = page("site-page-en", "en", "semicon-2027");
    expect(describeMarkers(await validationErrors(en, [imageAsset, zh]))).toEqual([]);
  });

  it("refuses a path another page of the same language has, and a route's path", async () => {
    const first = page("site-page-a", "zh", "semicon-2027");
    const second = page("site-page-b", "zh", "semicon-2027");
    expect(describeMarkers(await validationErrors(second, [imageAsset, first]))).toEqual([
      expect.stringMatching(/^slug: 同一语言中已有页面使用这个网址/),
    ]);
    expect(describeMarkers(await validationErrors(page("site-page-c", "zh", "jobs"), [imageAsset]))).toEqual([
      expect.stringMatching(/^slug: 网址 \/jobs 为系统保留/),
    ]);
    expect(describeMarkers(await validationErrors(page("site-page-d", "en", "quality"), [imageAsset]))).toEqual([
      expect.stringMatching(/^slug: 网址与网站已有页面 \/quality 冲突/),
    ]);
  });

  it("does not count the page's own draft", async () => {
    const published = page("site-page-a", "zh", "semicon-2027");
    const draft = { ...published, _id: "drafts.site-page-a" };
    expect(describeMarkers(await validationErrors(published, [imageAsset, draft]))).toEqual([]);
  });
});
