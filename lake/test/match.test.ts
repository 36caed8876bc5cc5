// groq-js's `match`, patched into a linear glob matcher (patches/groq-js@2.0.1.patch, decision 0035).
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";

async function run(query: string, dataset: unknown[] = []) {
  return (await evaluate(parse(query), { dataset })).get();
}

describe("match", () => {
  it("answers the issue's pattern (200 wildcards, 30,000 characters) at once", async () => {
    expect(await run(`"${"a".repeat(30_000)}" match "${"a*".repeat(200)}b"`)).toBe(false);
    expect(await run(`"${"a".repeat(30_000)}b" match "${"a*".repeat(200)}b"`)).toBe(true);
  });

  it("keeps glob semantics: anchors, wildcards in order, case, every term", async () => {
    const cases: [string, string, boolean][] = [
      ["Silicon wafers", "wafer*", true],
      ["Silicon wafers", "wafer", false],
      ["Silicon wafers", "*licon", true],
      ["Silicon wafers", "SIL*", true],
      ["Silicon wafers", "s*c*n", true],
      ["Silicon wafers", "s*n*c", false],
      ["abab", "a*b*a*b", true],
      ["aba", "ab*ba", false],
      ["Silicon wafers", "silicon wafers", true],
      ["Silicon wafers", "silicon wafer", false],
      ["300mm", "300*", true],
    ];
    for (const [text, pattern, expected] of cases)
      expect(await run(`${JSON.stringify(text)} match ${JSON.stringify(pattern)}`), `${text} ~ ${pattern}`).toBe(
        expected,
      );
  });

  it("scores with the same matcher", async () => {
    const result = (await run(`*[] | score(title match "wa*r") { title, _score }`, [
      { _id: "a", title: "wafer" },
      { _id: "b", title: "ingot" },
    ])) as { title: string; _score: number }[];
    expect(result[0]).toMatchObject({ title: "wafer" });
    expect(result[0]?._score).toBeGreaterThan(0);
    expect(result[1]?._score).toBe(0);
  });
});
