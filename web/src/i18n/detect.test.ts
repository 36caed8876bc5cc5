import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./detect";

describe("browser language detection", () => {
  it("picks the highest-weighted language the site has", () => {
    expect(localeFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh");
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,en;q=0.5,zh;q=0.4")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.3,zh-TW;q=0.8")).toBe("zh");
  });

  it("falls back to Chinese for unknown, empty or malformed headers", () => {
    expect(localeFromAcceptLanguage("de-DE,fr;q=0.5")).toBe("zh");
    expect(localeFromAcceptLanguage("")).toBe("zh");
    expect(localeFromAcceptLanguage(null)).toBe("zh");
    expect(localeFromAcceptLanguage(";;,")).toBe("zh");
    expect(localeFromAcceptLanguage("en;q=0")).toBe("zh");
  });
});
