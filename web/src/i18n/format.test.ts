import { describe, expect, it } from "vitest";
import { chinaDate, colon, formatDate, formatList, formatNumber } from "./format";

describe("formats", () => {
  it("shows an instant as its day in China, whatever the server's time zone", () => {
    // 23:30 UTC on 31 December is already 1 January in Shanghai.
    expect(formatDate("2025-12-31T23:30:00Z", "zh")).toBe("2026年1月1日");
    expect(formatDate("2025-12-31T23:30:00Z", "en")).toBe("1 January 2026");
  });

  it("shows a calendar day as that very day", () => {
    expect(formatDate("2026-03-01", "zh")).toBe("2026年3月1日");
    expect(formatDate("2026-03-01", "en")).toBe("1 March 2026");
    expect(chinaDate(new Date("2026-02-28T16:30:00Z"))).toBe("2026-03-01");
  });

  it("writes lists, colons and numbers as each language does", () => {
    expect(formatList(["逻辑", "存储"], "zh")).toBe("逻辑、存储");
    expect(formatList(["logic", "memory"], "en")).toBe("logic, memory");
    expect(`版本${colon("zh")}2`).toBe("版本：2");
    expect(`Version${colon("en")}2`).toBe("Version: 2");
    expect(formatNumber(800000, "en")).toBe("800,000");
  });
});
