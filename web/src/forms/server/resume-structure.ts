import "server-only";
import { Worker } from "node:worker_threads";
import type { ResumeKind } from "../resume";

// The whole structure of an uploaded resume, checked on the server before it is stored or mailed
// to HR. The browser-side check (resume.ts) only looks at the first bytes, so "%PDF-" followed by
// an HTML page passed; here a PDF must parse into a document with pages (pdf-lib's parser), a
// DOCX must be a ZIP whose [Content_Types].xml declares a WordprocessingML main document that the
// package contains, and a DOC must carry a valid Compound File header (resume-checks.ts).
//
// Off the event loop (issue 32): each check runs in a worker thread with a heap limit and a
// deadline, at most two at a time; past the deadline the worker is terminated and the file counts
// as unreadable, so the form answers "could not be read" and nothing is stored.

/** Deadline of one check; a real 10 MB resume parses in well under a second. */
export const RESUME_CHECK_TIMEOUT_MS = 10_000;
const HEAP_MB = 128;
const CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

export async function resumeIsWellFormed(kind: ResumeKind, bytes: Uint8Array): Promise<boolean> {
  if (running >= CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await checkInWorker(kind, bytes);
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function checkInWorker(kind: ResumeKind, bytes: Uint8Array): Promise<boolean> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./resume-worker.ts", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 16 },
    });
    const done = (ok: boolean) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      worker.on("error", () => undefined);
      void worker.terminate();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), RESUME_CHECK_TIMEOUT_MS);
    worker.once("message", (ok: unknown) => done(ok === true));
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any crash: the file could not be read.
    worker.once("error", () => done(false));
    worker.once("exit", () => done(false));
    // A copy: the handler keeps `bytes` to store them.
    worker.postMessage({ kind, bytes });
  });
}
