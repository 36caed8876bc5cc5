import { afterEach, describe, expect, it, vi } from "vitest";
import { queryEmbedded } from "@/content/embedded";
import type { ContentQuery } from "@/content/source";
import en from "@/i18n/dictionaries/en";
import zh from "@/i18n/dictionaries/zh";
import { log } from "@/ops/log";
import { loadShellSettings } from "./settings";

// The embedded dataset without Next's cache around it (that needs a request scope).
const embedded = {
  fetch: <T>({ query, params }: ContentQuery) => queryEmbedded<T>({ query, params, perspective: "published" }),
};

afterEach(() => vi.restoreAllMocks());

describe("shell settings", () => {
  it("reads names and filing records from the embedded site settings, per locale", async () => {
    const chinese = await loadShellSettings("zh", zh.site, embedded);
    expect(chinese.companyShortName).toBe("硅晶半导体");
    expect(chinese.icpNumber).toBe("沪ICP备2008000000号-1");
    expect(chinese.icpLink).toBe("https://beian.miit.gov.cn/");
    expect(chinese.publicSecurityFilingText).toBe("沪公网安备 31011502000000号");
    expect(chinese.publicSecurityFilingLink).toBe("https://beian.mps.gov.cn/#/query/webSearch?code=31011502000000");

    const english = await loadShellSettings("en", en.site, embedded);
    expect(english.companyShortName).toBe("SCS");
    expect(english.companyName).toBe("Shanghai Silicon Crystal Semiconductor Co., Ltd.");
    expect(english.publicSecurityFilingText).toBe("Shanghai Public Security Filing 31011502000000");
  });

  it("only logs a failing read and falls back to defaults", async () => {
    const errors = vi.spyOn(log("content"), "error").mockImplementation(() => {});
    const failing = { fetch: () => Promise.reject(new Error("backend down")) };
    const settings = await loadShellSettings("en", en.site, failing);
    expect(errors).toHaveBeenCalledOnce();
    expect(settings).toEqual({
      companyName: en.site.companyName,
      companyShortName: en.site.shortName,
      icpNumber: null,
      icpLink: "https://beian.miit.gov.cn/",
      publicSecurityFilingText: null,
      publicSecurityFilingLink: null,
    });
  });
});
