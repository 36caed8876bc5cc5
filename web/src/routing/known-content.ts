import "server-only";
import type { KNOWN_PATHS_QUERY_RESULT } from "@wafer/schemas/types";
import { queryPublished } from "@/content/backend";
import { KNOWN_PATHS_QUERY } from "@/content/queries";
import { EMPTY_TAG } from "@/content/tags";
import { isLocale, LOCALES, type Locale } from "@/i18n/config";
import { type KnownContent, mayBePage, type PathClaim } from "./unknown-paths";

// The proxy's copy of which news stories and job posts exist (unknown-paths.ts). The proxy cannot
// use Next's cache, so the copy is read from the content backend directly: on the first unknown
// URL, and again after a publish.
//
// A copy is trusted to say "no such page" only while no publish has happened since it was read:
// every publish expires the `empty` tag (content/tags.ts), and the route cache handler tells
// whether that happened here or, with Redis, on any instance (web/cache/route-index.mjs,
// `changedSince`). Whenever that cannot be told, or the copy is missing or old, the URL is
// rendered as before, so a story published a moment ago is never answered 404.

/** A copy older than this is read again: content changed in a lake without a webhook to say so. */
const MAX_AGE_MS = 60_000;
/** After a failed read, the next try waits this long (each unknown URL renders meanwhile). */
const RETRY_MS = 10_000;

interface Copy {
  /** When the read started: a publish after this may be missing from the copy. */
  readAt: number;
  content: KnownContent;
}

interface ContentClock {
  changedSince(tags: string[], since: number): Promise<boolean>;
}
const clock = () => (globalThis as Record<symbol, ContentClock | undefined>)[Symbol.for("wafer.route-index")];

let copy: Copy | null = null;
let reading: Promise<void> | null = null;
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
  return { newsSlugs, newsCount, newsIds, jobSlugs, productSlugs };
}

function readAgain() {
  if (reading || Date.now() - failedAt < RETRY_MS) return;
  const readAt = Date.now();
  reading = queryPublished<KNOWN_PATHS_QUERY_RESULT>(KNOWN_PATHS_QUERY)
    .then((result) => {
      copy = { readAt, content: toKnownContent(result) };
    })
    .catch((error) => {
      failedAt = Date.now();
      console.error("[routing] list of known paths not read, unknown URLs render meanwhile:", error);
    })
    .finally(() => {
      reading = null;
    });
}

async function changedSince(since: number): Promise<boolean> {
  const bridge = clock();
  if (!bridge) return true; // no route cache yet: nothing can tell
  try {
    return await bridge.changedSince([EMPTY_TAG], since);
  } catch (error) {
    console.error("[routing] publish time not known, rendering:", error);
    return true;
  }
}

/**
 * Whether no page can answer `claim` in `locale` for certain. False whenever in doubt: the URL is
 * then rendered and the page decides. Starts reading the content when the copy is missing, old
 * or outdated by a publish.
 */
export async function answersNothing(claim: PathClaim, locale: Locale): Promise<boolean> {
  if (claim.kind === "route") return false;
  if (claim.kind === "nothing") return true;
  const current = copy;
  if (!current || Date.now() - current.readAt > MAX_AGE_MS) {
    readAgain();
    return false;
  }
  if (mayBePage(claim, locale, current.content)) return false;
  if (await changedSince(current.readAt)) {
    readAgain();
    return false;
  }
  return true;
}
