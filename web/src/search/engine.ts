import type { Locale } from "@/i18n/config";
import { chinaDate } from "@/i18n/format";
import { highlight, type Segment, snippet } from "./highlight";
import { type ParsedQuery, parseQuery, type QueryPart } from "./query";
import { isVisible, SEARCH_KINDS, type SearchKind, type SearchRecord } from "./records";
import { bigrams, GRAM, indexKeys, isHan, isWordChar, LATIN, normalize, WORD } from "./text";

/**
 * An inverted index over the records of one language. Keys (Latin words, Han bigrams and
 * characters, segmenter words) find candidate records fast; each candidate is then confirmed
 * against its normalized text, so results are exact substring matches whatever the segmenter did.
 */
export interface SearchIndex {
  locale: Locale;
  records: SearchRecord[];
  /** Normalized title and text of each record, by position. */
  titles: string[];
  texts: string[];
  postings: Map<string, number[]>;
  /** Latin word keys, sorted, for prefix lookups ("wafer" finds "wafering"). */
  latinKeys: string[];
}

export function buildIndex(locale: Locale, records: SearchRecord[]): SearchIndex {
  const titles: string[] = [];
  const texts: string[] = [];
  const postings = new Map<string, number[]>();
  records.forEach((record, position) => {
    const title = normalize(record.title);
    const text = normalize(record.text);
    titles.push(title);
    texts.push(text);
    for (const key of indexKeys(`${title}\n${text}`)) {
      const list = postings.get(key);
      if (list) list.push(position);
      else postings.set(key, [position]);
    }
  });
  const latinKeys = [...postings.keys()].filter((key) => key.startsWith(LATIN)).sort();
  return { locale, records, titles, texts, postings, latinKeys };
}

/** `a ∩ b`, where a null `a` stands for "everything" (the first set of a chain). */
function intersect(a: Set<number> | null, b: Set<number>): Set<number> {
  if (!a) return b;
  const result = new Set<number>();
  for (const position of a) if (b.has(position)) result.add(position);
  return result;
}

/** Record positions that may contain a part; confirmed later against the text. */
function candidates(index: SearchIndex, part: QueryPart): Set<number> {
  if (part.han) {
    // Every bigram of the part must occur (a single character: that character).
    let result: Set<number> | null = null;
    for (const gram of bigrams(part.text)) {
      result = intersect(result, new Set(index.postings.get(GRAM + gram) ?? []));
      if (result.size === 0) break;
    }
    return result ?? new Set();
  }
  // Latin: every indexed word that starts with the part, found by binary search in the sorted keys.
  const prefix = LATIN + part.text;
  const keys = index.latinKeys;
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((keys[mid] as string) < prefix) low = mid + 1;
    else high = mid;
  }
  const result = new Set<number>();
  for (let i = low; i < keys.length && (keys[i] as string).startsWith(prefix); i++) {
    for (const position of index.postings.get(keys[i] as string) ?? []) result.add(position);
  }
  // A Latin part glued to Han text in the document ("300mm硅片" is one run per script) is still
  // a word of its own, so the keys above find it; nothing else to add.
  return result;
}

/** Whether `needle` occurs in `haystack`; Latin needles only at the start of a word. */
export function occurs(haystack: string, needle: string): boolean {
  if (needle === "") return false;
  if (isHan(needle[0] ?? "")) return haystack.includes(needle);
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at === -1) return false;
    const before = haystack[at - 1] ?? "";
    if (at === 0 || !isWordChar(before) || isHan(before)) return true;
    from = at + 1;
  }
}

export interface SearchHit {
  record: SearchRecord;
  score: number;
  title: Segment[];
  snippet: Segment[];
}

export interface SearchResults {
  query: ParsedQuery;
  total: number;
  /** Non-empty groups in a fixed order (news, jobs, pages); `total` counts hits beyond the limit too. */
  groups: { kind: SearchKind; total: number; hits: SearchHit[] }[];
}

export interface SearchOptions {
  /** The moment that decides what is published and still open. */
  now?: Date;
  /** At most this many hits per kind. */
  limitPerKind?: number;
}

/**
 * Ranking, most important first:
 * 1. terms matched: a record with every term beats one with some;
 * 2. terms matched in the title: a title match ranks above a body-only match;
 * 3. closeness: the term as typed (not only its parts) in the title, then in the text; whole
 *    segmenter words over fragments of longer words; more occurrences;
 * 4. for news, the newer item.
 */
const TERM = 1_000_000;
const TITLE_TERM = 10_000;
const PHRASE_IN_TITLE = 300;
const PHRASE_IN_TEXT = 100;
const WHOLE_WORD = 20;
const OCCURRENCE = 1;

/** Membership in a posting list; lists are built in position order, so they are sorted. */
function sortedHas(list: number[] | undefined, position: number): boolean {
  if (!list) return false;
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const value = list[mid] as number;
    if (value === position) return true;
    if (value < position) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

function countOccurrences(haystack: string, needle: string, cap = 10): number {
  let count = 0;
  let from = 0;
  while (count < cap) {
    const at = haystack.indexOf(needle, from);
    if (at === -1) break;
    count++;
    from = at + needle.length;
  }
  return count;
}

function scoreRecord(index: SearchIndex, position: number, query: ParsedQuery): number {
  const title = index.titles[position] as string;
  const text = index.texts[position] as string;
  let score = 0;
  for (const term of query.terms) {
    const inTitle = term.parts.every((part) => occurs(title, part.text));
    const matched = inTitle || term.parts.every((part) => occurs(title, part.text) || occurs(text, part.text));
    if (!matched) continue;
    score += TERM;
    if (inTitle) score += TITLE_TERM;
    if (occurs(title, term.phrase)) score += PHRASE_IN_TITLE;
    else if (occurs(text, term.phrase)) score += PHRASE_IN_TEXT;
    for (const part of term.parts) {
      if (part.han && sortedHas(index.postings.get(WORD + part.text), position)) score += WHOLE_WORD;
      score += OCCURRENCE * countOccurrences(text, part.text);
    }
  }
  return score;
}

/** Searches the index. An empty query finds nothing (the caller shows the plain list instead). */
export function search(index: SearchIndex, input: string | ParsedQuery, options: SearchOptions = {}): SearchResults {
  const query = typeof input === "string" ? parseQuery(input) : input;
  const now = options.now ?? new Date();
  const limit = options.limitPerKind ?? 20;
  const found = new Set<number>();
  for (const term of query.terms) {
    // Candidates for a term: records that may hold all its parts.
    let termSet: Set<number> | null = null;
    for (const part of term.parts) {
      termSet = intersect(termSet, candidates(index, part));
      if (termSet.size === 0) break;
    }
    for (const position of termSet ?? []) found.add(position);
  }

  const scored: { position: number; score: number }[] = [];
  const today = chinaDate(now);
  for (const position of found) {
    const record = index.records[position] as SearchRecord;
    if (!isVisible(record, now, today)) continue;
    const score = scoreRecord(index, position, query);
    if (score > 0) scored.push({ position, score });
  }
  const dateOf = (position: number) => {
    const record = index.records[position] as SearchRecord;
    return record.kind === "news" ? (record.date ?? "") : "";
  };
  scored.sort((a, b) => b.score - a.score || dateOf(b.position).localeCompare(dateOf(a.position)));

  const snippetLength = index.locale === "zh" ? 90 : 170;
  const groups = SEARCH_KINDS.map((kind) => {
    const ofKind = scored.filter(({ position }) => index.records[position]?.kind === kind);
    return {
      kind,
      total: ofKind.length,
      hits: ofKind.slice(0, limit).map(({ position, score }) => {
        const record = index.records[position] as SearchRecord;
        return {
          record,
          score,
          title: highlight(record.title, query),
          snippet: snippet(record.text, query, snippetLength),
        };
      }),
    };
  }).filter((group) => group.hits.length > 0);
  return { query, total: scored.length, groups };
}
