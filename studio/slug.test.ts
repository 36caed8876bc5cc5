import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "@wafer/schemas";
import { describe, expect, it } from "vitest";
import { SLUG_WORDS, slugifyTitle } from "./slug";

describe("slug from a title (生成)", () => {
  it("spells a Chinese title in pinyin and keeps Latin words and digits", () => {
    expect(slugifyTitle("外延工艺")).toBe("wai-yan-gong-yi");
    expect(slugifyTitle("硅片 SOI")).toBe("gui-pian-soi");
  });
  // Issue 41, item 7: 生成 made 60-character slugs of a whole title in pinyin.
  it("keeps at most five words, of pinyin or of an English title", () => {
    expect(slugifyTitle("300mm 硅片新产线投产")).toBe("300mm-gui-pian-xin-chan");
    expect(slugifyTitle("工艺工程师（外延）")).toBe("gong-yi-gong-cheng-shi");
    expect(slugifyTitle("公司获评上海市专精特新“小巨人”企业")).toBe("gong-si-huo-ping-shang");
    expect(slugifyTitle("New 300mm Wafer Line, Shanghai!")).toBe("new-300mm-wafer-line-shanghai");
    expect(slugifyTitle("SCS at SEMICON China 2028: new epitaxial wafers")).toBe("scs-at-semicon-china-2028");
    for (const title of ["300mm 硅片新产线投产", "半导体硅片".repeat(40), "a b c d e f g"])
      expect(slugifyTitle(title).split("-").length).toBeLessThanOrEqual(SLUG_WORDS);
  });
  it("always yields a valid slug, cut at a hyphen", () => {
    const slug = slugifyTitle("半导体硅片".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith("-")).toBe(false);
  });
});
