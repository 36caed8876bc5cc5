// Writes the static 500 pages nginx answers in place of a failed page render
// (web/public/errors/500.<locale>.html; docs/decisions/0015). Committed files: run after changing
// web/src/route-kit/error-document.ts or the dictionaries' error strings:
//   node scripts/build/error-pages.ts
// (web/src/route-kit/error-document.test.ts fails while the committed files are out of date.)
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import en from "../../web/src/i18n/dictionaries/en.ts";
import zh from "../../web/src/i18n/dictionaries/zh.ts";
import { errorDocument } from "../../web/src/route-kit/error-document.ts";

const folder = path.join(import.meta.dirname, "..", "..", "web", "public", "errors");
mkdirSync(folder, { recursive: true });
for (const [locale, dictionary, home] of [
  ["zh", zh, "/"],
  ["en", en, "/en"],
] as const) {
  const { errors } = dictionary;
  const file = path.join(folder, `500.${locale}.html`);
  writeFileSync(
    file,
    errorDocument({
      lang: locale === "zh" ? "zh-CN" : "en",
      message: errors.defaultMessage,
      statusLabel: errors.statusLabel,
      linkLabel: errors.backHome,
      home,
    }),
  );
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
