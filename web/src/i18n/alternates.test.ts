import { describe, expect, it } from "vitest";
import { languageSwitchMetadata, switchLocaleHref } from "./alternates";
import { localePath } from "./config";
import { splitLocale } from "./paths";

describe("locale paths", () => {
  it("zh has no prefix, en lives under /en", () => {
    expect(localePath("zh", "/about")).toBe("/about");
    expect(localePath("en", "/about")).toBe("/en/about");
    expect(localePath("en", "/")).toBe("/en");
    expect(localePath("zh", "/")).toBe("/");
    expect(localePath("en", "/news?q=wafer")).toBe("/en/news?q=wafer");
  });

  it("reads the locale and the locale-free path of a URL", () => {
    expect(splitLocale("/en/about")).toEqual({ locale: "en", path: "/about" });
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/about")).toEqual({ locale: "zh", path: "/about" });
    expect(splitLocale("/")).toEqual({ locale: "zh", path: "/" });
    // The proxy's internal rewrite of a Chinese URL.
    expect(splitLocale("/zh/about")).toEqual({ locale: "zh", path: "/about" });
    // Not a locale prefix, only a path that starts with the same letters.
    expect(splitLocale("/english")).toEqual({ locale: "zh", path: "/english" });
  });
});

describe("language switch target", () => {
  it("maps a page to the same path in the other language, query included", () => {
    expect(switchLocaleHref({ pathname: "/about", to: "en" })).toBe("/en/about");
    expect(switchLocaleHref({ pathname: "/en/TrainingAndDevelopment", to: "zh" })).toBe("/TrainingAndDevelopment");
    expect(switchLocaleHref({ pathname: "/", to: "en" })).toBe("/en");
    expect(switchLocaleHref({ pathname: "/en", to: "zh" })).toBe("/");
    expect(switchLocaleHref({ pathname: "/news", search: "?q=epi", to: "en" })).toBe("/en/news?q=epi");
  });

  it("offers the home pages on the shared 404 page, which answers many URLs", () => {
    expect(switchLocaleHref({ pathname: "/zh/_/not-found", to: "en" })).toBe("/en");
    expect(switchLocaleHref({ pathname: "/en/_/not-found", to: "zh" })).toBe("/");
    expect(switchLocaleHref({ pathname: "/en/_/not-found", to: "en" })).toBe("/en");
  });

  it("goes to the translated document the page published", () => {
    expect(
      switchLocaleHref({ pathname: "/news/shanghai-300mm", to: "en", published: "/en/news/shanghai-300mm-line" }),
    ).toBe("/en/news/shanghai-300mm-line");
  });

  it("falls back to the section's list for a document without published translation", () => {
    expect(switchLocaleHref({ pathname: "/news/only-in-chinese", to: "en" })).toBe("/en/news");
    expect(switchLocaleHref({ pathname: "/en/news/only-in-english", to: "zh" })).toBe("/news");
    expect(switchLocaleHref({ pathname: "/jobs/epitaxy-engineer", to: "en" })).toBe("/en/societysort");
  });

  it("publishes translations as hreflang alternates and fallbacks as meta names", () => {
    expect(languageSwitchMetadata({ zh: "/news/a", en: "/en/news/a" }, { en: "/en/campussort" })).toEqual({
      alternates: { languages: { "zh-CN": "/news/a", en: "/en/news/a" } },
      other: { "language-switch-en": "/en/campussort" },
    });
  });
});
