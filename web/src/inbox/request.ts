import "server-only";
import { type Database, getDatabase } from "@/db/client";
import { cookieOf, SESSION_COOKIE, type Staff, sessionOf } from "./auth";

// The checks every inbox endpoint starts with: who is asking (401 without a session) and, for
// changes, whether the request comes from the inbox's own pages (403 from anywhere else).

export const noStore = { "cache-control": "no-store", "x-robots-tag": "noindex, nofollow" };

export const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { ...noStore, "content-type": "text/plain; charset=utf-8" } });

export async function staffOf(request: Request): Promise<{ database: Database; staff: Staff } | Response> {
  let database: Database;
  try {
    database = await getDatabase();
  } catch {
    return plain(503, "数据库暂不可用 / The database is not available");
  }
  const staff = await sessionOf(database.db, cookieOf(request, SESSION_COOKIE));
  if (!staff) return plain(401, "请先登录 / Sign in first");
  return { database, staff };
}

/**
 * A state change must come from this site's own pages: browsers send Origin on every POST (and
 * Sec-Fetch-Site), and a cross-site form or fetch names another origin. With the session's CSRF
 * token (checked by the caller) and the SameSite=Strict cookie this is three locks on one door.
 */
export function sameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("origin");
  if (!origin) return site === "same-origin";
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
