// Issue 40: the check queue has a maximum length; past it a caller is refused at once.
import { describe, expect, it } from "vitest";
import { BoundedQueue, QueueFull } from "./check-queue";

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe("BoundedQueue", () => {
  it("runs `concurrency` tasks, keeps `maxWaiting` waiting, and refuses the next one at once", async () => {
    const queue = new BoundedQueue(2, 3);
    const held = gate();
    const started: number[] = [];
    const tasks = [0, 1, 2, 3, 4].map((n) =>
      queue.run(async () => {
        started.push(n);
        await held.opened;
        return n;
      }),
    );
    expect(queue.size).toEqual({ running: 2, waiting: 3 });
    await expect(queue.run(async () => "late")).rejects.toBeInstanceOf(QueueFull);
    held.open();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    // In order of arrival, never more than two at once, and every place is given back.
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => "again")).toBe("again");
  });

  it("gives the place back when a task fails", async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error("damaged")))).rejects.toThrow("damaged");
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => 1)).toBe(1);
  });
});
