import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "@wafer/schemas";
import { describe, expect, it } from "vitest";
import { slugifyTitle } from "./slug";

describe("slug from a title (生成)", () => {
  it("spells a Chinese title in pinyin and keeps Latin words and digits", () => {
    expect(slugifyTitle("300mm 硅片新产线投产")).toBe("300mm-gui-pian-xin-chan-xian-tou-chan");
    expect(slugifyTitle("工艺工程师（外延）")).toBe("gong-yi-gong-cheng-shi-wai-yan");
  });
  it("leaves an English title readable", () => {
    expect(slugifyTitle("New 300mm Wafer Line, Shanghai!")).toBe("new-300mm-wafer-line-shanghai");
  });
  it("always yields a valid slug, cut at a hyphen", () => {
    const slug = slugifyTitle("半导体硅片".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(slug.endsWith("-")).toBe(false);
  });
});
