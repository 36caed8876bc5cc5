import { readdirSync } from "node:fs";
import path from "node:path";
import { ROUTES } from "@wafer/schemas/routes";
import { isSitePagePath, RESERVED_SEGMENTS, sitePagePathProblem } from "@wafer/schemas/site-pages";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_SEGMENTS } from "@/config/not-found-path";

// The studio refuses an editor's page path the app already answers (issue 42): every folder and
// file of app/ and app/[locale] that is not a parameter is a route, a route's folder or a server
// prefix, and a page at it would never be reached (or would shadow it).
const appDir = path.resolve(import.meta.dirname, "..", "app");
const staticNames = (dir: string) =>
  readdirSync(dir)
    // Route files (robots.ts → /robots.txt, sitemap.ts) and icons have a dot in their path.
    .filter((name) => !name.startsWith("[") && !/\.(tsx?|css)$/.test(name));

describe("paths an editor's page may not have", () => {
  it("include every folder of app/ and app/[locale], the 404 page's and Next's own", () => {
    const names = [
      ...staticNames(appDir),
      ...staticNames(path.join(appDir, "[locale]")),
      NOT_FOUND_SEGMENTS[0] as string,
    ];
    expect(names).toContain("inbox");
    expect(names).toContain("jobdetail");
    for (const name of [...names, "_next", "en", "zh"]) {
      expect(isSitePagePath(name.toLowerCase()), name).toBe(false);
    }
  });

  it("include the route table's paths and the reserved prefixes, and nothing else of this kind", () => {
    for (const route of ROUTES.filter((candidate) => candidate.path !== "/")) {
      expect(isSitePagePath(route.path.slice(1).split("/")[0]?.toLowerCase() ?? ""), route.path).toBe(false);
    }
    for (const segment of RESERVED_SEGMENTS) expect(sitePagePathProblem(segment), segment).not.toBeNull();
    expect(isSitePagePath("semicon-2027")).toBe(true);
  });
});
