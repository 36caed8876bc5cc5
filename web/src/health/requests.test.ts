import { describe, expect, it } from "vitest";
import { requestIdFor } from "./requests";
import { scrapeAllowed } from "./scrape";

describe("requestIdFor", () => {
  it("keeps the proxy's id only when a proxy of ours is trusted", () => {
    const nginx = "0f9c2d1e8b7a6c5d4e3f2a1b0c9d8e7f";
    expect(requestIdFor(nginx, 1)).toBe(nginx);
    expect(requestIdFor([nginx], 1)).toBe(nginx);
    // Without a trusted proxy the client wrote the header: a fresh id, not theirs.
    expect(requestIdFor(nginx, 0)).not.toBe(nginx);
  });

  it("replaces a malformed or missing id with a fresh one", () => {
    for (const given of [undefined, "", "short", "a b c d e f g h", "x".repeat(129), "id\nwith-newline"]) {
      const id = requestIdFor(given, 1);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(given);
    }
  });
});

describe("scrapeAllowed", () => {
  it("needs the bearer token, and nothing passes when no token is set", () => {
    expect(scrapeAllowed("Bearer s3cret-token", "s3cret-token")).toBe(true);
    expect(scrapeAllowed("Bearer wrong", "s3cret-token")).toBe(false);
    expect(scrapeAllowed("s3cret-token", "s3cret-token")).toBe(false);
    expect(scrapeAllowed(null, "s3cret-token")).toBe(false);
    expect(scrapeAllowed("Bearer ", undefined)).toBe(false);
  });
});
