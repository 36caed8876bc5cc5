// Transformed images on disk, so the same URL answers the same bytes without rendering twice, in
// a folder bounded in bytes and in files: past either bound the oldest renderings go (the next
// request renders them again). Renders run RENDERS_AT_ONCE at a time; a queue past
// RENDERS_WAITING answers 503, so a flood of distinct URLs costs one core's worth, not the lake.
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LRUCache } from "lru-cache";
import { LakeError } from "./errors.ts";

/** 256 MB of renderings: thousands of thumbnails and previews, a small part of any disk. */
export const DEFAULT_IMAGE_CACHE_BYTES = 256 * 1024 * 1024;
/** Files kept at most, whatever their size (a directory of millions of 1-pixel files is slow too). */
const MAX_CACHED_FILES = 20_000;
/**
 * One rendering at a time: the lake's machines have two cores and a render takes one, so the other
 * stays free for queries and commits (with two at once, a query waited up to 1 s; with one, 0.3 s).
 */
const RENDERS_AT_ONCE = 1;
/**
 * Renders waiting: a studio's media browser asks for a page of thumbnails at once (a browser does
 * not retry an image answered 503, so the page must fit: 200). A waiting render holds no pixels.
 */
const RENDERS_WAITING = 200;

const busy = () =>
  new LakeError(
    503,
    "serviceUnavailable",
    "图片转换排队已满，请稍后再试。Too many image transformations are waiting; try again shortly.",
    {},
    { "retry-after": "2" },
  );

export class ImageCache {
  readonly dir: string;
  /**
   * Name → size of the files in `dir`, oldest first. `peek` (not `get`) reads it, so the order
   * stays the order of writing: the oldest rendering goes first, as the bound says.
   */
  private files: LRUCache<string, number>;
  private running = 0;
  private waiting: (() => void)[] = [];
  /** Renders under way by name: the same URL asked twice at once renders once. Bounded by the queue. */
  private inFlight = new LRUCache<string, Promise<string | Buffer>>({ max: RENDERS_AT_ONCE + RENDERS_WAITING });

  constructor(dir: string, maxBytes = DEFAULT_IMAGE_CACHE_BYTES) {
    this.dir = dir;
    this.files = new LRUCache<string, number>({
      max: MAX_CACHED_FILES,
      maxSize: maxBytes,
      sizeCalculation: (size) => Math.max(1, size),
      dispose: (_size, name, reason) => {
        if (reason === "evict" || reason === "delete") rmSync(path.join(this.dir, name), { force: true });
      },
    });
    mkdirSync(dir, { recursive: true });
    // What an earlier run left, oldest first; unfinished writes are dropped.
    const found: { name: string; size: number; time: number }[] = [];
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (name.startsWith(".")) rmSync(file, { force: true });
      else {
        const stat = statSync(file);
        found.push({ name, size: stat.size, time: stat.mtimeMs });
      }
    }
    for (const entry of found.sort((a, b) => a.time - b.time)) this.files.set(entry.name, entry.size);
  }

  /** Bytes held now (for tests and the bound's check). */
  get bytes() {
    return this.files.calculatedSize;
  }

  /** The cache's name for a source file and a normalised transformation. */
  static nameFor(source: string, key: unknown, ext: string) {
    const hash = createHash("sha256")
      .update(`${source}\u0000${JSON.stringify(key)}`)
      .digest("hex")
      .slice(0, 32);
    return `${source.slice(0, 40)}-${hash}.${ext}`;
  }

  /**
   * The path of `name`, rendered by `render` unless it is on disk already; the bytes themselves
   * when a rendering is larger than the whole bound (served once, not kept).
   */
  async file(name: string, render: () => Promise<Buffer>): Promise<string | Buffer> {
    const target = path.join(this.dir, name);
    if (this.files.peek(name) !== undefined) return target;
    const pending = this.inFlight.get(name);
    if (pending) return pending;
    if (this.running >= RENDERS_AT_ONCE && this.waiting.length >= RENDERS_WAITING) throw busy();
    const work = this.run(async () => {
      const bytes = await render();
      return this.store(name, bytes) ? target : bytes;
    });
    this.inFlight.set(name, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(name);
    }
  }

  /** Drops `name` from the index (its file went missing): the next request renders it again. */
  forget(name: string) {
    this.files.delete(name);
  }

  /** Written under a temporary name and renamed: a reader never sees half a file. */
  store(name: string, bytes: Buffer): boolean {
    const temporary = path.join(this.dir, `.${randomUUID()}.tmp`);
    writeFileSync(temporary, bytes);
    renameSync(temporary, path.join(this.dir, name));
    this.files.set(name, bytes.length);
    // Larger than the whole bound: lru-cache refuses to keep it, so the file goes too.
    if (this.files.peek(name) !== undefined) return true;
    rmSync(path.join(this.dir, name), { force: true });
    return false;
  }

  private async run<T>(task: () => Promise<T>): Promise<T> {
    // A finished render hands its slot to the next waiting one, so no newcomer slips in between.
    if (this.running >= RENDERS_AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
