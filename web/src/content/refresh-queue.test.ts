import { describe, expect, it } from "vitest";
import { RefreshQueue } from "./refresh-queue";

/** A queue whose work finishes only when the test says so, recording what started. */
function controlled(parallel = 2) {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const queue = new RefreshQueue<string>(
    (path, urgent) =>
      new Promise((resolve) => {
        started.push(urgent ? `${path}!` : path);
        finish.set(path, () => resolve(`${path} done`));
      }),
    parallel,
    "failed",
  );
  const settle = async (path: string) => {
    finish.get(path)?.();
    finish.delete(path);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { queue, started, settle };
}

describe("RefreshQueue", () => {
  it("refreshes a few pages at a time, the urgent ones first and alone", async () => {
    const { queue, started, settle } = controlled(2);
    const done = ["/a", "/b", "/c", "/d"].map((path) => queue.add(path, false));
    expect(started).toEqual(["/a", "/b"]);
    // A later publish: the story's own page goes before the waiting ones.
    const story = queue.add("/story", true);
    await settle("/a");
    expect(started).toEqual(["/a", "/b", "/story!"]);
    // While it renders, no other page starts.
    await settle("/b");
    expect(started).toEqual(["/a", "/b", "/story!"]);
    await settle("/story");
    expect(await story).toBe("/story done");
    expect(started).toEqual(["/a", "/b", "/story!", "/c", "/d"]);
    await settle("/c");
    await settle("/d");
    expect(await Promise.all(done)).toEqual(["/a done", "/b done", "/c done", "/d done"]);
    expect(queue.size).toBe(0);
  });

  it("refreshes a waiting page once for two publishes, and a page under way again", async () => {
    const { queue, started, settle } = controlled(1);
    const first = queue.add("/a", false);
    const waiting = queue.add("/b", false);
    const again = queue.add("/b", false);
    const duringA = queue.add("/a", false); // /a may have read the content before this publish
    expect(again).toBe(waiting);
    await settle("/a");
    await settle("/b");
    await settle("/a");
    expect(started).toEqual(["/a", "/b", "/a"]);
    expect(await Promise.all([first, waiting, duringA])).toEqual(["/a done", "/b done", "/a done"]);
  });

  it("moves a waiting page forward when a publish needs it urgently", async () => {
    const { queue, started, settle } = controlled(1);
    queue.add("/x", false);
    queue.add("/y", false);
    queue.add("/z", false);
    queue.add("/z", true);
    await settle("/x");
    expect(started).toEqual(["/x", "/z!"]);
  });

  it("gives a page whose work throws the failed result, and goes on", async () => {
    const queue = new RefreshQueue<string>(
      async (path) => {
        if (path === "/bad") throw new Error("boom");
        return "ok";
      },
      1,
      "failed",
    );
    expect(await Promise.all([queue.add("/bad", false), queue.add("/good", false)])).toEqual(["failed", "ok"]);
  });
});
