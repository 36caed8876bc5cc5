// The pages waiting to be refreshed after publishes, shared by all publishes of this process
// (proxy-refresh.ts). Publishes come in bursts (an editor saving twice, a settings change that
// touches every page, then a typo fixed in a story): one queue means a page waiting for two
// publishes is refreshed once, the pages an editor looks at go before the long tail of an earlier
// publish (and render alone: one thread renders them all), and the renders of all of them never
// run more than `parallel` at a time.

interface Waiting<T> {
  urgent: boolean;
  done: Promise<T>;
  resolve: (value: T) => void;
}

export class RefreshQueue<T> {
  private readonly waiting = new Map<string, Waiting<T>>();
  private readonly urgent: string[] = [];
  private readonly normal: string[] = [];
  private running = 0;
  private urgentRunning = 0;

  /**
   * `work` refreshes one page (`urgent`: one the editor looks at); if it throws, the page's result
   * is `failed`.
   */
  constructor(
    private readonly work: (path: string, urgent: boolean) => Promise<T>,
    private readonly parallel: number,
    private readonly failed: T,
  ) {}

  /**
   * Queues a page and resolves with its refresh's result. A page already waiting is not queued
   * twice (an urgent request moves it forward); a page being refreshed now is queued again, since
   * the refresh under way may have read the content before this publish.
   */
  add(path: string, urgent: boolean): Promise<T> {
    const queued = this.waiting.get(path);
    if (queued) {
      if (urgent && !queued.urgent) {
        queued.urgent = true;
        this.normal.splice(this.normal.indexOf(path), 1);
        this.urgent.push(path);
      }
      return queued.done;
    }
    let resolve: (value: T) => void = () => {};
    const done = new Promise<T>((r) => {
      resolve = r;
    });
    this.waiting.set(path, { urgent, done, resolve });
    (urgent ? this.urgent : this.normal).push(path);
    this.pump();
    return done;
  }

  /** How many pages wait (not counting those under way). */
  get size(): number {
    return this.waiting.size;
  }

  /** Starts waiting pages, urgent ones first; other pages wait until no urgent one is rendering. */
  private pump(): void {
    while (this.running < this.parallel) {
      const path = this.urgent.shift() ?? (this.urgentRunning === 0 ? this.normal.shift() : undefined);
      if (path === undefined) return;
      const entry = this.waiting.get(path) as Waiting<T>;
      this.waiting.delete(path);
      this.running++;
      if (entry.urgent) this.urgentRunning++;
      const settle = (result: T) => {
        this.running--;
        if (entry.urgent) this.urgentRunning--;
        entry.resolve(result);
        this.pump();
      };
      this.work(path, entry.urgent).then(settle, () => settle(this.failed));
    }
  }
}
