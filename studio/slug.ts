import { SLUG_MAX_LENGTH } from "@wafer/schemas";
import { pinyin } from "pinyin-pro";

// 生成 Generate on a slug field: the web's URLs take lower-case Latin letters, digits and hyphens
// (schemas/src/rules.ts SLUG_PATTERN). Sanity's default slugify drops every Chinese character, so
// "300mm 硅片新产线投产" became "300mm" (issue 29). Chinese titles are spelled out in pinyin
// without tones (pinyin-pro, offline dictionary), one hyphen between syllables; Latin words and
// digits are kept as written. At most SLUG_WORDS words (issue 41: a whole title in pinyin made
// 60-character addresses): a syllable or a Latin word is one word. The English version of a
// document gets its own slug from its English title (translations-menu.tsx does not copy it).

/** Words a generated slug keeps at most. */
export const SLUG_WORDS = 5;

/** A URL slug for a title in Chinese, English or both, e.g. "300mm-gui-pian-xin-chan". */
export function slugifyTitle(title: string): string {
  const syllables = pinyin(title.normalize("NFKC"), {
    toneType: "none",
    type: "array",
    nonZh: "consecutive",
    v: true,
  });
  const slug = syllables
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .split("-")
    .slice(0, SLUG_WORDS)
    .join("-");
  // Cut at a hyphen so no syllable is split.
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  return cut.slice(0, cut.lastIndexOf("-")).replace(/-+$/, "");
}
