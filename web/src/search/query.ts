import { normalize, runs, segmentWords, stem } from "./text";

/**
 * One piece of what the visitor typed. Terms are separated by spaces; a term matches a document
 * when every one of its parts occurs in it (title or text). The phrase, the whole term as typed,
 * occurring as is ranks higher than its parts scattered about.
 */
export interface QueryTerm {
  /** The normalized term, e.g. "氩气退火" or "wafers". */
  phrase: string;
  parts: QueryPart[];
}

export interface QueryPart {
  /** Normalized text to look for; Latin parts are plural-folded and match at a word start. */
  text: string;
  han: boolean;
}

export interface ParsedQuery {
  /** The query as typed, trimmed, for display. */
  raw: string;
  terms: QueryTerm[];
}

/** Queries longer than this are cut: nobody types more, and it bounds the work per request. */
export const MAX_QUERY_LENGTH = 100;
const MAX_TERMS = 8;

// English function words match nearly every document; they are dropped unless they are all
// the visitor typed. Chinese function characters are dropped when the segmenter leaves them alone.
const LATIN_STOPWORDS = new Set("a an and are as at be by for from in is it of on or our the to we with".split(" "));
const HAN_STOPWORDS = new Set([..."的了和与及或在是对为把被之"]);

/**
 * Splits a Han run into the parts a document must contain. The segmenter's words are the parts,
 * except that characters it leaves single are glued to their neighbours: it cuts "临港" into 临|港
 * and "氩气退火" into 氩|气|退火, yet "临港" and "氩气" are what the visitor meant.
 */
function hanParts(run: string): string[] {
  if ([...run].length <= 2) return [run];
  const parts: string[] = [];
  let singles = "";
  const flush = () => {
    if (!singles) return;
    if ([...singles].length === 1 && parts.length > 0) {
      // A lone character belongs to the word before it ("工程|师" → "工程师").
      parts[parts.length - 1] += singles;
    } else {
      parts.push(singles);
    }
    singles = "";
  };
  for (const word of segmentWords(run)) {
    if ([...word].length === 1) {
      if (HAN_STOPWORDS.has(word)) {
        flush();
        continue;
      }
      singles += word;
    } else {
      flush();
      parts.push(word);
    }
  }
  flush();
  return parts.length > 0 ? parts : [run];
}

function termOf(chunk: string): QueryTerm | null {
  const parts: QueryPart[] = [];
  for (const run of runs(chunk)) {
    if (run.han) for (const text of hanParts(run.text)) parts.push({ text, han: true });
    else parts.push({ text: stem(run.text), han: false });
  }
  if (parts.length === 0) return null;
  // Punctuation around a term ("“临港”") is not part of it; inside one ("800,000") it is.
  const phrase = chunk.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  return { phrase, parts };
}

/** Parses a search query. An empty or punctuation-only query has no terms. */
export function parseQuery(input: string): ParsedQuery {
  const raw = input.trim().slice(0, MAX_QUERY_LENGTH);
  const chunks = normalize(raw)
    .split(/\s+/u)
    .filter((chunk) => chunk !== "");
  const meaningful = chunks.filter((chunk) => !LATIN_STOPWORDS.has(chunk));
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  for (const chunk of meaningful.length > 0 ? meaningful : chunks) {
    const term = termOf(chunk);
    if (!term || seen.has(term.phrase)) continue;
    seen.add(term.phrase);
    terms.push(term);
    if (terms.length === MAX_TERMS) break;
  }
  return { raw, terms };
}
