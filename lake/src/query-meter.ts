// A query's allowance of memory and time, checked while it runs (issue 40: bench:abuse's lake at
// 4.3× its idle RSS). groq-js reads the dataset through the array's iterator each time a query
// scans `*` or follows a reference, so a query that multiplies the dataset (`*[]{"a":*[]{"b":*[]}}`)
// passes here millions of times: every 128 documents the worker's heap and the clock are looked
// at, and past either the query is stopped with an error as Sanity would give. The worker lives
// on: no termination, no fresh heap, and the pages of a terminated worker (which V8 keeps for
// about 8 s after an isolate ends) never pile up. The V8 heap limit and the pool's deadline stay
// behind this as the last resort (a heap-limit stop may abort the whole process: nodejs/node#47224).
import { getHeapStatistics } from "node:v8";

/** Thrown out of the dataset's iterator: the query used more than its allowance. */
export class OverAllowance extends Error {
  readonly kind: "memory" | "time";
  readonly allowance: number;
  constructor(kind: "memory" | "time", allowance: number) {
    super(`over the query's ${kind} allowance`);
    this.kind = kind;
    this.allowance = allowance;
  }
}

interface Meter {
  /** used_heap_size when the query started. */
  baseline: number;
  /** Bytes of heap the query may add. */
  memory: number;
  /** Date.now() past which the query stops. */
  deadline: number;
}

let current: Meter | null = null;
let visits = 0;

/**
 * Starts metering the query about to run (one at a time in a worker): it may add `memory` bytes
 * of heap to what the worker holds now, and run until `deadline`.
 */
export function startMeter(memory: number, deadline: number) {
  current = { baseline: getHeapStatistics().used_heap_size, memory, deadline };
}

/**
 * Ends the meter. After a failure, groq-js may still have branches of the query running (it
 * evaluates parts of an expression at once with Promise.all, and the first rejection does not stop
 * the others): until the microtasks have drained, every read of the dataset throws, so the rest of
 * the stopped query ends at its next document instead of running on unmetered beside the next one.
 */
export async function stopMeter(failed: boolean) {
  if (failed) {
    stopping = true;
    await new Promise((resolve) => setImmediate(resolve));
    stopping = false;
  }
  current = null;
}

let stopping = false;

function checkpoint() {
  if (!current) return;
  if (Date.now() > current.deadline) throw new OverAllowance("time", current.deadline);
  if (getHeapStatistics().used_heap_size - current.baseline > current.memory)
    throw new OverAllowance("memory", current.memory);
}

/**
 * Gives `docs` an iterator of its own that checks the running query's allowance every 128
 * documents. Indexing, `length` and `forEach` (the result writer) are untouched.
 */
export function metered<T>(docs: T[]): T[] {
  Object.defineProperty(docs, Symbol.iterator, {
    configurable: true,
    value: function* iterate(this: T[]) {
      for (let i = 0; i < this.length; i++) {
        if (stopping) throw new OverAllowance("time", 0);
        if ((++visits & 127) === 0) checkpoint();
        yield this[i] as T;
      }
    },
  });
  return docs;
}
