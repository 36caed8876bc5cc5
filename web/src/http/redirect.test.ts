import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./redirect";

// Redirect targets as a browser would receive them: query parameters are already percent-decoded
// once by URLSearchParams, so "%09" arrives as a TAB.
describe("sameOriginPath", () => {
  it.each([
    ["/news/a?x=1#top", "/news/a?x=1#top"],
    ["/en", "/en"],
    ["/", "/"],
    ["/news/%E4%B8%AD", "/news/%E4%B8%AD"],
    ["/新闻", "/%E6%96%B0%E9%97%BB"],
    ["/x\u3002evil.example", "/x%E3%80%82evil.example"],
    ["/a/../b", "/b"],
  ])("keeps %j as %j", (input, expected) => {
    expect(sameOriginPath(input)).toBe(expected);
  });

  it.each([
    ["TAB (%09)", "/\t/evil.example/phish"],
    ["LF (%0A)", "/\n/evil.example"],
    ["CR (%0D)", "/x\r\nSet-Cookie: a=b"],
    ["protocol-relative //", "//evil.example/"],
    ["slash backslash /\\", "/\\evil.example"],
    ["decoded %5C", decodeURIComponent("/%5Cevil.example")],
    ["https:", "https://evil.example/"],
    ["javascript:", "javascript:alert(1)"],
    ["full-width dot after //", "//evil\u3002example"],
    ["relative path", "news"],
    ["empty", ""],
    ["null", null],
    ["long input", `/${"a".repeat(5000)}`],
    ["NUL", "/a\u0000b"],
    ["C1 control", "/a\u0085b"],
    ["userinfo trick", "/@evil.example"],
  ])("refuses %s", (_case, input) => {
    const result = sameOriginPath(input);
    expect(result === "/" || new URL(result, "http://site.example").host === "site.example").toBe(true);
    if (_case !== "userinfo trick") expect(result).toBe("/");
  });

  it("uses the given fallback", () => {
    expect(sameOriginPath("//evil.example", "/en")).toBe("/en");
  });
});
