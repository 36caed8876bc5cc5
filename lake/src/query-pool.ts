// Queries run in a small pool of worker threads, each with a memory bound (V8 heap limits) and a
// deadline: a query past either is answered with an error and its worker is terminated and
// replaced. The HTTP thread only hands out work, so one hostile query (issue 32: a backtracking
// `match`, or `count(*[]{"a":*[]{"b":*[]{_id}}})`) can neither stall other requests nor keep
// SIGTERM from being handled. Each worker keeps the documents of the perspectives it was sent,
// per store version; a query after a commit sends that perspective's documents along once.
// Answers come back as JSON bytes written within `resultBytes` (query-worker.ts), transferred.
import { Worker } from "node:worker_threads";
import { LakeError } from "./errors.ts";
import type { QueryAnswer, QueryJob } from "./query-worker.ts";

export interface QueryLimits {
  /** Milliseconds from arrival (queue included) to answer; then 503 and the worker is replaced. */
  timeoutMs: number;
  /**
   * Heap a query may add while it runs, MB (query-meter.ts: checked as it reads the dataset), or
   * twice the worker's heap with its datasets when that is more; past it the query gets 400 and
   * the worker lives on.
   */
  workMb: number;
  /** V8 old-generation heap of a worker, MB: the last resort behind `workMb`; past it the worker dies and the query gets 503. */
  heapMb: number;
  /** Worker threads. */
  workers: number;
  /** Queries waiting for a worker; more are refused at once with 503. */
  maxQueued: number;
  /**
   * Bytes of a result as JSON (source map included), at least; past it the query gets 400. The
   * worker allows four times the JSON of the datasets it holds when that is more (query-worker.ts),
   * up to 64 MB, so a dataset holding Sanity's largest document (32 MB, the lake's JSON body cap)
   * can still read it back. 8 MB: 25 times the largest legitimate answer over the seed (`*[]`, the
   * whole dataset: 313 KB); at 32 MB the result bomb took bench:abuse's lake past twice its idle
   * memory (issue 40). At most `workers` such buffers exist at once.
   */
  resultBytes: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  timeoutMs: 10_000,
  workMb: 32,
  heapMb: 256,
  workers: 2,
  maxQueued: 200,
  resultBytes: 8 * 1024 * 1024,
};

/** A finished answer: the result (and its source map when asked) as UTF-8 JSON. */
export interface QueryOutput {
  result: Buffer;
  sourceMap?: Buffer;
}

interface Pending {
  job: Omit<QueryJob, "id" | "dataset" | "budget" | "memory" | "deadline" | "timeoutSeconds">;
  docs: () => unknown[];
  deadline: number;
  /** scans(query): the queue serves the fewest first. */
  scans: number;
  resolve: (value: QueryOutput) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  held: Map<string, number>;
  current: { id: number; pending: Pending; timer: NodeJS.Timeout } | null;
}

/**
 * Young generation of a worker, MB: what a query allocates and drops at once (groq-js's streams)
 * lives here; 16 rather than 32 keeps an idle worker's committed heap about 16 MB smaller.
 */
const YOUNG_GENERATION_MB = 16;
/** How long past its deadline a query may take to stop itself before its worker is terminated. */
const HARD_STOP_GRACE_MS = 1_000;
const WORKER_URL = new URL("./query-worker.ts", import.meta.url);
const bilingual = (zh: string, en: string) => `${zh} ${en}`;

export class QueryPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private readonly limits: QueryLimits;

  constructor(limits: QueryLimits = DEFAULT_QUERY_LIMITS) {
    this.limits = limits;
    for (let i = 0; i < limits.workers; i++) this.slots.push(this.spawn());
  }

  run(job: Pending["job"], docs: () => unknown[]): Promise<QueryOutput> {
    if (this.closed) return Promise.reject(new LakeError(503, "serviceUnavailable", "the lake is shutting down"));
    if (this.queue.length >= this.limits.maxQueued)
      return Promise.reject(
        new LakeError(
          503,
          "queryQueueFull",
          bilingual("查询过多，请稍后再试。", "Too many queries waiting; try again later."),
        ),
      );
    return new Promise((resolve, reject) => {
      this.queue.push({
        job,
        docs,
        deadline: Date.now() + this.limits.timeoutMs,
        scans: scans(job.query),
        resolve,
        reject,
      });
      this.dispatch();
    });
  }

  /** Terminates every worker; queued and running queries get 503. */
  async close() {
    this.closed = true;
    const gone = new LakeError(503, "serviceUnavailable", "the lake is shutting down");
    for (const pending of this.queue.splice(0)) pending.reject(gone);
    await Promise.all(
      this.slots.map((slot) => {
        if (slot.current) {
          clearTimeout(slot.current.timer);
          slot.current.pending.reject(gone);
          slot.current = null;
        }
        return slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    // An idle worker must not keep a finished process (tests, scripts) alive.
    worker.unref();
    const slot: Slot = { worker, held: new Map(), current: null };
    worker.on("message", (answer: QueryAnswer) => {
      const current = slot.current;
      if (!current || current.id !== answer.id) return;
      clearTimeout(current.timer);
      slot.current = null;
      if ("error" in answer) {
        const { status, type, message, details } = answer.error;
        current.pending.reject(new LakeError(status, type, message, details));
      } else
        current.pending.resolve({
          result: asBuffer(answer.result),
          ...(answer.sourceMap ? { sourceMap: asBuffer(answer.sourceMap) } : {}),
        });
      // Crash-only: a worker left holding much more heap than its datasets is replaced by a fresh
      // one (cheap: a thread, groq-js, the datasets sent again with its first query).
      if (answer.recycle) this.replace(slot, memoryOrCrash(null));
      else this.dispatch();
    });
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any crash: fail its query, start a fresh worker.
    worker.on("error", (error) => this.replace(slot, memoryOrCrash(error)));
    worker.on("exit", () => this.replace(slot, memoryOrCrash(null)));
    return slot;
  }

  private replace(slot: Slot, error: LakeError) {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    if (slot.current) {
      clearTimeout(slot.current.timer);
      slot.current.pending.reject(error);
      slot.current = null;
    }
    slot.worker.removeAllListeners();
    slot.worker.on("error", () => undefined);
    void slot.worker.terminate();
    if (this.closed) {
      this.slots.splice(index, 1);
      return;
    }
    this.slots[index] = this.spawn();
    this.dispatch();
  }

  /**
   * The waiting query that reads the dataset the fewest times, the earliest among equals: while
   * hostile joins fill the line, an editor's or the site's plain query is served next instead of
   * waiting behind them up to its deadline (bench:abuse: 9 s). A heavy query still runs whenever
   * no lighter one waits; under a flood of light ones it may reach its deadline (503, retried).
   */
  private next(): Pending | undefined {
    let best = 0;
    for (let i = 1; i < this.queue.length; i++)
      if ((this.queue[i] as Pending).scans < (this.queue[best] as Pending).scans) best = i;
    return this.queue.splice(best, 1)[0];
  }

  private dispatch() {
    for (const slot of this.slots) {
      if (slot.current) continue;
      for (const late of this.queue.filter((pending) => pending.deadline <= Date.now())) {
        this.queue.splice(this.queue.indexOf(late), 1);
        late.reject(timeoutError(this.limits.timeoutMs));
      }
      const pending = this.next();
      if (!pending) return;
      const id = this.nextId++;
      const job: QueryJob = {
        ...pending.job,
        id,
        budget: this.limits.resultBytes,
        memory: this.limits.workMb * 1024 * 1024,
        deadline: pending.deadline,
        timeoutSeconds: this.limits.timeoutMs / 1000,
      };
      if (slot.held.get(job.perspective) !== job.version) {
        job.dataset = pending.docs();
        slot.held.set(job.perspective, job.version);
      }
      // The worker stops the query itself at the deadline (query-meter.ts); this timer is for a
      // query that never reads the dataset again before it.
      const timer = setTimeout(
        () => this.replace(slot, timeoutError(this.limits.timeoutMs)),
        pending.deadline + HARD_STOP_GRACE_MS - Date.now(),
      );
      slot.current = { id, pending, timer };
      slot.worker.postMessage(job);
    }
  }
}

/**
 * How many times a query may read the whole dataset, from its text alone (no parsing on the HTTP
 * thread): each `*` and each `->` (groq-js follows a reference by reading the dataset). Nested
 * reads multiply, so the count bounds the depth of a join; a `*` inside a string or a product
 * only makes a query wait longer when the line is full, never refused.
 */
export function scans(query: string): number {
  let count = 0;
  for (let i = query.indexOf("*"); i !== -1; i = query.indexOf("*", i + 1)) count++;
  for (let i = query.indexOf("->"); i !== -1; i = query.indexOf("->", i + 2)) count++;
  return count;
}

/** A view of the transferred bytes, not a copy. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function timeoutError(ms: number) {
  return new LakeError(
    503,
    "queryTimeout",
    bilingual(`查询超过 ${ms / 1000} 秒，已中止。`, `The query ran longer than ${ms / 1000} s and was stopped.`),
  );
}

function memoryOrCrash(error: unknown) {
  const code = (error as { code?: string } | null)?.code;
  return code === "ERR_WORKER_OUT_OF_MEMORY"
    ? new LakeError(
        503,
        "queryMemoryLimit",
        bilingual("查询占用内存过多，已中止。", "The query needed too much memory and was stopped."),
      )
    : new LakeError(503, "queryWorkerFailed", bilingual("查询未能完成。", "The query could not be completed."));
}
