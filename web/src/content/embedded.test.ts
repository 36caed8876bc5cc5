import type { HOME_PAGE_QUERY_RESULT } from "@wafer/schemas/types";
import { describe, expect, it } from "vitest";
import { embeddedSource } from "./embedded";
import { HOME_PAGE_QUERY } from "./queries";

describe("embedded content source", () => {
  it("evaluates the home page query per locale over the NDJSON dataset", async () => {
    const zh = await embeddedSource.fetch<HOME_PAGE_QUERY_RESULT>({ query: HOME_PAGE_QUERY, params: { locale: "zh" } });
    const en = await embeddedSource.fetch<HOME_PAGE_QUERY_RESULT>({ query: HOME_PAGE_QUERY, params: { locale: "en" } });
    expect(zh?.heroTitle).toBe("大尺寸集成电路硅片，服务全球晶圆厂");
    expect(en?.heroTitle).toBe("Large-diameter IC silicon wafers for the world's fabs");
  });

  it("answers null for a locale with no document", async () => {
    expect(await embeddedSource.fetch({ query: HOME_PAGE_QUERY, params: { locale: "fr" } })).toBeNull();
  });
});
