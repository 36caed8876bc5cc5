// Document history, derived from the transaction log: what the studio's history panel and its
// "compare" view read.
//
// - /data/history/{ds}/transactions/{ids}: NDJSON, one line per transaction touching the ids,
//   with mendoza effects per document. Effects are whole-value replacements (`[0, value]`), which
//   is valid mendoza: the studio rebuilds every past version by applying them.
// - /data/history/{ds}/documents/{ids}?revision=|time=: the documents as they were then.
// - /data/history/{ds}/events/documents/{id}: the publish/unpublish/create/discard/delete events of
//   a document (edits the studio derives itself from the transactions).
import type { Revision, Store } from "./store.ts";
import type { Doc } from "./types.ts";

interface TransactionLine {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  mutations?: unknown[];
  effects: Record<string, { apply: unknown[]; revert: unknown[] }>;
}

const previousOf = (revisions: readonly Revision[], index: number): Doc | null =>
  index > 0 ? ((revisions[index - 1] as Revision).after ?? null) : null;

/** The transactions that touched any of `ids`, oldest first, as the transactions endpoint lists them. */
export function transactionsFor(store: Store, ids: string[], search: URLSearchParams): TransactionLine[] {
  const byTransaction = new Map<string, TransactionLine & { seq: number }>();
  const excludeContent = search.get("excludeContent") === "true";
  for (const id of ids) {
    const revisions = store.revisions(id);
    revisions.forEach((revision, index) => {
      let line = byTransaction.get(revision.transactionId);
      if (!line) {
        line = {
          seq: revision.seq,
          id: revision.transactionId,
          timestamp: revision.timestamp,
          author: revision.author,
          documentIDs: [],
          effects: {},
          ...(excludeContent ? {} : { mutations: [] }),
        };
        byTransaction.set(revision.transactionId, line);
      }
      line.documentIDs.push(id);
      line.effects[id] = { apply: [0, revision.after], revert: [0, previousOf(revisions, index)] };
      if (line.mutations) line.mutations.push(...revision.mutations);
    });
  }
  let lines = [...byTransaction.values()].sort((a, b) => a.seq - b.seq);
  const from = search.get("fromTransaction");
  const to = search.get("toTransaction");
  if (from) {
    const at = lines.findIndex((line) => line.id === from);
    if (at >= 0) lines = lines.slice(at);
  }
  if (to) {
    const at = lines.findIndex((line) => line.id === to);
    if (at >= 0) lines = lines.slice(0, at + 1);
  }
  const fromTime = search.get("fromTime");
  const toTime = search.get("toTime");
  if (fromTime) lines = lines.filter((line) => line.timestamp >= fromTime);
  if (toTime) lines = lines.filter((line) => line.timestamp <= toTime);
  if (search.get("reverse") === "true") lines.reverse();
  const limit = Number(search.get("limit") ?? "");
  if (Number.isInteger(limit) && limit > 0) lines = lines.slice(0, limit);
  return lines.map(({ seq: _seq, ...line }) => line);
}

/** A document as it was at a revision (its transaction id) or at a time. */
export function documentAt(store: Store, id: string, search: URLSearchParams): Doc | null {
  const revisions = store.revisions(id);
  const revision = search.get("revision");
  const time = search.get("time");
  if (revision) {
    const found = revisions.find((entry) => entry.transactionId === revision);
    if (found) return found.after;
    // A revision from before the log began (the seed): the current document if it still has it.
    const current = store.get(id);
    return current?._rev === revision ? current : null;
  }
  if (time) {
    let result: Doc | null = null;
    let seen = false;
    for (const entry of revisions) {
      if (entry.timestamp > time) break;
      result = entry.after;
      seen = true;
    }
    if (seen) return result;
    const current = store.get(id);
    return revisions.length === 0 ? current : null;
  }
  return store.get(id);
}

/** Events of a document in the shape of the events API, newest first. */
export function documentEvents(store: Store, requestedId: string) {
  const publishedId = requestedId.replace(/^drafts\./, "");
  const draftId = `drafts.${publishedId}`;
  const published = store.revisions(publishedId);
  const drafts = store.revisions(draftId);
  const byTransaction = new Map<
    string,
    { seq: number; timestamp: string; author: string; p?: Revision; d?: Revision; dPrev?: string | null }
  >();
  for (const [list, key] of [
    [published, "p"],
    [drafts, "d"],
  ] as const) {
    for (const revision of list) {
      const entry = byTransaction.get(revision.transactionId) ?? {
        seq: revision.seq,
        timestamp: revision.timestamp,
        author: revision.author,
      };
      entry[key] = revision;
      byTransaction.set(revision.transactionId, entry);
    }
  }
  const events: Record<string, unknown>[] = [];
  for (const [transactionId, entry] of [...byTransaction].sort((a, b) => b[1].seq - a[1].seq)) {
    const base = { timestamp: entry.timestamp, author: entry.author, documentId: publishedId };
    const { p, d } = entry;
    if (p?.after && !d?.after) {
      events.push({
        ...base,
        type: "publishDocumentVersion",
        id: transactionId,
        revisionId: transactionId,
        versionId: draftId,
        versionRevisionId: d?.previousRev ?? p.previousRev ?? transactionId,
      });
    } else if (p && !p.after && d?.after) {
      events.push({ ...base, type: "unpublishDocument", versionId: draftId, versionRevisionId: transactionId });
    } else if (p && !p.after) {
      events.push({ ...base, type: "deleteDocumentGroup" });
    } else if (d && !d.after) {
      events.push({ ...base, type: "deleteDocumentVersion", versionId: draftId, versionRevisionId: d.previousRev });
    } else if (d?.after && !d.previousRev) {
      events.push({ ...base, type: "createDocumentVersion", versionId: draftId, versionRevisionId: transactionId });
    }
  }
  return { events: { [requestedId]: events }, nextCursor: "" };
}
