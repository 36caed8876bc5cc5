import { describe, expect, it } from "vitest";
import { jsapiSignature, signatureBase, withoutFragment } from "./signature";

describe("WeChat JS-SDK signature", () => {
  // The example of WeChat's JS-SDK documentation (附录1-JS-SDK使用权限签名算法): its inputs, its string1
  // and its signature, character for character.
  const example = {
    ticket: "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg",
    nonceStr: "Wm3WZYTPz0wzccnW",
    timestamp: 1414587457,
    url: "http://mp.weixin.qq.com?params=value",
  };

  it("builds the documented string1: fields in ASCII order, raw values", () => {
    expect(signatureBase(example)).toBe(
      "jsapi_ticket=sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=http://mp.weixin.qq.com?params=value",
    );
  });

  it("gives the documented signature", () => {
    expect(jsapiSignature(example)).toBe("0f9de62fce790f9a083d5c99e95740ceb90c27ed");
  });

  it("signs the URL without its #fragment, and does not escape it", () => {
    expect(withoutFragment("https://example.com/en/news/a?x=1#top")).toBe("https://example.com/en/news/a?x=1");
    expect(jsapiSignature({ ...example, url: `${example.url}#share` })).toBe(jsapiSignature(example));
    expect(signatureBase({ ...example, url: "https://example.com/新闻?q=a b" })).toContain(
      "url=https://example.com/新闻?q=a b",
    );
  });
});
