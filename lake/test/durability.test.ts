// Nothing acknowledged is lost, and no write is merged over another silently.
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningLake, removeDir, startLake, tempDataDir } from "./harness.ts";

const dirs: string[] = [];
const lakes: RunningLake[] = [];
afterAll(async () => {
  for (const lake of lakes) await lake.stop();
  for (const dir of dirs) removeDir(dir);
});

describe("durability", () => {
  it("keeps every acknowledged mutation of a burst of 200 when killed with SIGKILL in the middle", async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const lake = await startLake({}, dataDir);
    lakes.push(lake);
    const acknowledged: number[] = [];
    let killed = false;
    const send = async (n: number) => {
      try {
        const response = await lake.mutate([
          { createOrReplace: { _id: `burst-${n}`, _type: "burstTest", n } },
          { patch: { id: "burst-counter", setIfMissing: { count: 0 }, inc: { count: 1 } } },
        ]);
        if (response.ok) acknowledged.push(n);
      } catch {
        // the connection died with the process: not acknowledged
      }
    };
    await lake.mutate([{ createOrReplace: { _id: "burst-counter", _type: "burstTest", count: 0 } }]);
    // Ten writers at once, 200 transactions in all; the lake dies after about half are answered.
    const writers = Array.from({ length: 10 }, async (_, writer) => {
      for (let i = 0; i < 20; i++) {
        if (killed) return;
        await send(writer * 20 + i);
        if (acknowledged.length >= 100 && !killed) {
          killed = true;
          lake.child.kill("SIGKILL");
        }
      }
    });
    await Promise.all(writers);
    await new Promise((resolve) =>
      lake.child.exitCode !== null || lake.child.signalCode ? resolve(null) : lake.child.once("exit", resolve),
    );
    expect(lake.child.signalCode).toBe("SIGKILL");
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);

    const restarted = await startLake({}, dataDir);
    lakes.push(restarted);
    const present = await restarted.query<number[]>('*[_type == "burstTest" && defined(n)].n');
    const missing = acknowledged.filter((n) => !present.includes(n));
    expect(missing).toEqual([]);
    // Each transaction incremented the counter once: the count equals the transactions on disk.
    const count = await restarted.query<number>('*[_id == "burst-counter"][0].count');
    expect(count).toBe(present.length);
    // The seed survived too.
    expect(await restarted.query<number>('count(*[_type == "news"])')).toBeGreaterThan(20);
  }, 60_000);

  it("refuses an edit based on a stale revision with 409 and keeps the other editor's write", async () => {
    const lake = await startLake();
    lakes.push(lake);
    dirs.push(lake.dataDir);
    await lake.mutate([{ createOrReplace: { _id: "rev-test", _type: "revTest", title: "original" } }]);
    const rev = await lake.query<string>('*[_id == "rev-test"][0]._rev');

    // Two editors start from the same revision and save at the same moment.
    const [first, second] = await Promise.all([
      lake.mutate([{ patch: { id: "rev-test", ifRevisionID: rev, set: { title: "editor A" } } }]),
      lake.mutate([{ patch: { id: "rev-test", ifRevisionID: rev, set: { title: "editor B" } } }]),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    const body = (await loser.json()) as { error: { items: { error: { type: string } }[] } };
    expect(body.error.items[0]?.error.type).toBe("documentRevisionIDDoesNotMatchError");
    const winner = first.status === 200 ? "editor A" : "editor B";
    expect(await lake.query<string>('*[_id == "rev-test"][0].title')).toBe(winner);

    // The same check guards publishing: a publish based on an old draft revision is refused.
    await lake.actions([
      {
        actionType: "sanity.action.document.edit",
        draftId: "drafts.rev-test",
        publishedId: "rev-test",
        patch: { set: { title: "draft" } },
      },
    ]);
    const stale = await lake.actions([
      {
        actionType: "sanity.action.document.publish",
        draftId: "drafts.rev-test",
        publishedId: "rev-test",
        ifDraftRevisionId: "not-the-current-revision",
      },
    ]);
    expect(stale.status).toBe(409);
    expect(await lake.query<string>('*[_id == "rev-test"][0].title')).toBe(winner);
  }, 30_000);

  it("drops a transaction line cut short by a crash, compacts on shutdown and replays idempotently", async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const lake = await startLake({}, dataDir);
    await lake.mutate([{ createOrReplace: { _id: "torn-test", _type: "tornTest", n: 1 } }]);
    await lake.stop();
    // Shutdown compacted: the dataset file has the document, in Sanity's export format.
    expect(readFileSync(path.join(dataDir, "dataset.ndjson"), "utf8")).toContain('"_id":"torn-test"');
    // A crash while appending leaves half a line, never acknowledged.
    appendFileSync(
      path.join(dataDir, "transactions.ndjson"),
      '{"seq":99,"id":"torn","changes":[{"id":"torn-test","aft',
    );
    const restarted = await startLake({}, dataDir);
    lakes.push(restarted);
    expect(await restarted.query<number>('*[_id == "torn-test"][0].n')).toBe(1);
    const next = await restarted.mutate([{ patch: { id: "torn-test", inc: { n: 1 } } }]);
    expect(next.status).toBe(200);
    await restarted.stop();
    // The torn tail was cut, so the log is whole lines again, and a third start agrees.
    const log = readFileSync(path.join(dataDir, "transactions.ndjson"), "utf8");
    for (const line of log.trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
    const third = await startLake({}, dataDir);
    lakes.push(third);
    expect(await third.query<number>('*[_id == "torn-test"][0].n')).toBe(2);
  }, 30_000);
});
