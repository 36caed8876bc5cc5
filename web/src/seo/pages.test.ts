import { JOB_CATEGORIES } from "@wafer/schemas/constants";
import { ROUTES } from "@wafer/schemas/routes";
import { describe, expect, it } from "vitest";
import { findIndexablePage, type IndexablePage, indexablePages } from "./pages";

// The list the sitemap, preview images and breadcrumbs read, derived from the route table. The
// expected list is the one written by hand before the table existed (issue 16): the derivation
// must give the same pages, sources, breadcrumb parents and order.

const page = (path: string, key: string, parent?: string) => ({ path, source: { kind: "page", key }, parent });
const hiring = (jobType: "social" | "campus", base: string) => [
  { path: base, source: { kind: "hiring", jobType }, parent: "/join" },
  ...JOB_CATEGORIES.map((category) => ({
    path: `${base}/${category}`,
    source: { kind: "hiring", jobType, category },
    parent: base,
  })),
];

const EXPECTED = [
  page("/", "home"),
  page("/product", "product"),
  page("/research", "research"),
  page("/investor", "investor"),
  page("/news", "news"),
  page("/contacts", "contacts", "/news"),
  page("/esg", "esg"),
  page("/join", "join"),
  page("/recruit", "recruit", "/join"),
  page("/TrainingAndDevelopment", "trainingAndDevelopment", "/join"),
  page("/life", "life", "/join"),
  ...hiring("social", "/societysort"),
  ...hiring("campus", "/campussort"),
  page("/about", "about"),
  page("/makespeech", "makespeech", "/about"),
  page("/senseworth", "senseworth", "/about"),
  page("/team", "team", "/about"),
  page("/quality", "quality", "/about"),
  page("/supplier", "supplier", "/about"),
  page("/safety", "safety", "/about"),
  page("/contact", "contact", "/about"),
  { path: "/message", source: { kind: "form", form: "message" }, parent: "/about" },
  page("/eirformIndex", "eirformIndex", "/product"),
  { path: "/eirform", source: { kind: "form", form: "inquiry" }, parent: "/eirformIndex" },
  { path: "/policy", source: { kind: "legal", legal: "privacy" } },
  { path: "/term", source: { kind: "legal", legal: "terms" } },
  { path: "/disclaimers", source: { kind: "legal", legal: "disclaimer" } },
];

/** Without `parent: undefined` keys, so entries compare by what they say. */
const plain = (entries: readonly IndexablePage[]) =>
  entries.map((entry) => (entry.parent ? entry : { path: entry.path, source: entry.source }));

describe("indexable pages", () => {
  it("are the route table's indexable routes and the hiring categories, as the hand-written list was", () => {
    expect(plain(indexablePages())).toEqual(plain(EXPECTED as IndexablePage[]));
  });

  it("leave out routes the table marks not indexable, and pages naming another as canonical", () => {
    for (const route of ROUTES.filter((candidate) => !candidate.indexable || candidate.canonical)) {
      expect(findIndexablePage(route.path), route.path).toBeUndefined();
    }
    for (const path of ["/society", "/campus", "/test", "/handleEmail"]) {
      expect(findIndexablePage(path), path).toBeUndefined();
    }
  });

  it("give every nested page a parent that is itself listed (a complete breadcrumb)", () => {
    for (const entry of indexablePages()) {
      if (entry.parent) expect(findIndexablePage(entry.parent), entry.path).toBeDefined();
    }
  });
});
