import "server-only";
import {
  buildRedirectTable,
  contentPaths,
  type PathDoc,
  type RedirectAnswer,
  type RedirectEntry,
  type RedirectFields,
  resolveTarget,
} from "@wafer/schemas/redirects";
import type { REDIRECTS_QUERY_RESULT } from "@wafer/schemas/types";
import { queryPublished } from "@/content/backend";
import { REDIRECTS_QUERY } from "@/content/queries";
import { getDatabase } from "@/db/client";
import { type RecordedRedirect, recordedRedirects } from "@/db/slug-redirects";
import { errorField, log } from "@/ops/log";
import { lastRevalidatedAt } from "@/publish/revalidation-log";

// The proxy's copy of the redirects (decision 0075), read the way routing/known-content.ts reads its
// copy of the known paths: from the content backend (the editors' 跳转 documents and every page's
// current path) and the database (the old paths of renamed documents), again after every publish
// (publish/revalidation-log.ts) and at least every MAX_AGE_MS. Unlike the known paths, every page
// request asks, so the publish time itself is asked at most every CHECK_MS (a publish is answered
// within the usual second). Whenever the copy cannot be read, nothing is redirected meanwhile.

const MAX_AGE_MS = 60_000;
const CHECK_MS = 250;
const RETRY_MS = 10_000;

export interface Redirects {
  /** By path (decoded, no trailing slash): where it leads, or 410. Bounded by buildRedirectTable. */
  table: ReadonlyMap<string, RedirectAnswer>;
  /** The current path(s) of a document by id: the old site's ?id= links. */
  paths: ReadonlyMap<string, string[]>;
}

/** The table from what was read: recorded renames first, so an editor's entry for a path wins. */
export function redirectsOf(result: REDIRECTS_QUERY_RESULT, recorded: readonly RecordedRedirect[]): Redirects {
  const docs = new Map<string, PathDoc>(result.documents.map((doc) => [doc._id, doc]));
  const paths = new Map(result.documents.map((doc) => [doc._id, contentPaths(doc)]));
  const live = new Set([...paths.values()].flat());
  const entries: RedirectEntry[] = [];
  for (const { from, documentId } of recorded) {
    const current = paths.get(documentId) ?? [];
    const to = current.find((path) => path.startsWith("/en/") === from.startsWith("/en/")) ?? current[0];
    if (to) entries.push({ from, to, automatic: true });
  }
  for (const redirect of result.redirects) {
    const to = resolveTarget(redirect as RedirectFields & { ref?: string }, docs);
    if (redirect.from && to) entries.push({ from: redirect.from, to });
  }
  return { table: buildRedirectTable(entries, live), paths };
}

interface Copy {
  readAt: number;
  redirects: Redirects;
}

let copy: Copy | null = null;
let reading: { readAt: number; done: Promise<Copy | null> } | null = null;
let failedAt = 0;
let complainedAt = 0;
let published: { askedAt: number; value: Promise<number> } | null = null;

async function read(): Promise<Redirects> {
  const [result, recorded] = await Promise.all([
    queryPublished<REDIRECTS_QUERY_RESULT>(REDIRECTS_QUERY),
    getDatabase().then(({ db }) => recordedRedirects(db)),
  ]);
  return redirectsOf(result, recorded);
}

function readAfter(since: number): Promise<Copy | null> {
  if (reading && reading.readAt > since) return reading.done;
  if (Date.now() - failedAt < RETRY_MS) return Promise.resolve(copy);
  const readAt = Date.now();
  const done = read()
    .then((redirects) => {
      if (!copy || copy.readAt < readAt) copy = { readAt, redirects };
      return copy;
    })
    .catch((error) => {
      failedAt = Date.now();
      log("routing").error({ err: errorField(error) }, "redirects not read; none answered meanwhile");
      return copy;
    })
    .finally(() => {
      if (reading?.done === done) reading = null;
    });
  reading = { readAt, done };
  return done;
}

/** The last publish time, asked of the database at most every CHECK_MS (shared by every request). */
function lastPublish(): Promise<number> {
  if (!published || Date.now() - published.askedAt > CHECK_MS) {
    const value = lastRevalidatedAt();
    value.catch(() => undefined);
    published = { askedAt: Date.now(), value };
  }
  return published.value;
}

/** The current redirects; null when they cannot be read (nothing is redirected then). */
export async function currentRedirects(): Promise<Redirects | null> {
  let since: number;
  try {
    since = await lastPublish();
  } catch (error) {
    // Every page request asks: while the database is down, say so once per RETRY_MS, not per request.
    if (Date.now() - complainedAt > RETRY_MS) {
      complainedAt = Date.now();
      log("routing").error({ err: errorField(error) }, "publish time not known; redirects as last read");
    }
    return copy?.redirects ?? null;
  }
  const held = copy;
  if (held && held.readAt > since && Date.now() - held.readAt <= MAX_AGE_MS) return held.redirects;
  return (await readAfter(since))?.redirects ?? null;
}
