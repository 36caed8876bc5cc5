import "server-only";
import { Worker } from "node:worker_threads";
import type { ResumeKind } from "../resume";

// The whole structure of an uploaded resume, checked on the server before it is stored or mailed
// to HR. The browser-side check (resume.ts) only looks at the first bytes, so "%PDF-" followed by
// an HTML page passed; here a PDF must parse into a document with pages (pdf-lib's parser), a
// DOCX must be a ZIP whose [Content_Types].xml declares a WordprocessingML main document that the
// package contains, and a DOC must carry a valid Compound File header (resume-checks.ts).
//
// Off the event loop (issue 32): checks run in up to two worker threads with a heap limit and a
// deadline; past the deadline the worker is terminated and the file counts as unreadable, so the
// form answers "could not be read" and nothing is stored.

/** Deadline of one check; a real 10 MB resume parses in well under a second. */
export const RESUME_CHECK_TIMEOUT_MS = 10_000;
const HEAP_MB = 128;
const WORKERS = 2;

interface Slot {
  worker: Worker;
  busy: boolean;
}

// Workers are started on first use and kept (starting one and loading pdf-lib costs more than a
// check); one that failed or ran past the deadline is terminated and forgotten.
const slots: Slot[] = [];
const waiting: ((slot: Slot) => void)[] = [];
let nextId = 1;

function startWorker(): Slot {
  const worker = new Worker(new URL("./resume-worker.ts", import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 16 },
  });
  // An idle worker must not keep a finished process (tests, scripts) alive.
  worker.unref();
  const slot = { worker, busy: false };
  slots.push(slot);
  return slot;
}

async function acquire(): Promise<Slot> {
  const idle = slots.find((slot) => !slot.busy);
  const slot = idle ?? (slots.length < WORKERS ? startWorker() : await new Promise<Slot>((r) => waiting.push(r)));
  slot.busy = true;
  return slot;
}

function release(slot: Slot, healthy: boolean) {
  if (!healthy) {
    slots.splice(slots.indexOf(slot), 1);
    slot.worker.removeAllListeners();
    slot.worker.on("error", () => undefined);
    void slot.worker.terminate();
  }
  const next = waiting.shift();
  if (!next) {
    slot.busy = false;
    return;
  }
  next(healthy ? slot : startWorker());
}

export async function resumeIsWellFormed(kind: ResumeKind, bytes: Uint8Array): Promise<boolean> {
  const slot = await acquire();
  const id = nextId++;
  return new Promise((resolve) => {
    const { worker } = slot;
    const done = (ok: boolean, healthy: boolean) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onFailure);
      worker.off("exit", onFailure);
      release(slot, healthy);
      resolve(ok);
    };
    const onMessage = (answer: { id: number; ok: unknown }) => {
      if (answer.id === id) done(answer.ok === true, true);
    };
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any crash: the file could not be read.
    const onFailure = () => done(false, false);
    const timer = setTimeout(onFailure, RESUME_CHECK_TIMEOUT_MS);
    worker.on("message", onMessage);
    worker.on("error", onFailure);
    worker.on("exit", onFailure);
    // A copy: the handler keeps `bytes` to store them.
    worker.postMessage({ id, kind, bytes });
  });
}
