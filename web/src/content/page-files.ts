import { mkdir, open, readdir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { afterFirstResponse } from "@/http/incoming";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from "@/i18n/config";
import { getPageAsVisitor, type PageAnswer } from "./page-request";

// Page files (decision 0028): behind nginx, the instances write each cacheable page as a static
// file (and its gzip) into a folder nginx serves with try_files (deploy/nginx.conf, PAGE_FILES),
// because a file costs nginx far less than a hit in its page cache (issue 15). nginx cannot tell a
// file's age, so the writers keep the folder fresh:
//   - after a publish, the affected pages (proxy-refresh.ts) are written again at once;
//   - every 30 s, every page of the sitemap is written again (a story that came due, a lost
//     publish), and the sweep removes files nobody rewrote for 90 s (a page that left the sitemap,
//     or whose answer stopped being storable while its writer was down). The instances take
//     turns (a marker file): one round per 30 s between them, whichever comes first.
// A page is written only when it answers 200 with exactly the Cache-Control and Vary lines nginx
// sends with the files, no Set-Cookie, and not Next's STALE; anything else but a failure to answer
// removes its file, so nginx asks an instance (and its page cache) again. Every instance writes;
// a write replaces a file atomically (rename), never with a render older than the file.

/** The lines nginx adds to every page file it sends (deploy/nginx.conf; scripts/nginx-errors.test.ts checks they match). */
export const PAGE_FILE_CACHE_CONTROL = "s-maxage=900, stale-while-revalidate=603900";
export const PAGE_FILE_VARY =
  "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";
/** How often every sitemap page is written again, and when a file nobody rewrote is removed. */
export const REWRITE_EVERY_MS = 30_000;
export const MAX_FILE_AGE_MS = 90_000;
const PARALLEL = 4;

const gzipAsync = promisify(gzip);

/** The folder the instances share with nginx (PAGE_FILES_DIR), or null when page files are off. */
export function pageFilesDir(env: Record<string, string | undefined> = process.env): string | null {
  const dir = env.PAGE_FILES_DIR?.trim();
  return dir ? dir : null;
}

/**
 * Where nginx looks for a path's file, and the language cookie of the visitors it is for. The
 * folders follow nginx's keys: `any` for Chinese pages (they ignore the cookie), `zh` for `/` with
 * a Chinese cookie (without one it answers by browser language), `en` for English pages with an
 * English cookie (other visitors get a Set-Cookie). The file is named by the decoded path, as
 * nginx's $uri is. Null for a path that has no file: one that ends in a slash (Next redirects it),
 * does not decode, or whose segments could leave the folder.
 */
export function pageFileOf(path: string): { file: string; cookie: string | null } | null {
  if (!path.startsWith("/")) return null;
  if (path === "/") return { file: `${DEFAULT_LOCALE}/index.html`, cookie: `${LOCALE_COOKIE}=${DEFAULT_LOCALE}` };
  let segments: string[];
  try {
    segments = path.slice(1).split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
  const unsafe = (s: string) => s === "" || s === "." || s === ".." || /[/\\\0]/.test(s);
  if (segments.some(unsafe)) return null;
  const [locale] = segments;
  if (locale === DEFAULT_LOCALE) return null; // `/zh/…` redirects to the unprefixed URL
  const decoded = `/${segments.join("/")}`;
  if ((LOCALES as readonly string[]).includes(locale as string)) {
    return { file: `${locale}${decoded}.html`, cookie: `${LOCALE_COOKIE}=${locale}` };
  }
  return { file: `any${decoded}.html`, cookie: null };
}

/** Whether an answer may become a page file: what nginx's page cache would keep, with nginx's lines. */
export function storable({ status, headers }: Pick<PageAnswer, "status" | "headers">): boolean {
  return (
    status === 200 &&
    headers["set-cookie"] === undefined &&
    headers["content-encoding"] === undefined &&
    headers["x-nextjs-cache"] !== "STALE" &&
    String(headers["content-type"] ?? "").startsWith("text/html") &&
    headers["cache-control"] === PAGE_FILE_CACHE_CONTROL &&
    headers.vary === PAGE_FILE_VARY
  );
}

/** This instance itself (PAGE_FILES_ORIGIN, or the port it listens on). */
function ownOrigin(env = process.env): string {
  return env.PAGE_FILES_ORIGIN?.trim() || `http://127.0.0.1:${env.PORT || 3000}`;
}

/** A plain anonymous GET of a page from this instance, as nginx forwards a visitor's. */
function fetchPage(path: string, cookie: string | null): Promise<PageAnswer> {
  return getPageAsVisitor(new URL(path, ownOrigin()), cookie ? { cookie } : {}, { keepBody: true });
}

const mtimeMs = (file: string) =>
  stat(file).then(
    (s) => s.mtimeMs,
    () => null,
  );

/** Writes `data` to `file` through a temporary file and a rename: nginx never sends half a page. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const handle = await open(temporary, "w", 0o644);
  try {
    await handle.writeFile(data);
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

export type WriteOutcome = "written" | "unchanged" | "removed" | "kept" | "newer" | "skipped";

/**
 * Writes one path's file from this instance's answer now. "written": new content; "unchanged": the
 * same bytes, only their age renewed; "removed": the answer may not be a file (any file is gone);
 * "kept": Next answered STALE or failed, the file stays for the next round; "newer": another
 * writer stored a later render meanwhile; "skipped": the path has no file.
 */
export async function writePageFile(dir: string, path: string): Promise<WriteOutcome> {
  const where = pageFileOf(path);
  if (!where) return "skipped";
  const file = join(dir, where.file);
  const started = Date.now();
  let answer: PageAnswer;
  try {
    answer = await fetchPage(path, where.cookie);
  } catch {
    return "kept";
  }
  // Next renders the new page in the background after STALE; a server error is passing. The file
  // stays; the next round (or the sweep) decides.
  if (answer.headers["x-nextjs-cache"] === "STALE" || answer.status >= 500 || answer.status === 0) return "kept";
  if (!storable(answer)) {
    await unlink(file).catch(() => {});
    await unlink(`${file}.gz`).catch(() => {});
    return "removed";
  }
  const current = await readFile(file).catch(() => null);
  if (current?.equals(answer.body)) {
    const now = new Date();
    await utimes(file, now, now).catch(() => {});
    await utimes(`${file}.gz`, now, now).catch(() => {});
    return "unchanged";
  }
  // A render fetched before another writer's (a round that began before a publish) never replaces it.
  const written = await mtimeMs(file);
  if (written !== null && written > started) return "newer";
  // The gzip first: once the page's file is there, nginx may send either.
  await writeAtomically(`${file}.gz`, await gzipAsync(answer.body, { level: 9 }));
  await writeAtomically(file, answer.body);
  return "written";
}

/** Writes the files of `paths`, a few at a time. Never throws; returns how each went. */
export async function writePageFiles(dir: string, paths: readonly string[]): Promise<Record<WriteOutcome, number>> {
  const counts: Record<WriteOutcome, number> = { written: 0, unchanged: 0, removed: 0, kept: 0, newer: 0, skipped: 0 };
  let next = 0;
  const worker = async () => {
    for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
      const outcome = await writePageFile(dir, path).catch((error: Error) => {
        console.error(`[page-files] ${path}: ${error.message}`);
        return "kept" as const;
      });
      counts[outcome]++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return counts;
}

/** Removes the files (and leftover temporary files) under `dir` older than `maxAgeMs`. Returns how many. */
export async function sweepPageFiles(dir: string, maxAgeMs = MAX_FILE_AGE_MS, now = Date.now()): Promise<number> {
  let removed = 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const age = await mtimeMs(file);
    if (age !== null && now - age > maxAgeMs) {
      await unlink(file).then(
        () => removed++,
        () => {},
      );
    }
  }
  return removed;
}

/** The paths the sitemap lists, as this instance answers it now. */
export async function sitemapPaths(): Promise<string[]> {
  const answer = await fetchPage("/sitemap.xml", null);
  if (answer.status !== 200) throw new Error(`sitemap answered ${answer.status}`);
  const paths = new Set<string>();
  for (const [, loc = ""] of answer.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)) {
    try {
      paths.add(new URL(loc.replace(/&amp;/g, "&")).pathname);
    } catch {
      // not a URL: nothing to write
    }
  }
  return [...paths];
}

/** Marks the last round's start: the instances take turns, one round every 30 s between them. */
const ROUND_MARKER = ".round";

/**
 * Whether this instance should run a round now: no other instance started one in the last 24 s
 * (then this one marks its start). Two that ask at the same moment may both run: harmless.
 */
export async function roundDue(dir: string, now = Date.now()): Promise<boolean> {
  const marker = join(dir, ROUND_MARKER);
  const last = await mtimeMs(marker);
  if (last !== null && now - last < REWRITE_EVERY_MS * 0.8) return false;
  await mkdir(dir, { recursive: true });
  await writeFile(marker, String(process.pid));
  return true;
}

/** One round: every sitemap page written again, then the sweep. */
export async function rewriteAllPageFiles(dir: string): Promise<void> {
  try {
    const counts = await writePageFiles(dir, await sitemapPaths());
    const swept = await sweepPageFiles(dir);
    if (counts.written + counts.removed + swept > 0) {
      console.info(
        `[page-files] ${counts.written} written, ${counts.removed} removed, ${counts.unchanged} unchanged, ${swept} swept`,
      );
    }
  } catch (error) {
    console.error("[page-files] round failed; the files stay until the next one or the sweep:", error);
  }
}

/**
 * Starts the rounds when PAGE_FILES_DIR is set: the first once the server has answered a request
 * (or after 5 s), then every 30 s, never two at once. The timer never keeps the process alive.
 */
export function startPageFileWriter(): void {
  const dir = pageFilesDir();
  if (!dir) return;
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      if (await roundDue(dir).catch(() => true)) await rewriteAllPageFiles(dir);
    } finally {
      running = false;
    }
  };
  afterFirstResponse(round, 5000);
  setInterval(round, REWRITE_EVERY_MS).unref();
}
