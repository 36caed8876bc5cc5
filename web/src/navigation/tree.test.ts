import { describe, expect, it } from "vitest";
import { buildMenus } from "./menus";
import { activeGroupId, hasTransparentHeader } from "./tree";

describe("navigation tree", () => {
  it("knows the section of a page", () => {
    const { header } = buildMenus(null, "zh");
    expect(activeGroupId(header, "/makespeech")).toBe("about");
    expect(activeGroupId(header, "/news/some-story")).toBe("news");
    expect(activeGroupId(header, "/")).toBeUndefined();
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
