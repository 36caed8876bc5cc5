import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/i18n/dictionaries/en";
import zh from "@/i18n/dictionaries/zh";
import { errorDocument } from "./error-document";

// The static 500 pages nginx answers in place of a failed render (deploy/nginx.conf).
const file = (locale: string) =>
  readFileSync(path.resolve(import.meta.dirname, "..", "..", "public", "errors", `500.${locale}.html`), "utf8");

describe("the static 500 pages", () => {
  it.each([
    ["zh", zh, "zh-CN", "/"],
    ["en", en, "en", "/en"],
  ] as const)(
    "in %s: status, the default message and the link home, nothing to load",
    (locale, dictionary, lang, home) => {
      const html = file(locale);
      const { errors } = dictionary;
      // The committed file is what the generator makes of today's dictionary (node scripts/build/error-pages.ts).
      expect(html).toBe(
        errorDocument({
          lang,
          message: errors.defaultMessage,
          statusLabel: errors.statusLabel,
          linkLabel: errors.backHome,
          home,
        }),
      );
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${errors.defaultMessage}</h1>`);
      expect(html).toContain(">500</p>");
      expect(html).toContain(`<a href="${home}">${errors.backHome}</a>`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      // Self-contained: no script, stylesheet, font or image to fetch (the build may be what failed).
      expect(html).not.toMatch(/<script|<link|<img|url\(|@import/i);
    },
  );

  it("escapes what it is given", () => {
    const html = errorDocument({ lang: "en", message: "<b>&", statusLabel: "x", linkLabel: '"', home: "/" });
    expect(html).toContain("<h1>&lt;b&gt;&amp;</h1>");
    expect(html).toContain(">&quot;</a>");
  });
});
