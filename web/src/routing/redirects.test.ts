import type { REDIRECTS_QUERY_RESULT } from "@wafer/schemas/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { leftPaths, recordedRedirects, recordSlugChange } from "@/db/slug-redirects";
import { testDatabase } from "@/forms/server/testing";
import en from "@/i18n/dictionaries/en";
import zh from "@/i18n/dictionaries/zh";
import { gonePage, redirectAnswer } from "./redirect-answer";
import { redirectsOf } from "./redirects";

const content: REDIRECTS_QUERY_RESULT = {
  redirects: [
    { from: "/semicon", target: "document", toRoute: null, toAddress: null, ref: "page-zh" },
    { from: "/en/semicon", target: "document", toRoute: null, toAddress: null, ref: "page-en" },
    { from: "/old-notice", target: "gone", toRoute: null, toAddress: null, ref: null },
    { from: "/expo", target: "address", toRoute: null, toAddress: "https://www.semiconchina.org/", ref: null },
    { from: "/hr", target: "route", toRoute: "contacts", toAddress: null, ref: null },
    { from: "/evil", target: "address", toRoute: null, toAddress: "//evil.com", ref: null },
  ],
  documents: [
    { _id: "story", _type: "news", slug: "new-slug", language: "zh" },
    { _id: "story-en", _type: "news", slug: "new-slug-en", language: "en" },
    { _id: "wafer", _type: "product", slug: "300mm", language: null },
    { _id: "page-zh", _type: "sitePage", slug: "semicon-2027", language: "zh" },
    { _id: "page-en", _type: "sitePage", slug: "semicon-2027", language: "en" },
    { _id: "hostile", _type: "sitePage", slug: "/evil.com", language: "zh" },
  ],
};

const recorded = [
  { from: "/news/old-slug", documentId: "story" },
  { from: "/news/older-slug", documentId: "story" },
  { from: "/en/news/old-slug-en", documentId: "story-en" },
  { from: "/product/200mm", documentId: "wafer" },
  { from: "/en/product/200mm", documentId: "wafer" },
  { from: "/news/deleted", documentId: "gone-from-the-lake" },
];

const lookup = redirectsOf(content, recorded);
const at = (path: string) => redirectAnswer(new URL(path, "https://www.example.cn"), lookup);

describe("the proxy's redirects", () => {
  it("lead a renamed story's old paths to its current one in one hop, in each language", () => {
    expect(at("/news/old-slug")).toEqual({ kind: "redirect", location: "/news/new-slug" });
    expect(at("/news/older-slug/")).toEqual({ kind: "redirect", location: "/news/new-slug" });
    expect(at("/zh/news/older-slug")).toEqual({ kind: "redirect", location: "/news/new-slug" });
    expect(at("/en/news/old-slug-en")).toEqual({ kind: "redirect", location: "/en/news/new-slug-en" });
    expect(at("/en/product/200mm")).toEqual({ kind: "redirect", location: "/en/product/300mm" });
  });

  it("keep the query string for a site path, not for an editor's https URL", () => {
    expect(at("/product/200mm?utm_source=wechat")).toEqual({
      kind: "redirect",
      location: "/product/300mm?utm_source=wechat",
    });
    expect(at("/expo?x=1")).toEqual({ kind: "redirect", location: "https://www.semiconchina.org/" });
  });

  it("answer vanity paths, fixed pages, and gone pages (410) in the path's language", () => {
    expect(at("/semicon")).toEqual({ kind: "redirect", location: "/semicon-2027" });
    expect(at("/en/semicon")).toEqual({ kind: "redirect", location: "/en/semicon-2027" });
    expect(at("/hr")).toEqual({ kind: "redirect", location: "/contacts" });
    expect(at("/old-notice")).toEqual({ kind: "gone", locale: "zh" });
  });

  it("lead the old site's ?id= links to the current slug", () => {
    expect(at("/newsdetail?id=story")).toEqual({ kind: "redirect", location: "/news/new-slug" });
    expect(at("/en/newsdetail?id=story-en")).toEqual({ kind: "redirect", location: "/en/news/new-slug-en" });
    expect(at("/newsdetail?id=nothing")).toBeNull();
  });

  it("never send a visitor off the site by a hostile target, nor to a deleted document", () => {
    expect(at("/evil")).toBeNull();
    expect(at("/newsdetail?id=hostile")).toBeNull();
    expect(at("/news/deleted")).toBeNull();
    expect(at(`/${"a".repeat(5000)}`)).toBeNull();
    expect(at("/%E5%B1%95")).toBeNull();
    expect(at("/news/new-slug")).toBeNull();
  });

  it("say 410 with the site's words", () => {
    expect(gonePage("zh")).toContain(zh.errors.goneTitle);
    expect(gonePage("en")).toContain(en.errors.gone);
    expect(gonePage("en")).toContain('href="/en"');
  });
});

describe("recorded renames", () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase("pglite");
  }, 60_000);
  afterAll(async () => database?.close());

  it("know the paths a rename left: a product's in both languages", () => {
    expect(leftPaths({ _id: "p", _type: "product", slug: "b", previousSlug: "a" })).toEqual([
      "/product/a",
      "/en/product/a",
    ]);
    expect(leftPaths({ _id: "n", _type: "news", slug: "b", previousSlug: "a", language: "en" })).toEqual([
      "/en/news/a",
    ]);
    expect(leftPaths({ _id: "n", _type: "news", slug: "b", previousSlug: "b", language: "zh" })).toEqual([]);
    expect(leftPaths({ _id: "n", _type: "page", slug: "b", previousSlug: "a" })).toEqual([]);
  });

  it("are stored per path, and a rename back forgets the path the document has again", async () => {
    const { db } = database;
    await recordSlugChange(db, { _id: "n", _type: "news", slug: "b", previousSlug: "a", language: "zh" });
    await recordSlugChange(db, { _id: "n", _type: "news", slug: "c", previousSlug: "b", language: "zh" });
    expect(new Set(await recordedRedirects(db))).toEqual(
      new Set([
        { from: "/news/a", documentId: "n" },
        { from: "/news/b", documentId: "n" },
      ]),
    );
    await recordSlugChange(db, { _id: "n", _type: "news", slug: "a", previousSlug: "c", language: "zh" });
    expect((await recordedRedirects(db)).map((row) => row.from).sort()).toEqual(["/news/b", "/news/c"]);
  });
});
