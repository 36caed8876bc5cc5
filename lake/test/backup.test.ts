// `pnpm backup`'s copy of a running lake's folder (src/backup.ts): taken again and again while ten
// writers commit and upload and the lake compacts its snapshot, every copy opens as a lake holding
// everything acknowledged before the copy began, and nothing that was never written.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyLakeData } from "../src/backup.ts";
import { Store } from "../src/store.ts";
import { type RunningLake, removeDir, startLake, tempDataDir } from "./harness.ts";

const dirs: string[] = [];
let lake: RunningLake | undefined;
afterAll(async () => {
  await lake?.stop();
  for (const dir of dirs) removeDir(dir);
});

interface Acknowledged {
  probes: Map<string, number>;
  files: Map<string, Buffer>;
}

describe("a copy of a running lake's data folder", () => {
  it("holds every acknowledged change and upload, across a compaction, as a lake that opens", async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    lake = await startLake({}, dataDir);
    // Owner-only: editors' accounts, sessions and unpublished drafts live here.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const running = lake;
    const acknowledged: Acknowledged = { probes: new Map(), files: new Map() };
    const highest = new Map<string, number>();
    let transactions = 0;
    let stop = false;

    const writer = async (i: number) => {
      for (let n = 1; !stop; n++) {
        if (n % 10 === 0) {
          const bytes = Buffer.from(`writer ${i} file ${n} ${Math.random()}`);
          const response = await running.api(`/assets/files/production?filename=w${i}-${n}.txt`, {
            method: "POST",
            body: bytes,
          });
          expect(response.status).toBe(200);
          const { document } = (await response.json()) as { document: { _id: string } };
          acknowledged.files.set(document._id, bytes);
        } else {
          const id = `probe-${i}`;
          highest.set(id, n);
          const response = await running.mutate([{ createOrReplace: { _id: id, _type: "probe", n } }]);
          expect(response.status).toBe(200);
          acknowledged.probes.set(id, n);
        }
        transactions++;
      }
    };

    const copies: { dir: string; before: Acknowledged }[] = [];
    const writers = Array.from({ length: 10 }, (_, i) => writer(i));
    // Past 500 transactions the lake rewrites its snapshot: copies are taken before, during and
    // after, and at least six of them however fast this machine commits (the writers run on until
    // the copying stops).
    while (transactions < 650 || copies.length < 6) {
      const before = { probes: new Map(acknowledged.probes), files: new Map(acknowledged.files) };
      const dir = tempDataDir();
      dirs.push(dir);
      removeDir(dir);
      copyLakeData(dataDir, dir);
      copies.push({ dir, before });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stop = true;
    await Promise.all(writers);
    expect(
      (JSON.parse(readFileSync(path.join(dataDir, "snapshot.json"), "utf8")) as { seq: number }).seq,
    ).toBeGreaterThanOrEqual(500);

    // The whole history, to say what the lake held after each transaction.
    await running.stop();
    const log = readFileSync(path.join(dataDir, "transactions.ndjson"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { seq: number; changes: { id: string; after: { n?: number } | null }[] });
    const probesAt = (seq: number) => {
      const state: Record<string, number> = {};
      for (const entry of log)
        if (entry.seq <= seq)
          for (const change of entry.changes)
            if (change.id.startsWith("probe-")) state[change.id] = change.after?.n ?? 0;
      return state;
    };

    for (const { dir, before } of copies) {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const store = new Store(dir);
      store.open();
      try {
        // Exactly the lake as it was after one transaction: no document older or newer than the rest.
        const copied = Object.fromEntries(
          [...store.all()].filter((doc) => doc._id.startsWith("probe-")).map((doc) => [doc._id, doc.n as number]),
        );
        expect(copied, dir).toEqual(probesAt(store.lastSeq));
        for (const [id, n] of before.probes) {
          const found = (store.get(id)?.n as number | undefined) ?? 0;
          expect(found, `${dir} ${id}`).toBeGreaterThanOrEqual(n);
          expect(found, `${dir} ${id}`).toBeLessThanOrEqual(highest.get(id) as number);
        }
        for (const [id, bytes] of before.files) {
          const asset = store.get(id) as { path: string } | null;
          expect(asset, `${dir} ${id}`).not.toBeNull();
          const file = path.join(dir, "assets", path.basename(asset?.path ?? ""));
          expect(readFileSync(file).equals(bytes), file).toBe(true);
        }
      } finally {
        store.close();
      }
    }
  }, 180_000);
});
