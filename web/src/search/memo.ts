import type { Locale } from "@/i18n/config";
import { buildIndex, type SearchIndex } from "./engine";
import { type SearchDocument, type SearchRecord, toRecord } from "./records";

/**
 * What identifies one version of the searchable content: every document's id and revision.
 * Sanity gives a document a new `_rev` on every change (the embedded publish script does the
 * same), and a publish, unpublish or scheduled item coming due changes the set of ids.
 */
export function fingerprint(docs: readonly SearchDocument[]): string {
  let key = `${docs.length}`;
  for (const doc of docs) key += `|${doc._id}:${doc._rev ?? ""}:${doc._updatedAt ?? ""}`;
  return key;
}

export function recordsOf(docs: readonly SearchDocument[], locale: Locale): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const doc of docs) {
    const record = toRecord(doc, locale);
    if (record) records.push(record);
  }
  return records;
}

/**
 * One index per locale, rebuilt only when the content it was built from changes. The content
 * source caches the query result until a publish revalidates it, so between publishes every
 * search reuses the same index; the first search after a publish builds a new one.
 */
export function createIndexCache(build: (locale: Locale, records: SearchRecord[]) => SearchIndex = buildIndex) {
  const entries = new Map<Locale, { key: string; index: SearchIndex }>();
  let builds = 0;
  return {
    get(locale: Locale, docs: readonly SearchDocument[]): SearchIndex {
      const key = fingerprint(docs);
      const entry = entries.get(locale);
      if (entry && entry.key === key) return entry.index;
      const index = build(locale, recordsOf(docs, locale));
      builds++;
      entries.set(locale, { key, index });
      return index;
    },
    /** How many indexes were built so far (for tests and diagnostics). */
    get builds() {
      return builds;
    },
  };
}
