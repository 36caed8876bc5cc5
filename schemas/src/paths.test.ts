import { describe, expect, it } from "vitest";
import { documentPath, documentRoute } from "./paths";
import { ROUTES } from "./routes";

describe("documentPath", () => {
  it("puts a story, a job and a product under their folder, in the document's language", () => {
    expect(documentPath({ _type: "news", slug: "a-story", language: "zh" })).toBe("/news/a-story");
    expect(documentPath({ _type: "news", slug: "a-story", language: "en" })).toBe("/en/news/a-story");
    expect(documentPath({ _type: "job", slug: "engineer", language: "en" })).toBe("/en/jobs/engineer");
    expect(documentPath({ _type: "product", slug: "300mm-epitaxial" })).toBe("/product/300mm-epitaxial");
    expect(documentPath({ _type: "product", slug: "300mm-epitaxial" }, "en")).toBe("/en/product/300mm-epitaxial");
  });

  it("takes a page's and a legal text's path from the route table", () => {
    const about = ROUTES.find((route) => route.pageKey === "about" && route.search === "page");
    const privacy = ROUTES.find((route) => route.legalKind === "privacy");
    expect(documentPath({ _type: "page", pageKey: "about", language: "en" })).toBe(`/en${about?.path}`);
    expect(documentPath({ _type: "legalDocument", kind: "privacy", language: "zh" })).toBe(privacy?.path);
  });

  it("puts an editor's page at its slug, one segment, in its language (issue 42)", () => {
    expect(documentPath({ _type: "sitePage", slug: "semicon-2027", language: "zh" })).toBe("/semicon-2027");
    expect(documentPath({ _type: "sitePage", slug: "semicon-2027", language: "en" })).toBe("/en/semicon-2027");
    expect(documentRoute({ _type: "sitePage", slug: null })).toBeNull();
  });

  it("gives no path to a document without a page of its own", () => {
    expect(documentRoute({ _type: "news", slug: "" })).toBeNull();
    expect(documentRoute({ _type: "teamMember" })).toBeNull();
    expect(documentRoute({ _type: "page", pageKey: "no-such-page" })).toBeNull();
  });
});
