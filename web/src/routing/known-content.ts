import "server-only";
import type { KNOWN_PATHS_QUERY_RESULT } from "@wafer/schemas/types";
import { queryPublished } from "@/content/backend";
import { KNOWN_PATHS_QUERY } from "@/content/queries";
import { isLocale, LOCALES, type Locale } from "@/i18n/config";
import { errorField, log } from "@/ops/log";
import { lastRevalidatedAt } from "@/publish/revalidation-log";
import { type KnownContent, mayBePage, type PathClaim } from "./unknown-paths";

// The proxy's copy of which news stories, job posts, products and editors' pages exist (unknown-paths.ts). The proxy cannot
// use Next's cache, so the copy is read from the content backend directly.
//
// The copy may say "no such page" only when it was read after the last publish. Every publish
// records its time in the database (publish/revalidation-log.ts), which every server bundle and,
// with DATABASE_URL, every instance shares: a story published on A is known to B's proxy at once.
// A copy older than the last publish (or than MAX_AGE_MS) is read again, and the request waits
// for that read, so an unknown URL never costs a render of its own. Whenever the database or the
// content cannot be read, the URL is rendered as before and the page decides.

/** A copy older than this is read again: content changed in a lake without a webhook to say so. */
const MAX_AGE_MS = 60_000;
/** After a failed read, the next try waits this long (each unknown URL renders meanwhile). */
const RETRY_MS = 10_000;

interface Copy {
  /** When the read started: a publish after this may be missing from the copy. */
  readAt: number;
  content: KnownContent;
}

let copy: Copy | null = null;
let reading: { readAt: number; done: Promise<Copy | null> } | null = null;
let failedAt = 0;

function toKnownContent(result: KNOWN_PATHS_QUERY_RESULT): KnownContent {
  const byLocale = <T>(make: () => T) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, make()])) as Record<Locale, T>;
  const newsSlugs = byLocale(() => new Set<string>());
  const newsCount = byLocale(() => 0);
  const newsIds = new Set<string>();
  for (const news of result.news) {
    newsIds.add(news._id);
    if (!isLocale(news.language)) continue;
    newsCount[news.language]++;
    if (news.slug) newsSlugs[news.language].add(news.slug);
  }
  const jobSlugs = new Set(result.jobs.filter((slug): slug is string => typeof slug === "string"));
  const productSlugs = new Set(result.products.filter((slug): slug is string => typeof slug === "string"));
  const sitePageSlugs = byLocale(() => new Set<string>());
  for (const page of result.sitePages) {
    if (isLocale(page.language) && page.slug) sitePageSlugs[page.language].add(page.slug);
  }
  return { newsSlugs, newsCount, newsIds, jobSlugs, productSlugs, sitePageSlugs };
}

/** A copy read after `since`: the one being read if it started later, else a new read. */
function readAfter(since: number): Promise<Copy | null> {
  if (reading && reading.readAt > since) return reading.done;
  if (Date.now() - failedAt < RETRY_MS) return Promise.resolve(null);
  const readAt = Date.now();
  const done = queryPublished<KNOWN_PATHS_QUERY_RESULT>(KNOWN_PATHS_QUERY)
    .then((result) => {
      if (!copy || copy.readAt < readAt) copy = { readAt, content: toKnownContent(result) };
      return copy;
    })
    .catch((error) => {
      failedAt = Date.now();
      log("routing").error({ err: errorField(error) }, "list of known paths not read; unknown URLs render meanwhile");
      return null;
    })
    .finally(() => {
      if (reading?.done === done) reading = null;
    });
  reading = { readAt, done };
  return done;
}

/**
 * Whether no page can answer `claim` in `locale` for certain. False whenever in doubt: the URL is
 * then rendered and the page decides.
 */
export async function answersNothing(claim: PathClaim, locale: Locale): Promise<boolean> {
  if (claim.kind === "route") return false;
  if (claim.kind === "nothing") return true;
  const held = copy;
  // A known page costs no database read.
  if (held && mayBePage(claim, locale, held.content)) return false;
  let published: number;
  try {
    published = await lastRevalidatedAt();
  } catch (error) {
    log("routing").error({ err: errorField(error) }, "publish time not known; rendering");
    return false;
  }
  const current =
    held && held.readAt > published && Date.now() - held.readAt <= MAX_AGE_MS ? held : await readAfter(published);
  return current !== null && !mayBePage(claim, locale, current.content);
}
