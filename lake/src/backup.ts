// A consistent copy of a lake's data folder, taken while the lake runs and commits (`pnpm backup`,
// scripts/ops/backup.mjs). No request to the lake is needed, and none is made: the files are read in
// an order that makes the copy a state the lake really had, by the rules of store.ts.
//
//   1. snapshot.json   S, how many transactions the snapshot holds
//   2. dataset.ndjson  replaced whole by rename at compaction, so one read sees one version, which
//                      holds at least S transactions (compaction writes the dataset before S)
//   3. transactions.ndjson, up to its last complete line: append-only, never rewritten, so it holds
//                      every transaction the dataset holds and every one acknowledged before this
//                      read began (the answer waits for fsync). A line being written is left out,
//                      as the lake itself drops it at start: it was never acknowledged.
//   4. assets/         after the log: an upload's file is written before the transaction that
//                      names it, so every asset the copied log names has its file (then
//                      deleted-assets/, where a file goes when its document is deleted).
//
// On start the lake replays the log's lines after S over the dataset; a line holds the whole
// documents it wrote, so replaying lines the dataset already contains changes nothing. The copy
// is therefore the lake as it was when step 3 read the log.
//
// Also copied: sessions (editors stay signed in), studio preferences and an editors file kept in
// the folder. Not copied: the webhook queue (deliveries for the site that was running: a restored
// site starts with empty caches and renders from the restored content anyway).
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export interface LakeCopy {
  /** Transactions in the copied log (the last one's seq). */
  lastSeq: number;
  /** Files under assets/. */
  assets: number;
}

const EXTRA_FILES = ["sessions.json", "keyvalue.json", "editors"];

/** Reads a file up to and including its last newline (a line still being appended is left out). */
function completeLines(file: string): Buffer {
  const fd = openSync(file, "r");
  try {
    const chunks: Buffer[] = [];
    const chunk = Buffer.alloc(1 << 20);
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(Buffer.from(chunk.subarray(0, read)));
    }
    const all = Buffer.concat(chunks);
    return all.subarray(0, all.lastIndexOf(0x0a) + 1);
  } finally {
    closeSync(fd);
  }
}

function lastSeqOf(log: Buffer): number {
  const text = log.toString("utf8").trimEnd();
  const last = text.slice(text.lastIndexOf("\n") + 1);
  if (!last) return 0;
  try {
    return (JSON.parse(last) as { seq: number }).seq;
  } catch {
    return 0;
  }
}

/** Copies the lake's data folder `from` into the new folder `to` (owner-only), consistently. */
export function copyLakeData(from: string, to: string): LakeCopy {
  if (!existsSync(from)) throw new Error(`no lake data folder at ${from}`);
  mkdirSync(to, { recursive: true, mode: 0o700 });
  const copy = (name: string) => {
    const source = path.join(from, name);
    if (!existsSync(source)) return false;
    copyFileSync(source, path.join(to, name));
    return true;
  };
  copy("snapshot.json");
  copy("dataset.ndjson");
  const logFile = path.join(from, "transactions.ndjson");
  const log = existsSync(logFile) ? completeLines(logFile) : Buffer.alloc(0);
  writeFileSync(path.join(to, "transactions.ndjson"), log, { mode: 0o600 });
  let assets = 0;
  mkdirSync(path.join(to, "assets"), { mode: 0o700 });
  // deleted-assets/ after assets/: a file whose document was deleted after the log was read has
  // moved there in the meantime, and the copied log still names it. Both land in the copy's
  // assets/; on start the lake withdraws those no document names (deleted-assets.ts).
  for (const folder of ["assets", "deleted-assets"]) {
    const assetsFrom = path.join(from, folder);
    if (!existsSync(assetsFrom)) continue;
    for (const entry of readdirSync(assetsFrom, { withFileTypes: true })) {
      // A file being written durably is first a `<name>.<pid>.tmp`: not an asset yet.
      if (!entry.isFile() || entry.name.endsWith(".tmp")) continue;
      if (existsSync(path.join(to, "assets", entry.name))) continue;
      copyFileSync(path.join(assetsFrom, entry.name), path.join(to, "assets", entry.name));
      assets++;
    }
  }
  for (const name of EXTRA_FILES) copy(name);
  return { lastSeq: lastSeqOf(log), assets };
}
