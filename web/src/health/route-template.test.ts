import { describe, expect, it } from "vitest";
import { routeTable, routeTemplate, UNMATCHED } from "./route-template";

// The shape of `.next/routes-manifest.json` as Next 16 writes it (the regexes it writes for these pages).
const table = routeTable({
  staticRoutes: [
    { page: "/api/health", regex: "^/api/health(?:/)?$" },
    { page: "/robots.txt", regex: "^/robots\\.txt(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/[locale]", regex: "^/([^/]+?)(?:/)?$" },
    { page: "/[locale]/news", regex: "^/([^/]+?)/news(?:/)?$" },
    { page: "/en/newsdetail/[id]", regex: "^/en/newsdetail/([^/]+?)(?:/)?$" },
    { page: "/[locale]/newsdetail/[id]", regex: "^/([^/]+?)/newsdetail/([^/]+?)(?:/)?$" },
    { page: "/api/forms/[kind]", regex: "^/api/forms/([^/]+?)(?:/)?$" },
    { page: "/[locale]/[page]", regex: "^/([^/]+?)/([^/]+?)(?:/)?$" },
    { page: "/[locale]/[...rest]", regex: "^/([^/]+?)/(.+?)(?:/)?$" },
  ],
});

describe("routeTemplate", () => {
  it("names the route of a page with and without its language prefix, as the proxy routes it", () => {
    expect(routeTemplate("/", table)).toBe("/[locale]");
    expect(routeTemplate("/en", table)).toBe("/[locale]");
    expect(routeTemplate("/news", table)).toBe("/[locale]/news");
    expect(routeTemplate("/en/news?q=wafer", table)).toBe("/[locale]/news");
    expect(routeTemplate("/newsdetail/abc", table)).toBe("/[locale]/newsdetail/[id]");
    // A language's prerendered shell counts as the route itself.
    expect(routeTemplate("/en/newsdetail/abc", table)).toBe("/[locale]/newsdetail/[id]");
    expect(routeTemplate("/about", table)).toBe("/[locale]/[page]");
  });

  it("names API routes and files as they are, and Next's own files by their folder", () => {
    expect(routeTemplate("/api/health", table)).toBe("/api/health");
    expect(routeTemplate("/api/forms/message", table)).toBe("/api/forms/[kind]");
    expect(routeTemplate("/robots.txt", table)).toBe("/robots.txt");
    expect(routeTemplate("/_next/static/chunks/a1b2.js", table)).toBe("/_next/static");
  });

  it("never returns what a visitor typed: made-up URLs get the template Next would match, or one label", () => {
    expect(routeTemplate("/api/nothing/here", table)).toBe("/[locale]/[...rest]");
    expect(routeTemplate("/favicon-张三.png", table)).toBe("/[locale]");
    expect(routeTemplate("/x", routeTable({}))).toBe(UNMATCHED);
  });
});
