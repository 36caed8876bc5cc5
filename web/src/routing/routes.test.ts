import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { PAGE_KEYS } from "@wafer/schemas/constants";
import { EXAMPLE_PATHS, legalDocumentPath, pageDocumentPath, ROUTES } from "@wafer/schemas/routes";
import { describe, expect, it } from "vitest";
import { TEMPLATES } from "./templates";

const appDir = path.resolve(import.meta.dirname, "..", "app", "[locale]");
const folderOf = (routePath: string) => path.join(appDir, routePath === "/" ? "" : routePath.slice(1));

describe("route table", () => {
  it("has one route per path and per key", () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.key)).size).toBe(ROUTES.length);
  });

  it("matches the route files: an own route has its folder, a [page] route has none and a template", () => {
    for (const route of ROUTES) {
      const file = path.join(folderOf(route.path), "page.tsx");
      if (route.file === "own") expect(existsSync(file), route.path).toBe(true);
      else {
        expect(existsSync(file), route.path).toBe(false);
        expect(route.path.split("/").length, route.path).toBe(2);
        expect(TEMPLATES[route.template], route.path).toBeDefined();
      }
    }
  });

  it("knows every static folder under app/[locale]", () => {
    const detailParents = new Set(EXAMPLE_PATHS.map((example) => example.split(/[/?]/)[1]));
    const folders = readdirSync(appDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("["))
      .map((entry) => entry.name);
    const known = new Set([
      ...ROUTES.map((route) => route.path.slice(1)),
      ...detailParents,
      "search",
      "jobdetail",
      "newsdetail",
      // the certificates' PDFs (catalogue/routes.tsx)
      "certificates",
    ]);
    for (const folder of folders) expect(known.has(folder), folder).toBe(true);
  });

  it("gives every page document and legal text a page to link to", () => {
    for (const key of PAGE_KEYS) expect(pageDocumentPath(key), key).toMatch(/^\//);
    for (const kind of ["privacy", "terms", "disclaimer"]) expect(legalDocumentPath(kind), kind).toMatch(/^\//);
  });
});
