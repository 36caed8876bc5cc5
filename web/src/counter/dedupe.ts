import { createHash, randomBytes } from "node:crypto";

// The visit counter counts a page view at most once per page per visitor session, without a
// cookie: the visitor is a hash of a secret salt, the address, the user agent and the page, kept
// in memory for SESSION_MS and never stored. The salt changes every day and at every restart, so
// the hashes cannot be linked to a person or across days.

const SESSION_MS = 30 * 60 * 1000;
const MAX_ENTRIES = 50_000;

export function viewDeduper(now: () => number = Date.now) {
  let salt = randomBytes(16);
  let saltDay = Math.floor(now() / 86_400_000);
  const seen = new Map<string, number>();
  return {
    /** True the first time this visitor views this page in the session window. */
    firstView(address: string, userAgent: string, page: string): boolean {
      const t = now();
      const day = Math.floor(t / 86_400_000);
      if (day !== saltDay) {
        salt = randomBytes(16);
        saltDay = day;
        seen.clear();
      }
      const key = createHash("sha256").update(salt).update(`${address}\n${userAgent}\n${page}`).digest("base64url");
      const until = seen.get(key);
      if (until !== undefined && until > t) return false;
      if (seen.size >= MAX_ENTRIES) {
        for (const [k, expires] of seen) if (expires <= t) seen.delete(k);
        for (const k of seen.keys()) {
          if (seen.size < MAX_ENTRIES) break;
          seen.delete(k);
        }
      }
      seen.delete(key);
      seen.set(key, t + SESSION_MS);
      return true;
    },
  };
}

/** The page a counter request reports: the path of its same-site Referer ("/" when none). */
export function viewedPage(referer: string | null, siteHost: string | null): string {
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return siteHost && url.host !== siteHost ? "/" : url.pathname.slice(0, 300);
  } catch {
    return "/";
  }
}
