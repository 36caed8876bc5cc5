import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseWebEnv, reloadConfig } from "@/config/env";
import { siteUrl } from "@/config/site-url";
import { sameInBothLanguages, seoMetadata } from "./metadata";
import { ogImagePath, pathOfOgImage } from "./og-paths";

describe("page metadata", () => {
  const saved = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = "https://www.wafer.example/";
  });
  afterEach(() => {
    process.env.SITE_URL = saved;
  });

  it("is absolute, with hreflang zh-CN, en and x-default → the Chinese page", () => {
    const metadata = seoMetadata({
      locale: "en",
      url: "/en/about",
      title: "Company profile",
      shortName: "SCS",
      translations: sameInBothLanguages("/about"),
    });
    expect(metadata.title).toEqual({ absolute: "Company profile | SCS" });
    expect(metadata.alternates?.canonical).toBe("https://www.wafer.example/en/about");
    expect(metadata.alternates?.languages).toEqual({
      "zh-CN": "https://www.wafer.example/about",
      en: "https://www.wafer.example/en/about",
      "x-default": "https://www.wafer.example/about",
    });
    expect(metadata.openGraph).toMatchObject({
      url: "https://www.wafer.example/en/about",
      images: [{ url: "https://www.wafer.example/og/en/about.png", width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
    // English description and keywords on an English page.
    expect(metadata.description).toMatch(/silicon wafers/);
    expect(metadata.keywords).toContain("300mm wafers");
  });

  it("describes a Chinese page in Chinese, as a large-diameter IC silicon wafer maker", () => {
    const metadata = seoMetadata({ locale: "zh", url: "/", title: "首页", shortName: "硅晶半导体" });
    expect(metadata.description).toContain("大尺寸集成电路硅片");
    expect(metadata.keywords).toContain("大尺寸硅片");
    expect(metadata.robots).toBeUndefined();
  });

  it("names a real translation only, and says noindex when asked", () => {
    const metadata = seoMetadata({
      locale: "en",
      url: "/en/news/only-english",
      title: "Only in English",
      shortName: "SCS",
      noindex: true,
    });
    expect(metadata.alternates?.languages).toEqual({
      en: "https://www.wafer.example/en/news/only-english",
      "x-default": "https://www.wafer.example/en/news/only-english",
    });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe("site URL", () => {
  it("comes from SITE_URL when the server runs, without a trailing slash", () => {
    const saved = process.env.SITE_URL;
    process.env.SITE_URL = "https://a.example/";
    reloadConfig();
    expect(siteUrl()).toBe("https://a.example");
    process.env.SITE_URL = saved;
    reloadConfig();
  });

  it("is refused when missing (by a production server) or not an origin", () => {
    const problem = (SITE_URL: string | undefined) => {
      const parsed = parseWebEnv({ SITE_URL }, { productionServer: true });
      return parsed.ok ? null : parsed.message;
    };
    expect(problem(undefined)).toMatch(/SITE_URL is not set: a production server needs the public origin/);
    expect(problem("ftp://a.example")).toMatch(/http/);
    expect(problem("https://a.example/site")).toMatch(/origin/);
    expect(problem("https://a.example")).toBeNull();
  });
});

describe("Open Graph image paths", () => {
  it("map a page to its image and back", () => {
    expect(ogImagePath("zh", "/")).toBe("/og/zh/home.png");
    expect(ogImagePath("en", "/en")).toBe("/og/en/home.png");
    expect(ogImagePath("en", "/en/news/a-b")).toBe("/og/en/news/a-b.png");
    expect(pathOfOgImage(["home.png"])).toBe("/");
    expect(pathOfOgImage(["news", "a-b.png"])).toBe("/news/a-b");
    expect(pathOfOgImage(["news", "a-b"])).toBeNull();
  });
});
