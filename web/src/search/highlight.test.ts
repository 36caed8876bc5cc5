import { describe, expect, it } from "vitest";
import { highlight, snippet } from "./highlight";
import { parseQuery } from "./query";

describe("highlighting", () => {
  it("returns matched and unmatched segments covering the whole text", () => {
    const segments = highlight("产品覆盖抛光片、外延片与氩气退火片。", parseQuery("外延 退火"));
    expect(segments).toEqual([
      { text: "产品覆盖抛光片、", match: false },
      { text: "外延", match: true },
      { text: "片与氩气", match: false },
      { text: "退火", match: true },
      { text: "片。", match: false },
    ]);
  });

  it("marks the original characters, case and full width kept, and whole English words", () => {
    expect(highlight("Polished WAFERS, ｗａｆｅｒ", parseQuery("wafer"))).toEqual([
      { text: "Polished ", match: false },
      { text: "WAFERS", match: true },
      { text: ", ", match: false },
      { text: "ｗａｆｅｒ", match: true },
    ]);
  });

  it("never produces markup: content with angle brackets stays text", () => {
    const segments = highlight("<script>外延</script>", parseQuery("外延"));
    expect(segments.map((segment) => segment.text).join("")).toBe("<script>外延</script>");
    expect(segments.filter((segment) => segment.match)).toEqual([{ text: "外延", match: true }]);
  });

  it("cuts a snippet around the first match, with ellipses", () => {
    const text = `${"前文".repeat(60)}公司位于上海临港的产线${"后文".repeat(60)}`;
    const segments = snippet(text, parseQuery("临港"), 40);
    const joined = segments.map((segment) => segment.text).join("");
    expect(joined.startsWith("…")).toBe(true);
    expect(joined.endsWith("…")).toBe(true);
    expect(segments.find((segment) => segment.match)?.text).toBe("临港");
    expect([...joined].length).toBeLessThanOrEqual(42);
  });

  it("does not cut English words in half", () => {
    const text = `${"lorem ipsum ".repeat(30)}the Lingang line ${"dolor sit ".repeat(30)}`;
    const joined = snippet(text, parseQuery("lingang"), 60)
      .map((segment) => segment.text)
      .join("");
    expect(joined).toMatch(/^… ?(lorem|ipsum)/);
    expect(joined).toMatch(/(dolor|sit) ?…$/);
  });
});

describe("snippet text", () => {
  it("separates lines that are not sentences with a middle dot", () => {
    const joined = snippet("Products\n300mm polished wafers\nWe ship worldwide.\nContact us", parseQuery("wafer"))
      .map((segment) => segment.text)
      .join("");
    expect(joined).toBe("Products · 300mm polished wafers · We ship worldwide. Contact us");
  });
});
