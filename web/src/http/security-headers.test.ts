import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, normalizeOrigin } from "./security-headers";

const frameAncestors = (studioOrigin?: string) =>
  /frame-ancestors ([^;]*)/.exec(contentSecurityPolicy({ studioOrigin }))?.[1];

describe("frame-ancestors", () => {
  it("is the site alone without a studio", () => {
    expect(frameAncestors()).toBe("'self'");
  });

  it("adds a studio's origin, without path", () => {
    expect(frameAncestors("https://wafer.sanity.studio/desk")).toBe("'self' https://wafer.sanity.studio");
  });

  it("keeps any port of one host for the local lake's studio (one build for every lake port)", () => {
    expect(normalizeOrigin("http://localhost:*")).toBe("http://localhost:*");
    expect(frameAncestors("http://localhost:*")).toBe("'self' http://localhost:*");
  });

  it("drops what is not one http(s) origin, so a typo cannot widen it", () => {
    for (const value of [
      "*",
      "http://*:*",
      "localhost:*",
      "ftp://localhost:*",
      "http://localhost:*/x",
      "javascript:alert(1)",
    ]) {
      expect(normalizeOrigin(value), value).toBeNull();
      expect(frameAncestors(value), value).toBe("'self'");
    }
  });
});
