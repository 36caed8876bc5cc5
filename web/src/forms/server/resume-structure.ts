import "server-only";
import { Worker } from "node:worker_threads";
import type { ResumeKind } from "../resume";
import { BoundedQueue, QueueFull } from "./check-queue";

// The whole structure of an uploaded resume, checked on the server before it is stored or mailed
// to HR. The browser-side check (resume.ts) only looks at the first bytes, so "%PDF-" followed by
// an HTML page passed; here a PDF must parse into a document with pages (pdf-lib's parser), a
// DOCX must be a ZIP whose [Content_Types].xml declares a WordprocessingML main document that the
// package contains, and a DOC must carry a valid Compound File header (resume-checks.ts).
//
// Off the event loop (issue 32): checks run in up to two worker threads with a heap limit and a
// deadline; past the deadline the worker is terminated and the file counts as unreadable, so the
// form answers "could not be read" and nothing is stored. A bounded line in front (issue 40): four
// more checks may wait; past that the form answers 503 with Retry-After at once.

/** Deadline of one check; a real 10 MB resume parses in well under a second. */
export const RESUME_CHECK_TIMEOUT_MS = 10_000;
const HEAP_MB = 128;
const WORKERS = 2;
/**
 * Checks that may wait for a worker. A waiting upload waits at most WAITING / WORKERS deadlines
 * (20 s) before its own check starts, so its answer comes within 30 s, well inside the proxy's
 * 60 s (deploy/nginx.conf); a real check takes tens of milliseconds, so honest applicants, a few
 * a day, never meet a full line.
 */
const WAITING = 4;

/**
 * What came of checking one file: it parses (`readable`), it does not or its worker failed
 * (`damaged`), it ran past the deadline (`timeout`), or the line of checks was full (`busy`).
 */
export type ResumeVerdict = "readable" | "damaged" | "timeout" | "busy";

/** Retry-After of a `busy` answer: within one deadline every running check has ended. */
export const CHECK_QUEUE_RETRY_SECONDS = RESUME_CHECK_TIMEOUT_MS / 1000;

/** Admission to the workers; exported for the tests that fill it. */
export const resumeCheckQueue = new BoundedQueue(WORKERS, WAITING);

// Workers are started on first use and kept (starting one and loading pdf-lib costs more than a
// check); one that failed or ran past the deadline is terminated and forgotten. The queue admits
// at most WORKERS checks at once, so at most WORKERS workers exist.
const idle: Worker[] = [];
let nextId = 1;

function startWorker(): Worker {
  const worker = new Worker(new URL("./resume-worker.ts", import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 16 },
  });
  // An idle worker must not keep a finished process (tests, scripts) alive.
  worker.unref();
  return worker;
}

function runInWorker(kind: ResumeKind, bytes: Uint8Array): Promise<Exclude<ResumeVerdict, "busy">> {
  const worker = idle.pop() ?? startWorker();
  const id = nextId++;
  return new Promise((resolve) => {
    const done = (verdict: Exclude<ResumeVerdict, "busy">, healthy: boolean) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onFailure);
      worker.off("exit", onFailure);
      if (healthy) idle.push(worker);
      else {
        worker.removeAllListeners();
        worker.on("error", () => undefined);
        void worker.terminate();
      }
      resolve(verdict);
    };
    const onMessage = (answer: { id: number; ok: unknown }) => {
      if (answer.id === id) done(answer.ok === true ? "readable" : "damaged", true);
    };
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any crash: the file could not be read.
    const onFailure = () => done("damaged", false);
    const timer = setTimeout(() => done("timeout", false), RESUME_CHECK_TIMEOUT_MS);
    worker.on("message", onMessage);
    worker.on("error", onFailure);
    worker.on("exit", onFailure);
    // A copy: the handler keeps `bytes` to store them.
    worker.postMessage({ id, kind, bytes });
  });
}

/** Checks one uploaded file in a worker; `busy` at once when the line of checks is full. */
export async function checkResume(kind: ResumeKind, bytes: Uint8Array): Promise<ResumeVerdict> {
  try {
    return await resumeCheckQueue.run(() => runInWorker(kind, bytes));
  } catch (error) {
    if (error instanceof QueueFull) return "busy";
    throw error;
  }
}
