import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { JOB_CATEGORIES } from "@wafer/schemas/constants";
import { visitedPaths } from "@wafer/schemas/routes";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PATH } from "@/config/not-found-path";
import { claimOf, type KnownContent, mayBePage } from "./unknown-paths";

const appDir = path.resolve(import.meta.dirname, "..", "app", "[locale]");

/** Every route under app/[locale] as a path, its dynamic segments filled with a value they take. */
function routeFilePaths(dir = appDir, prefix = ""): string[] {
  const found = ["page.tsx", "route.ts"].some((file) => existsSync(path.join(dir, file))) ? [prefix || "/"] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    // The table's one-segment pages and the catch-all are checked below.
    if (prefix === "" && (entry.name === "[page]" || entry.name === "[...rest]")) continue;
    const value =
      { "[category]": JOB_CATEGORIES[0], "[n]": "2", "[key]": "300.epi.all.all.all" }[entry.name] ??
      (entry.name.startsWith("[") ? "x" : entry.name);
    found.push(...routeFilePaths(path.join(dir, entry.name), `${prefix}/${value}`));
  }
  return found;
}

const content: KnownContent = {
  newsSlugs: { zh: new Set(["新闻", "shanghai"]), en: new Set(["shanghai-en"]) },
  newsCount: { zh: 19, en: 9 },
  newsIds: new Set(["news-1"]),
  jobSlugs: new Set(["engineer"]),
  productSlugs: new Set(["300mm-polished"]),
  sitePageSlugs: { zh: new Set(["semicon-2027", "quality-notice"]), en: new Set(["semicon-2027"]) },
};

describe("claimOf", () => {
  it("lets every route of the app and every page the tests visit through", () => {
    const paths = [...routeFilePaths(), ...visitedPaths().map((visited) => visited.split("?")[0] as string)];
    expect(paths).toContain("/jobs/x/apply");
    for (const visited of paths) expect(claimOf(visited).kind, visited).not.toBe("nothing");
  });

  it("answers paths no route can take without looking at the content", () => {
    for (const unknown of [
      "/wp-login.php",
      "/About",
      "/_next",
      "/api",
      "/newsdetail",
      "/%E5%B1%95%E4%BC%9A",
      "/about/team",
      "/x/y/z",
      "/news/a/b",
      "/news/page/1",
      "/news/page/x",
      "/news/page/2/3",
      "/jobs",
      "/jobs/engineer/withdraw",
      "/newsdetail/a/b",
      "/societysort/unknown",
      "/product/300mm-polished/x",
      "/product/300mm-polished/datasheet/x",
      "/certificates/iso-9001/x",
      "/campussort/marketing/x",
      "/product/filter/x",
      "/product/filter/300.epi.all.all.all/x",
      "/product/compare/a~b/x",
      "/product/compare/B~a",
      NOT_FOUND_PATH,
    ]) {
      expect(claimOf(unknown), unknown).toEqual({ kind: "nothing" });
    }
  });

  it("hands content paths over with their decoded key", () => {
    expect(claimOf("/news/%E6%96%B0%E9%97%BB")).toEqual({ kind: "news", key: "新闻" });
    expect(claimOf("/news/page/12")).toEqual({ kind: "newsPage", page: 12 });
    expect(claimOf("/jobs/engineer")).toEqual({ kind: "job", key: "engineer" });
    // An application page is there only where its post is (issue 32: made-up slugs answered 200).
    expect(claimOf("/jobs/made-up/apply")).toEqual({ kind: "job", key: "made-up" });
    expect(mayBePage(claimOf("/jobs/made-up/apply"), "zh", content)).toBe(false);
    expect(mayBePage(claimOf("/jobs/engineer/apply"), "en", content)).toBe(true);
    expect(claimOf("/newsdetail/news-1")).toEqual({ kind: "newsId", key: "news-1" });
    expect(claimOf("/product/300mm-polished")).toEqual({ kind: "product", key: "300mm-polished" });
    expect(claimOf("/product/300mm-polished/datasheet")).toEqual({ kind: "product", key: "300mm-polished" });
  });

  it("knows a product's page and datasheet by the catalogue, in both languages", () => {
    for (const locale of ["zh", "en"] as const) {
      expect(mayBePage(claimOf("/product/300mm-polished"), locale, content)).toBe(true);
      expect(mayBePage(claimOf("/product/300mm-polished/datasheet"), locale, content)).toBe(true);
      expect(mayBePage(claimOf("/product/450mm-polished"), locale, content)).toBe(false);
    }
  });
});

describe("an editor's page (issue 42)", () => {
  it("claims a one-segment path a page may have, and only that", () => {
    expect(claimOf("/semicon-2027")).toEqual({ kind: "sitePage", key: "semicon-2027" });
    expect(claimOf("/wp-admin")).toEqual({ kind: "sitePage", key: "wp-admin" });
    // The table's pages stay routes: no page can take their path (schemas/src/site-pages.ts).
    expect(claimOf("/about")).toEqual({ kind: "route" });
    expect(claimOf("/semicon-2027/x")).toEqual({ kind: "nothing" });
  });

  it("knows the page in the languages its documents exist in only (no Chinese page under /en)", () => {
    expect(mayBePage(claimOf("/semicon-2027"), "zh", content)).toBe(true);
    expect(mayBePage(claimOf("/semicon-2027"), "en", content)).toBe(true);
    expect(mayBePage(claimOf("/quality-notice"), "zh", content)).toBe(true);
    expect(mayBePage(claimOf("/quality-notice"), "en", content)).toBe(false);
    expect(mayBePage(claimOf("/wp-admin"), "zh", content)).toBe(false);
    expect(mayBePage(claimOf("/wp-admin"), "zh", null)).toBe(true);
  });
});

describe("mayBePage", () => {
  it("knows content paths by the content: news per language, jobs in both, the list's last page", () => {
    expect(mayBePage(claimOf("/news/%E6%96%B0%E9%97%BB"), "zh", content)).toBe(true);
    expect(mayBePage(claimOf("/news/shanghai"), "en", content)).toBe(false);
    expect(mayBePage(claimOf("/news/missing"), "zh", content)).toBe(false);
    // English shows a Chinese post without translation: a job's slug counts in both languages.
    expect(mayBePage(claimOf("/jobs/engineer"), "en", content)).toBe(true);
    expect(mayBePage(claimOf("/jobs/missing"), "zh", content)).toBe(false);
    expect(mayBePage(claimOf("/newsdetail/news-1"), "en", content)).toBe(true);
    expect(mayBePage(claimOf("/newsdetail/news-2"), "zh", content)).toBe(false);
    // 19 stories: 3 pages of 9 in Chinese; 9 stories: 1 page in English.
    expect(mayBePage(claimOf("/news/page/3"), "zh", content)).toBe(true);
    expect(mayBePage(claimOf("/news/page/4"), "zh", content)).toBe(false);
    expect(mayBePage(claimOf("/news/page/2"), "en", content)).toBe(false);
  });

  it("lets every content path through while the content is not known", () => {
    for (const unknown of ["/news/missing", "/jobs/missing", "/newsdetail/x", "/news/page/99"]) {
      expect(mayBePage(claimOf(unknown), "zh", null), unknown).toBe(true);
    }
    expect(mayBePage(claimOf("/x/y"), "zh", null)).toBe(false);
  });
});
