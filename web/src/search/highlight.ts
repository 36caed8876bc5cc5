import type { ParsedQuery } from "./query";
import { isHan, isWordChar, normalizeWithMap } from "./text";

/**
 * A piece of displayed text. Highlighting returns pieces, never HTML: the component renders a
 * `<mark>` for matched pieces, and React escapes every piece, so content can never inject markup.
 */
export interface Segment {
  text: string;
  match: boolean;
}

/** What to mark: each term's phrase and parts, longest first so the longest match wins. */
export function needles(query: ParsedQuery): string[] {
  const all = new Set<string>();
  for (const term of query.terms) {
    if (term.phrase) all.add(term.phrase);
    for (const part of term.parts) all.add(part.text);
  }
  return [...all].filter((needle) => needle !== "").sort((a, b) => b.length - a.length);
}

/** Latin needles match at the start of a word, and the mark extends to its end ("wafer" marks "wafers"). */
const latinStart = (needle: string) => !isHan(needle[0] ?? "");

/** Ranges [start, end) in the folded text where a needle matches, sorted and not overlapping. */
function matchRanges(folded: string, list: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const needle of list) {
    let from = 0;
    for (;;) {
      const at = folded.indexOf(needle, from);
      if (at === -1) break;
      from = at + 1;
      let end = at + needle.length;
      if (latinStart(needle)) {
        if (at > 0 && isWordChar(folded[at - 1] ?? "") && !isHan(folded[at - 1] ?? "")) continue;
        while (end < folded.length && isWordChar(folded[end] ?? "") && !isHan(folded[end] ?? "")) end++;
      }
      ranges.push([at, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Splits a text into matched and unmatched segments for the query. */
export function highlight(text: string, query: ParsedQuery): Segment[] {
  const list = needles(query);
  if (text === "" || list.length === 0) return text === "" ? [] : [{ text, match: false }];
  const { folded, map } = normalizeWithMap(text);
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [start, end] of matchRanges(folded, list)) {
    const from = map[start] ?? text.length;
    const to = map[end] ?? text.length;
    if (from > cursor) segments.push({ text: text.slice(cursor, from), match: false });
    if (to > from) segments.push({ text: text.slice(from, to), match: true });
    cursor = Math.max(cursor, to);
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}

/**
 * One line of text from many: a line that ends a sentence is followed by a space, any other (a
 * heading, a list item, a figure) by a middle dot, so "Products" and "300mm polished wafers" do
 * not run together into one sentence.
 */
export function flatten(text: string): string {
  const lines = text
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");
  return lines.reduce((out, line, i) => {
    if (i === 0) return line;
    const previous = lines[i - 1] as string;
    return out + (/[.!?。！？；;:：]$/.test(previous) ? " " : " · ") + line;
  }, "");
}

/**
 * A short passage of the text around its first match, highlighted; the start of the text when
 * nothing in it matches (a title-only match). `length` counts characters; Chinese packs about
 * twice the meaning per character, so callers pass a smaller number for zh.
 */
export function snippet(text: string, query: ParsedQuery, length = 160): Segment[] {
  const flat = flatten(text);
  const chars = [...flat];
  if (chars.length <= length) return highlight(flat, query);
  const { folded, map } = normalizeWithMap(flat);
  const first = matchRanges(folded, needles(query))[0];
  // Code-unit offset of the first match in the flattened text, converted to a character index.
  const matchAt = first ? [...flat.slice(0, map[first[0]] ?? 0)].length : 0;
  let start = Math.max(0, matchAt - Math.floor(length / 4));
  let end = Math.min(chars.length, start + length);
  start = Math.max(0, end - length);
  // Cut Latin text between words, not inside one.
  while (start > 0 && start < matchAt && isWordChar(chars[start - 1] ?? "") && !isHan(chars[start - 1] ?? "")) start++;
  while (end < chars.length && end > start && isWordChar(chars[end] ?? "") && !isHan(chars[end] ?? "")) end--;
  const body = chars.slice(start, end).join("").trim();
  const segments = highlight(body, query);
  if (start > 0) segments.unshift({ text: "…", match: false });
  if (end < chars.length) segments.push({ text: "…", match: false });
  return segments;
}
