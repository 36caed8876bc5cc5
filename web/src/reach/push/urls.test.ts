import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushUrls } from "./urls";

describe("the URLs a publish tells search engines about", () => {
  const previous = process.env.SITE_URL;
  beforeAll(() => {
    process.env.SITE_URL = "https://www.example.com";
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = previous;
  });

  it("a story or job: its page in its own language", () => {
    expect(pushUrls({ _type: "news", slug: "a", language: "zh" })).toEqual(["https://www.example.com/news/a"]);
    expect(pushUrls({ _type: "job", slug: "b", language: "en" })).toEqual(["https://www.example.com/en/jobs/b"]);
  });

  it("an editor's page (issue 42): its path in its own language", () => {
    expect(pushUrls({ _type: "sitePage", slug: "semicon-2027", language: "en" })).toEqual([
      "https://www.example.com/en/semicon-2027",
    ]);
  });

  it("a product (shared by both languages): both", () => {
    expect(pushUrls({ _type: "product", slug: "prime-300mm" })).toEqual([
      "https://www.example.com/product/prime-300mm",
      "https://www.example.com/en/product/prime-300mm",
    ]);
  });

  it("nothing for a document without a page", () => {
    expect(pushUrls({ _type: "siteSettings" })).toEqual([]);
    expect(pushUrls({ _type: "news", slug: null, language: "zh" })).toEqual([]);
  });
});
