import { ROUTES } from "@wafer/schemas/routes";
import { describe, expect, it } from "vitest";
import { locations, mainDocuments } from "./presentation";

type Resolver = { resolve: (doc: Record<string, unknown> | null) => { locations: { href: string }[] } | null };
const hrefs = (type: string, doc: Record<string, unknown>) =>
  ((locations as Record<string, Resolver>)[type]?.resolve(doc)?.locations ?? []).map((location) => location.href);

describe("Presentation tool", () => {
  it("opens each document's page in its language", () => {
    expect(hrefs("news", { slug: "a", language: "zh", title: "t" })).toEqual(["/news/a", "/news"]);
    expect(hrefs("news", { slug: "a", language: "en", title: "t" })).toEqual(["/en/news/a", "/en/news"]);
    expect(hrefs("job", { slug: "j", language: "en", jobType: "campus", category: "rd" })).toEqual([
      "/en/jobs/j",
      "/en/campussort/rd",
      "/en/campussort",
    ]);
    expect(hrefs("page", { pageKey: "society", language: "zh" })).toEqual(["/society", "/societysort"]);
    expect(hrefs("page", { pageKey: "home", language: "en" })).toEqual(["/en"]);
    expect(hrefs("legalDocument", { kind: "terms", language: "en" })).toEqual(["/en/term"]);
    expect(hrefs("sitePage", { slug: "semicon-2027", language: "zh", title: "t" })).toEqual(["/semicon-2027"]);
    expect(hrefs("sitePage", { slug: "semicon-2027", language: "en", title: "t" })).toEqual(["/en/semicon-2027"]);
  });

  it("opens an editor's page from its path, after every route of the table (the first match wins)", () => {
    const routes = mainDocuments.map((entry) => entry.route);
    const zh = routes.indexOf("/:slug");
    const en = routes.indexOf("/en/:slug");
    expect((mainDocuments[zh] as { filter: string }).filter).toBe(
      `_type == "sitePage" && language == "zh" && slug.current == $slug`,
    );
    expect((mainDocuments[en] as { filter: string }).filter).toContain(`language == "en"`);
    expect(Math.min(zh, en)).toBe(routes.length - 2);
  });

  it("maps every route of the table that shows a document to it, in both languages", () => {
    const routes = new Map(mainDocuments.map((entry) => [entry.route, (entry as { filter: string }).filter]));
    for (const route of ROUTES.filter((entry) => entry.pageKey || entry.legalKind)) {
      for (const prefix of ["", "/en"]) {
        const path = route.path === "/" && prefix ? prefix : `${prefix}${route.path}`;
        expect(routes.get(path), path).toMatch(prefix ? /language == "en"/ : /language == "zh"/);
      }
    }
    expect(routes.get("/en/news/:slug")).toContain(`_type == "news"`);
    expect(routes.get("/jobs/:slug")).toContain(`_type == "job"`);
  });
});
