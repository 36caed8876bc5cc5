import { describe, expect, it } from "vitest";
import { requestIdFor } from "../src/ops/log.ts";
import { lakeRoute } from "../src/ops/route.ts";

describe("lakeRoute", () => {
  it("names the endpoint, never document ids, datasets or queries", () => {
    expect(lakeRoute("/v2025-10-01/data/query/production")).toBe("/v:version/data/query");
    expect(lakeRoute("/v1/data/mutate/production")).toBe("/v:version/data/mutate");
    expect(lakeRoute("/v2025-10-01/data/doc/production/news-张三")).toBe("/v:version/data/doc");
    expect(lakeRoute("/v2025-10-01/users/me")).toBe("/v:version/users/me");
    expect(lakeRoute("/v2025-10-01/projects/local")).toBe("/v:version/projects");
    expect(lakeRoute("/v2025-10-01/Some%20Thing")).toBe("/v:version/:other");
    expect(lakeRoute("/images/local/production/abc-10x10.png")).toBe("/images");
    expect(lakeRoute("/desk/news;abc")).toBe("/studio");
  });
});

describe("requestIdFor", () => {
  it("keeps the site's id, and replaces a malformed one", () => {
    expect(requestIdFor("0f9c2d1e-8b7a-6c5d-4e3f-2a1b0c9d8e7f")).toBe("0f9c2d1e-8b7a-6c5d-4e3f-2a1b0c9d8e7f");
    expect(requestIdFor("bad id\n")).not.toBe("bad id\n");
    expect(requestIdFor(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
