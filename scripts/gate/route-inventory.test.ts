import { describe, expect, it } from "vitest";
import { LAKE_API_ROUTES, LAKE_OTHER_ROUTES, lakeApiRoute } from "../../lake/src/routes.ts";
import { LAKE_CASES, SITE_CASES } from "../../web/e2e-security/gate-cases.ts";
import { exportedMethods, siteRoutes } from "./routes.ts";

// Issue 40: the hostile gate (web/e2e-security/gate.spec.ts) covers every route, because the list
// of routes comes from the code and this test fails when one has no case (gate-cases.ts).

describe("every route has a hostile case", () => {
  const site = siteRoutes();

  it("finds the site's routes in web/src/app, with the methods each route.ts exports", () => {
    expect(site.length).toBeGreaterThan(40);
    expect(site.find((route) => route.path === "/api/forms/[kind]")?.methods).toEqual(["POST"]);
    expect(site.find((route) => route.path === "/counter/GetCounter")?.methods).toEqual(["GET"]);
    expect(site.find((route) => route.path === "/[locale]/news/[slug]")?.kind).toBe("page");
  });

  it("each site route has a case, and each case is a route", () => {
    expect(Object.keys(SITE_CASES).sort()).toEqual(site.map((route) => route.path).sort());
  });

  it("each site case uses a method its route answers, and reads a body only with one that carries it", () => {
    for (const route of site) {
      const testCase = SITE_CASES[route.path];
      expect(route.methods, route.path).toContain(testCase?.method);
      if (testCase?.body) expect(testCase.method, route.path).not.toBe("GET");
    }
  });

  it("each lake route of its table has a case, and each case is a route", () => {
    const table = [...LAKE_API_ROUTES.map((route) => `api ${route.path}`), ...LAKE_OTHER_ROUTES.map((r) => r.path)];
    expect(Object.keys(LAKE_CASES).sort()).toEqual(table.sort());
  });

  it("each lake API case addresses its own route of the table the lake's server decides by", () => {
    for (const route of LAKE_API_ROUTES) {
      const testCase = LAKE_CASES[`api ${route.path}`];
      const pathname = new URL(testCase?.url ?? "", "http://lake").pathname;
      const parts = pathname.split("/").filter(Boolean).slice(1).map(decodeURIComponent);
      expect(lakeApiRoute(testCase?.method ?? "GET", parts), route.path).toBe(route);
    }
  });
});

describe("the lake's route table", () => {
  it("refuses what it does not list: 404 for an unknown address, 405 for another method", () => {
    expect(lakeApiRoute("GET", ["nonsense"])).toBeNull();
    expect(lakeApiRoute("GET", ["data", "mutate", "production"])).toBe("method");
    expect(lakeApiRoute("DELETE", ["users", "me"])).toBe("method");
    expect(lakeApiRoute("HEAD", ["data", "query", "production"])).toMatchObject({ path: "data/query/:dataset" });
    expect(lakeApiRoute("GET", ["data", "doc", "production"])).toMatchObject({ path: "data/doc/:dataset/:ids?" });
    expect(lakeApiRoute("GET", ["data", "doc", "production", "a", "b"])).toBeNull();
    expect(lakeApiRoute("POST", ["projects", "local", "anything", "else"])).toMatchObject({ path: "projects/**" });
  });
});

describe("exportedMethods", () => {
  it("reads functions, constants and re-exports, not other names", () => {
    expect(
      exportedMethods(`export async function POST() {}
        export const GET = handler; export const dynamic = "force-dynamic";
        export { x as PUT, y as helper }; function DELETE() {}`),
    ).toEqual(["GET", "POST", "PUT"]);
  });
});
