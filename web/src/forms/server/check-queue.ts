// Admission to the resume checks (issue 40): a few run at once, a few more wait, and the rest are
// told at once to come back later. Without the bound, every upload that arrived while the checks
// were busy waited for its turn however long the line was, holding its 10 MB body meanwhile.

export class QueueFull extends Error {
  constructor() {
    super("the check queue is full");
  }
}

export class BoundedQueue {
  /** Tasks that run at once. */
  readonly concurrency: number;
  /** Tasks that may wait for a free place; one more is refused with QueueFull. */
  readonly maxWaiting: number;
  private running = 0;
  // At most `maxWaiting` entries: `run` refuses before pushing.
  private readonly waiting: (() => void)[] = [];

  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  /** Tasks running and waiting now. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Runs `task` once a place is free. Whether it runs, waits or is refused (QueueFull) is decided
   * synchronously, when `run` is called.
   */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new QueueFull();
    try {
      return await task();
    } finally {
      // The place passes to the first in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
