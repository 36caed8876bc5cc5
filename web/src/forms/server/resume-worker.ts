// A worker thread that checks resumes (resume-checks.ts), one at a time, and answers true or
// false. Started by resume-structure.ts with a heap limit and a deadline, so a hostile file costs
// this thread only, never the event loop that answers other visitors.
import { parentPort } from "node:worker_threads";
import { type CheckedKind, resumeChecks } from "./resume-checks.ts";

parentPort?.on("message", async ({ id, kind, bytes }: { id: number; kind: CheckedKind; bytes: Uint8Array }) => {
  parentPort?.postMessage({ id, ok: await resumeChecks(kind, bytes) });
});
