import { WAFER_TYPE_LABELS } from "@wafer/schemas/constants";
import { describe, expect, it } from "vitest";
import type { Locale } from "./config";
import { inLocale, messages, translated } from "./messages";

describe("one message mechanism", () => {
  const words = messages({ zh: { hello: "你好" }, en: { hello: "Hello" } });

  it("reads the table of the visitor's language", () => {
    expect(words("zh").hello).toBe("你好");
    expect(words("en").hello).toBe("Hello");
  });

  it("reads the default language for a locale the table lacks", () => {
    expect(words("fr" as Locale).hello).toBe("你好");
  });

  it("takes one side of the shared labels, spelled as the studio spells them", () => {
    expect(inLocale(WAFER_TYPE_LABELS, "zh").soi).toBe("SOI硅片");
    expect(inLocale(WAFER_TYPE_LABELS, "en").polished).toBe("Polished wafer");
  });

  it("reads an editor's text in a locale, the default language where the translation is missing", () => {
    expect(translated({ zh: "硅晶", en: "SCS" }, "en")).toBe("SCS");
    expect(translated({ zh: "硅晶", en: "" }, "en")).toBe("硅晶");
    expect(translated({ zh: "硅晶", en: null }, "en")).toBe("硅晶");
    expect(translated({ zh: "硅晶", en: "SCS" }, "zh")).toBe("硅晶");
  });
});
