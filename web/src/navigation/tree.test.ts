import { describe, expect, it } from "vitest";
import { activeGroupId, hasTransparentHeader, NAVIGATION } from "./tree";

describe("navigation tree", () => {
  it("has the spec's seven groups with their pages in order", () => {
    expect(NAVIGATION.map((group) => group.id)).toEqual([
      "product",
      "research",
      "investor",
      "news",
      "esg",
      "talent",
      "about",
    ]);
    const paths = NAVIGATION.map((group) => group.children.map((item) => item.path));
    expect(paths).toEqual([
      ["/product"],
      ["/research"],
      ["/investor"],
      ["/news", "/contacts"],
      ["/esg"],
      ["/join", "/recruit", "/TrainingAndDevelopment", "/life", "/societysort", "/campussort"],
      ["/about", "/makespeech", "/senseworth", "/team", "/quality", "/supplier", "/safety", "/contact", "/message"],
    ]);
  });

  it("knows the section of a page", () => {
    expect(activeGroupId("/makespeech")).toBe("about");
    expect(activeGroupId("/news/some-story")).toBe("news");
    expect(activeGroupId("/")).toBeUndefined();
  });

  it("makes the header transparent only over the four hero routes", () => {
    for (const path of ["/", "/about", "/makespeech", "/product", "/about/"]) {
      expect(hasTransparentHeader(path), path).toBe(true);
    }
    for (const path of ["/advanced", "/news", "/contact", "/aboutus", "/product/epi", "/policy"]) {
      expect(hasTransparentHeader(path), path).toBe(false);
    }
  });
});
