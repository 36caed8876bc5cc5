import { describe, expect, it } from "vitest";
import {
  buildRedirectTable,
  checkFromPath,
  checkToAddress,
  contentPaths,
  normalizeSitePath,
  type RedirectEntry,
} from "./redirects";
import { describeMarkers, type TestDocument, validationErrors } from "./testing/validate";

describe("redirect paths", () => {
  it("a product has both languages' paths; a story, job or page its own language's", () => {
    expect(contentPaths({ _type: "product", slug: "x" })).toEqual(["/product/x", "/en/product/x"]);
    expect(contentPaths({ _type: "news", slug: "a", language: "en" })).toEqual(["/en/news/a"]);
    expect(contentPaths({ _type: "job", slug: "b", language: "zh" })).toEqual(["/jobs/b"]);
    expect(contentPaths({ _type: "sitePage", slug: "semicon-2027", language: "en" })).toEqual(["/en/semicon-2027"]);
    expect(contentPaths({ _type: "page", slug: "x" })).toEqual([]);
  });

  it("normalizes a path to its decoded form without a trailing slash", () => {
    expect(normalizeSitePath("/semicon/")).toEqual({ ok: true, path: "/semicon" });
    expect(normalizeSitePath("/%E5%B1%95%E4%BC%9A")).toEqual({ ok: true, path: "/展会" });
  });

  it("refuses open-redirect forms, schemes, control characters and long paths, in Chinese", () => {
    for (const hostile of [
      "//evil.com",
      "/\\evil.com",
      "/%2F%2Fevil.com".replace("/", ""),
      "https://evil.com",
      "/a b",
      "/%2e%2e/x",
      `/${"a".repeat(600)}`,
      "/%E5%B1",
    ]) {
      const checked = checkFromPath(hostile);
      expect(checked.ok, hostile).toBe(false);
      if (!checked.ok) expect(checked.message).toMatch(/[\u4e00-\u9fff]/);
    }
    // An encoded "//" is decoded before it is judged.
    expect(checkFromPath("/%2Fevil.com").ok).toBe(false);
  });

  it("refuses reserved prefixes and the route table's pages as a source", () => {
    expect(checkFromPath("/api/x")).toMatchObject({ ok: false });
    expect(checkFromPath("/zh/semicon")).toMatchObject({ ok: false, message: expect.stringContaining("/zh") });
    expect(checkFromPath("/news")).toMatchObject({ ok: false, message: expect.stringContaining("固定页面") });
    expect(checkFromPath("/en/contacts")).toMatchObject({ ok: false });
    expect(checkFromPath("/semicon")).toEqual({ ok: true, path: "/semicon" });
  });

  it("takes an external target only as a full https URL", () => {
    expect(checkToAddress("https://www.semiconchina.org/zh")).toEqual({
      ok: true,
      to: "https://www.semiconchina.org/zh",
    });
    expect(checkToAddress("http://evil.com").ok).toBe(false);
    expect(checkToAddress("javascript:alert(1)").ok).toBe(false);
    expect(checkToAddress("//evil.com").ok).toBe(false);
    expect(checkToAddress("evil.com").ok).toBe(false);
    expect(checkToAddress("https://user:pw@evil.com").ok).toBe(false);
    expect(checkToAddress("/news?q=展会")).toEqual({ ok: true, to: "/news?q=展会" });
  });
});

describe("the redirect table", () => {
  const live = new Set(["/news/c", "/en/news/c", "/semicon-2027"]);

  it("collapses a chain to one hop", () => {
    const entries: RedirectEntry[] = [
      { from: "/news/a", to: "/news/b", automatic: true },
      { from: "/news/b", to: "/news/c", automatic: true },
    ];
    const table = buildRedirectTable(entries, live);
    expect(table.get("/news/a")).toEqual({ status: 308, location: "/news/c" });
    expect(table.get("/news/b")).toEqual({ status: 308, location: "/news/c" });
  });

  it("never follows a loop", () => {
    const table = buildRedirectTable(
      [
        { from: "/a", to: "/b" },
        { from: "/b", to: "/c" },
        { from: "/c", to: "/a" },
        { from: "/d", to: "/a" },
      ],
      live,
    );
    expect(table.size).toBe(0);
  });

  it("an editor's entry wins over an automatic one; 'none' removes it; 'gone' answers 410", () => {
    const table = buildRedirectTable(
      [
        { from: "/news/old", to: "/news/c", automatic: true },
        { from: "/news/old", to: "gone" },
        { from: "/news/other", to: "/news/c", automatic: true },
        { from: "/news/other", to: "none" },
      ],
      live,
    );
    expect(table.get("/news/old")).toEqual({ status: 410 });
    expect(table.has("/news/other")).toBe(false);
  });

  it("drops an entry from a live page and stops a chain at one", () => {
    const table = buildRedirectTable(
      [
        { from: "/news/c", to: "/news/d", automatic: true },
        { from: "/semicon", to: "/semicon-2027" },
      ],
      live,
    );
    expect(table.has("/news/c")).toBe(false);
    expect(table.get("/semicon")).toEqual({ status: 308, location: "/semicon-2027" });
  });

  it("is bounded", () => {
    const entries = Array.from({ length: 50 }, (_, i) => ({ from: `/x${i}`, to: "/semicon-2027" }));
    expect(buildRedirectTable(entries, live, 10).size).toBe(10);
  });
});

describe("a 跳转 document", () => {
  const story: TestDocument = { _id: "story", _type: "news", language: "zh", slug: { current: "c" }, title: "t" };
  const redirect = (id: string, from: string, to: string): TestDocument => ({
    _id: id,
    _type: "redirect",
    from,
    target: "address",
    toAddress: to,
  });
  const errors = async (doc: TestDocument, dataset: TestDocument[] = []) =>
    describeMarkers(await validationErrors(doc, dataset)).filter((line) => line.startsWith("from"));

  it("is valid from a free path to a page", async () => {
    expect(await errors(redirect("r1", "/semicon", "/news/c"), [story])).toEqual([]);
  });

  it("refuses a live page as its source", async () => {
    expect(await errors(redirect("r1", "/news/c", "/news"), [story])).toEqual([
      "from: 这个地址是网站上现有的页面，不能跳转走（先改掉该页面的网址）",
    ]);
  });

  it("refuses a loop with the other redirects", async () => {
    const others = [redirect("r2", "/b", "/c"), redirect("r3", "/c", "/a")];
    expect(await errors(redirect("r1", "/a", "/b"), others)).toEqual([
      "from: 这条跳转会形成循环（A → B → … → A），请改目标地址",
    ]);
  });

  it("refuses a second redirect from the same path and one to itself", async () => {
    expect(await errors(redirect("r1", "/a", "/b"), [redirect("r2", "/a/", "/c")])).toEqual([
      "from: 已有一条从这个地址出发的跳转",
    ]);
    expect(await errors(redirect("r1", "/a", "/a?x=1"))).toEqual(["from: 跳转不能指向它自己"]);
  });

  it("refuses an open-redirect target", async () => {
    const markers = describeMarkers(await validationErrors(redirect("r1", "/a", "//evil.com")));
    expect(markers).toEqual(["toAddress: 地址不能以 // 开头或含有 \\（那会指向别的网站）"]);
  });
});
