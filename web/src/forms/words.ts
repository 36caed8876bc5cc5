// Self-description length (docs/product.md, Forms: at most 200 words). English counts words; Chinese (and other
// CJK scripts, written without spaces) counts characters. Mixed text adds both.
const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}";
const WORD = new RegExp(`[${CJK}]|(?:(?![${CJK}])[\\p{L}\\p{N}])+(?:['’-](?:(?![${CJK}])[\\p{L}\\p{N}])+)*`, "gu");

export const MAX_SELF_DESCRIPTION_WORDS = 200;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}
