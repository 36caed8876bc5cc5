// A worker thread that checks one resume (resume-checks.ts) and answers true or false.
// Started by resume-structure.ts with a heap limit and a deadline, so a hostile file costs this
// thread only, never the event loop that answers other visitors.
import { parentPort } from "node:worker_threads";
import { type CheckedKind, resumeChecks } from "./resume-checks.ts";

parentPort?.once("message", async ({ kind, bytes }: { kind: CheckedKind; bytes: Uint8Array }) => {
  parentPort?.postMessage(await resumeChecks(kind, bytes));
});
