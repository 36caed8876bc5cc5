import { describe, expect, it } from "vitest";
import { verificationMetadata } from "./verification";

describe("search engines' site verification", () => {
  it("writes one tag per engine that has a code, under each engine's name", () => {
    expect(
      verificationMetadata({ baidu: "codeva-1", bing: "B1", google: "g-1", sogou: "s1", so360: "360abc" }),
    ).toEqual({
      google: "g-1",
      other: {
        "baidu-site-verification": "codeva-1",
        "msvalidate.01": "B1",
        sogou_site_verification: "s1",
        "360-site-verification": "360abc",
      },
    });
    expect(verificationMetadata({ baidu: "codeva-1", google: "" })).toEqual({
      other: { "baidu-site-verification": "codeva-1" },
    });
  });

  it("writes nothing while the settings have none (the seed)", () => {
    expect(verificationMetadata(null)).toBeUndefined();
    expect(verificationMetadata({ baidu: null, bing: "" })).toBeUndefined();
  });
});
