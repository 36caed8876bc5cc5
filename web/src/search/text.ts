// Text normalization and tokenization for site search. Pure functions: no Next, no I/O.
//
// Chinese has no spaces between words, so a Chinese run is indexed three ways:
// - words from Intl.Segmenter (ICU's dictionary segmentation), which rank whole-word matches higher;
// - character bigrams and single characters, so a term is found even where the segmenter cut
//   the sentence differently (it splits "上海临港的" as 上海|临|港|的, so "临港" is no word of it);
// Latin text is lowercased and split into words, with a light plural folding ("wafers" → "wafer").

/** Han characters: the script searched by bigrams and segmented into words. */
const HAN = /\p{Script=Han}/u;
/** A character that belongs to a word: letters (any script) and digits. */
const WORD_CHAR = /[\p{L}\p{N}]/u;

export const isHan = (char: string): boolean => HAN.test(char);
export const isWordChar = (char: string): boolean => WORD_CHAR.test(char);

/**
 * Folds one code point for matching: compatibility form (full-width "ＡＢＣ１" → "abc1") and lower
 * case. Done per code point so that a normalized string keeps a one-to-one map back to the
 * original text for highlighting; ASCII and Han, nearly all of our text, take the fast path.
 */
function foldChar(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
  if (code >= 0x4e00 && code <= 0x9fff) return char;
  return char.normalize("NFKC").toLowerCase();
}

/** The normalized form of a text, as the index stores it and queries are compared with it. */
export function normalize(text: string): string {
  let out = "";
  for (const char of text) out += foldChar(char);
  return out;
}

/**
 * The normalized text and, for each of its UTF-16 units, the offset in the original text where
 * the code point it came from starts (with one extra entry for the end). Highlighting finds matches
 * in the normalized text and cuts the original at the mapped offsets.
 */
export function normalizeWithMap(text: string): { folded: string; map: number[] } {
  let folded = "";
  const map: number[] = [];
  let offset = 0;
  for (const char of text) {
    const fold = foldChar(char);
    folded += fold;
    for (let i = 0; i < fold.length; i++) map.push(offset);
    offset += char.length;
  }
  map.push(offset);
  return { folded, map };
}

/** A maximal run of one kind of word character: Han, or anything else that forms words. */
export interface Run {
  text: string;
  han: boolean;
}

/** Splits normalized text into runs of Han characters and runs of other word characters. */
export function runs(folded: string): Run[] {
  const result: Run[] = [];
  let current = "";
  let currentHan = false;
  for (const char of folded) {
    if (!isWordChar(char)) {
      if (current) result.push({ text: current, han: currentHan });
      current = "";
      continue;
    }
    const han = isHan(char);
    if (current && han !== currentHan) {
      result.push({ text: current, han: currentHan });
      current = "";
    }
    current += char;
    currentHan = han;
  }
  if (current) result.push({ text: current, han: currentHan });
  return result;
}

/** Light plural folding for Latin words: "wafers" → "wafer", "fabs" → "fab"; "process" stays. */
export function stem(word: string): string {
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !/\d/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

let segmenter: Intl.Segmenter | undefined;

/** Chinese words of a Han run, as ICU's dictionary-based segmenter cuts them. */
export function segmentWords(han: string): string[] {
  segmenter ??= new Intl.Segmenter("zh", { granularity: "word" });
  const words: string[] = [];
  for (const part of segmenter.segment(han)) if (part.isWordLike) words.push(part.segment);
  return words;
}

/** Every overlapping pair of characters of a Han run; a one-character run is its own bigram. */
export function bigrams(han: string): string[] {
  const chars = [...han];
  if (chars.length < 2) return chars;
  const pairs: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) pairs.push(`${chars[i]}${chars[i + 1]}`);
  return pairs;
}

/** Prefixes of index keys: a Latin word, a Han gram (bigram or single character), a segmenter word. */
export const LATIN = "l:";
export const GRAM = "g:";
export const WORD = "w:";

/** Every index key of a normalized text (deduplicated). */
export function indexKeys(folded: string): Set<string> {
  const keys = new Set<string>();
  for (const run of runs(folded)) {
    if (!run.han) {
      keys.add(LATIN + stem(run.text));
      continue;
    }
    for (const gram of bigrams(run.text)) keys.add(GRAM + gram);
    for (const char of run.text) keys.add(GRAM + char);
    for (const word of segmentWords(run.text)) keys.add(WORD + word);
  }
  return keys;
}
