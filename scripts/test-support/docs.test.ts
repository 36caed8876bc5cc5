import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Docs a newcomer can trust (issue 35): decision records stay short and say first whether they
// still hold, every benchmark command has its figures in docs/benchmarks.md, and the recipes name
// files that exist. Run from the repository root, as `pnpm unit` does.
const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const MAX_WORDS = 400;
// `Status: accepted`, `Status: superseded by 0030` or `Status: partly superseded by 0030 (…)`,
// then the date, on the first line after the title.
const STATUS_LINE =
  /^Status: (accepted|superseded by (\d{4})|partly superseded by (\d{4})(, \d{4})*)\b.* · Date: \d{4}-\d{2}-\d{2}\b/;

const recordsDir = "docs/decisions";
const records = readdirSync(path.join(root, recordsDir)).filter((name) => /^\d{4}-.*\.md$/.test(name));

/** Words as `wc -w` counts them: runs of non-space characters. */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("decision records", () => {
  it("exist", () => {
    expect(records.length).toBeGreaterThan(0);
  });

  for (const name of records) {
    const text = read(`${recordsDir}/${name}`);
    const lines = text.split("\n").filter((line) => line.trim() !== "");

    it(`${name}: at most ${MAX_WORDS} words (move figures to docs/benchmarks.md)`, () => {
      expect(wordCount(text)).toBeLessThanOrEqual(MAX_WORDS);
    });

    it(`${name}: a title with its number, then its status and date`, () => {
      expect(lines[0]).toMatch(new RegExp(`^# ${name.slice(0, 4)} \\S`));
      expect(lines[1], "second line: `Status: accepted · Date: YYYY-MM-DD`").toMatch(STATUS_LINE);
    });

    it(`${name}: names records that exist when superseded`, () => {
      for (const [, number] of (lines[1] ?? "").matchAll(/\b(\d{4})\b/g)) {
        if (number?.startsWith("20")) continue; // a year of the date
        expect(
          records.some((other) => other.startsWith(`${number}-`)),
          `record ${number}`,
        ).toBe(true);
      }
    });

    it(`${name}: context, decision and consequences`, () => {
      for (const heading of ["Context", "Decision", "Consequences"]) {
        expect(text, heading).toMatch(new RegExp(`^## ${heading}`, "m"));
      }
    });
  }
});

describe("docs/benchmarks.md", () => {
  const benchmarks = read("docs/benchmarks.md");
  const commands = Object.keys(JSON.parse(read("package.json")).scripts).filter((name) => name.startsWith("bench:"));

  it("has a section for every `pnpm bench:*` command", () => {
    const missing = commands.filter((command) => !new RegExp(`^## .*\`pnpm ${command}\``, "m").test(benchmarks));
    expect(missing).toEqual([]);
  });
});

describe("docs/recipes", () => {
  const recipes = readdirSync(path.join(root, "docs/recipes")).filter((name) => name.endsWith(".md"));

  it("cover adding a page, a form field, a document type and a block type", () => {
    expect(recipes).toEqual(
      expect.arrayContaining(["add-a-page.md", "add-a-form-field.md", "add-a-document-type.md", "add-a-block-type.md"]),
    );
  });

  for (const name of recipes) {
    it(`${name}: every file it names exists`, () => {
      const named = [
        ...read(`docs/recipes/${name}`).matchAll(/`((?:web|schemas|studio|lake|scripts|docs)\/[^`\s*<>]+)`/g),
      ];
      const missing = named.map(([, file]) => file as string).filter((file) => !existsSync(path.join(root, file)));
      expect(missing).toEqual([]);
    });
  }
});
