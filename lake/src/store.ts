// The dataset and its durability.
//
// On disk (in the data folder):
//   dataset.ndjson      the documents, in Sanity's NDJSON export format (drafts included): the
//                       snapshot, rewritten atomically by compaction
//   transactions.ndjson one line per committed transaction, appended and fsynced before the
//                       client is answered; also the document history
//   snapshot.json       how many transactions dataset.ndjson already contains
//
// A transaction line holds the full resulting documents (not just the patches), so replaying a
// line over a snapshot that already contains it changes nothing: a crash between writing the
// snapshot and snapshot.json only makes the next start replay a few lines again. A line cut short
// by a crash was never acknowledged (the answer waits for fsync), and is dropped on start.
import { EventEmitter } from "node:events";
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { traced } from "@wafer/server-kit/tracing";
import { badRequest } from "./errors.ts";
import { errorField, logger } from "./ops/log.ts";
import { commitDuration } from "./ops/metrics.ts";
import type { Change, Doc, Transaction, WorkingSet } from "./types.ts";

interface LogChange {
  id: string;
  previousRev: string | null;
  after: Doc | null;
  mutations: Record<string, unknown>[];
}
interface LogLine {
  seq: number;
  id: string;
  timestamp: string;
  author: string;
  changes: LogChange[];
}

/** One revision of one document, for the history API. */
export interface Revision {
  seq: number;
  transactionId: string;
  timestamp: string;
  author: string;
  previousRev: string | null;
  after: Doc | null;
  mutations: Record<string, unknown>[];
}

const COMPACT_EVERY = 500;
const DOCUMENT_ID = /^[a-zA-Z0-9._-]+$/;
/** 128 characters of id (mutations.ts) and a `drafts.` or `versions.<release>.` prefix. */
const MAX_DOCUMENT_ID_LENGTH = 200;

export function fsyncDir(dir: string) {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes a file so that either the old or the new content is there after a crash, never a mix. */
export function writeFileDurably(file: string, content: string | Buffer) {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, "w");
  try {
    writeSync(fd, typeof content === "string" ? Buffer.from(content) : content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  fsyncDir(path.dirname(file));
}

export class Store extends EventEmitter<{ transaction: [Transaction] }> {
  readonly dir: string;
  private docs = new Map<string, Doc>();
  private history = new Map<string, Revision[]>();
  private transactions = new Map<string, Transaction & { seq: number }>();
  private seq = 0;
  private compactedSeq = 0;
  private logFd = -1;
  private queue: Promise<unknown> = Promise.resolve();
  /** Bumped on every commit; caches of derived views key on it. */
  version = 0;
  /**
   * Work that must be done, and durable, before a commit is acknowledged and before the next
   * commit starts (the webhook queue): it sees the dataset exactly as the transaction left it.
   */
  private commitHooks: ((transaction: Transaction) => Promise<void>)[] = [];

  constructor(dir: string) {
    super();
    this.dir = dir;
  }

  private file(name: string) {
    return path.join(this.dir, name);
  }

  open() {
    // Owner-only (issue 34): editors' accounts and sessions and unpublished drafts live here. The
    // folder's mode keeps everyone else out of every file in it, whatever the umask made them.
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    chmodSync(this.dir, 0o700);
    const snapshot = this.file("dataset.ndjson");
    if (existsSync(snapshot)) {
      for (const line of readFileSync(snapshot, "utf8").split("\n")) {
        if (line.trim() === "") continue;
        const doc = JSON.parse(line) as Doc;
        this.docs.set(doc._id, doc);
      }
    }
    if (existsSync(this.file("snapshot.json")))
      this.compactedSeq = (JSON.parse(readFileSync(this.file("snapshot.json"), "utf8")) as { seq: number }).seq;
    this.seq = this.compactedSeq;
    this.replayLog();
    this.logFd = openSync(this.file("transactions.ndjson"), "a");
  }

  private replayLog() {
    const log = this.file("transactions.ndjson");
    if (!existsSync(log)) return;
    const text = readFileSync(log, "utf8");
    let validBytes = 0;
    let offset = 0;
    for (const line of text.split("\n")) {
      const end = offset + Buffer.byteLength(line) + 1;
      if (line.trim() !== "") {
        let entry: LogLine;
        try {
          entry = JSON.parse(line) as LogLine;
        } catch {
          break; // a torn last line: written but never acknowledged
        }
        if (end > Buffer.byteLength(text)) break; // no newline yet: torn as well
        this.index(entry, entry.seq > this.compactedSeq);
        this.seq = Math.max(this.seq, entry.seq);
      }
      validBytes = Math.min(end, Buffer.byteLength(text));
      offset = end;
    }
    if (validBytes < statSync(log).size) {
      // Cut the torn tail so the next append starts on a clean line.
      const fd = openSync(log, "r+");
      ftruncateSync(fd, validBytes);
      fsyncSync(fd);
      closeSync(fd);
    }
  }

  /** Adds a logged transaction to the history index; `apply` also replays it onto the documents. */
  private index(entry: LogLine, apply: boolean): Transaction {
    const changes: Change[] = [];
    for (const change of entry.changes) {
      const before = this.docs.get(change.id) ?? null;
      if (apply) {
        if (change.after) this.docs.set(change.id, change.after);
        else this.docs.delete(change.id);
      }
      const revisions = this.history.get(change.id) ?? [];
      revisions.push({
        seq: entry.seq,
        transactionId: entry.id,
        timestamp: entry.timestamp,
        author: entry.author,
        previousRev: change.previousRev,
        after: change.after,
        mutations: change.mutations,
      });
      this.history.set(change.id, revisions);
      changes.push({ id: change.id, before, after: change.after, mutations: change.mutations });
    }
    const transaction = { seq: entry.seq, id: entry.id, timestamp: entry.timestamp, author: entry.author, changes };
    this.transactions.set(entry.id, transaction);
    return transaction;
  }

  get(id: string): Doc | null {
    return this.docs.get(id) ?? null;
  }

  all(): IterableIterator<Doc> {
    return this.docs.values();
  }

  get size() {
    return this.docs.size;
  }

  revisions(id: string): readonly Revision[] {
    return this.history.get(id) ?? [];
  }

  transaction(id: string) {
    return this.transactions.get(id);
  }

  get lastSeq() {
    return this.seq;
  }

  /** Committed transactions after `seq`, oldest first. */
  transactionsAfter(seq: number): Transaction[] {
    return [...this.transactions.values()].filter((t) => t.seq > seq).sort((a, b) => a.seq - b.seq);
  }

  onCommit(hook: (transaction: Transaction) => Promise<void>) {
    this.commitHooks.push(hook);
  }

  /**
   * Runs `build` against a working set and commits what it wrote as one transaction: all of it is
   * on disk before the returned promise resolves, or none of it is applied. Commits run one at a
   * time, so revision checks inside `build` see the latest committed state.
   */
  commit<T>(
    options: { transactionId: string; author: string; timestamp?: string; dryRun?: boolean },
    build: (set: WorkingSet) => Promise<T> | T,
    mutationsFor?: (id: string, before: Doc | null, after: Doc | null) => Record<string, unknown>[] | undefined,
  ): Promise<{ transaction: Transaction; result: T }> {
    // A span of the request's trace when traces are on (@wafer/server-kit/tracing); the webhook queue, a commit
    // hook, records that trace with each delivery.
    const run = () => traced("commit", {}, work);
    const work = async () => {
      const started = performance.now();
      const writes = new Map<string, Doc | null>();
      const set: WorkingSet = {
        get: (id) => (writes.has(id) ? (writes.get(id) ?? null) : this.get(id)),
        put: (id, doc) => {
          writes.set(id, doc);
        },
      };
      const result = await build(set);
      const timestamp = options.timestamp ?? new Date().toISOString();
      const changes = this.changesOf(writes, { ...options, timestamp }, mutationsFor);
      const entry: LogLine = {
        seq: this.seq + 1,
        id: options.transactionId,
        timestamp,
        author: options.author,
        changes,
      };
      if (changes.length === 0 || options.dryRun) {
        // A dry run still carries its would-be changes (the mutate answer's documents), unwritten.
        const wouldBe = options.dryRun
          ? changes.map(({ id, after, mutations }) => ({ id, before: this.get(id), after, mutations }))
          : [];
        return {
          transaction: { seq: this.seq, id: entry.id, timestamp, author: entry.author, changes: wouldBe },
          result,
        };
      }
      writeSync(this.logFd, `${JSON.stringify(entry)}\n`);
      fsyncSync(this.logFd);
      this.seq = entry.seq;
      this.version += 1;
      const transaction = this.index(entry, true);
      for (const hook of this.commitHooks) {
        // The transaction is already durable: a failing hook is reported, not turned into an
        // error for a write that did happen.
        await hook(transaction).catch((error: unknown) =>
          logger.error({ err: errorField(error), transaction: transaction.id }, "commit hook failed"),
        );
      }
      commitDuration.observe((performance.now() - started) / 1000);
      this.emit("transaction", transaction);
      if (this.seq - this.compactedSeq >= COMPACT_EVERY) this.compact();
      return { transaction, result };
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** What a transaction's writes change, as documents stamped with its revision and time. */
  private changesOf(
    writes: Map<string, Doc | null>,
    options: { transactionId: string; timestamp: string },
    mutationsFor?: (id: string, before: Doc | null, after: Doc | null) => Record<string, unknown>[] | undefined,
  ): LogChange[] {
    const { transactionId, timestamp } = options;
    const changes: LogChange[] = [];
    for (const [id, written] of writes) {
      // Every document id a transaction writes, whichever API wrote it (actions pass ids through
      // unchecked), is a key of the dataset and its history in memory (issue 40).
      if (!DOCUMENT_ID.test(id) || id.length > MAX_DOCUMENT_ID_LENGTH)
        throw badRequest(`document id "${id.slice(0, 80)}" is not valid (letters, digits, . _ -)`);
      const before = this.get(id);
      if (!before && !written) continue;
      const after: Doc | null = written
        ? {
            ...written,
            _id: id,
            _createdAt: (before?._createdAt as string | undefined) ?? written._createdAt ?? timestamp,
            _updatedAt: timestamp,
            _rev: transactionId,
          }
        : null;
      changes.push({
        id,
        previousRev: before?._rev ?? null,
        after,
        mutations: mutationsFor?.(id, before, after) ?? replacement(id, after),
      });
    }
    return changes;
  }

  /** Resolves when every commit started so far has finished. */
  async flush() {
    await this.queue;
  }

  /** Rewrites dataset.ndjson with every document; the log stays as the history. */
  compact() {
    const lines = [...this.docs.values()].map((doc) => JSON.stringify(doc)).join("\n");
    writeFileDurably(this.file("dataset.ndjson"), lines ? `${lines}\n` : "");
    writeFileDurably(this.file("snapshot.json"), JSON.stringify({ seq: this.seq }));
    this.compactedSeq = this.seq;
  }

  close() {
    if (this.logFd < 0) return;
    this.compact();
    closeSync(this.logFd);
    this.logFd = -1;
  }
}

/** Mutations that turn any previous state into `after`: what the listener sends by default. */
export function replacement(id: string, after: Doc | null): Record<string, unknown>[] {
  return after ? [{ createOrReplace: after }] : [{ delete: { id } }];
}
