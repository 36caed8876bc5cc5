import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { loadState, saveState } from "@/db/memory";
import { rowsOf } from "@/db/rows";
import { type PushEngine, searchPush } from "@/db/schema";
import type { BaiduPushConfig, IndexNowConfig } from "@/reach/config";
import { type PushOutcome, pushToBaidu, pushToIndexNow } from "./engines";

// The durable queue of URLs to tell search engines about, in PostgreSQL beside the mail outbox
// and built the same way: rows leased with FOR UPDATE SKIP LOCKED (several instances never send
// one row twice), a failure waits for a backoff, and everything survives a restart. Baidu's daily
// quota is remembered in the database too (app_state), per Beijing day, so no instance sends
// after Baidu has said the day is over.

export interface PushEngines {
  baidu?: BaiduPushConfig | null;
  indexNow?: IndexNowConfig | null;
}

export interface PushOptions {
  engines: PushEngines;
  /** The site's public origin (IndexNow's host and key location). */
  siteUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** URLs per request. Baidu takes 2,000 and IndexNow 10,000 per request; a publish brings a few. */
  batch?: number;
  leaseSeconds?: number;
}

/** After this many failed attempts a URL is given up (status `failed`): about a day of backoffs. */
export const MAX_ATTEMPTS = 12;

/** Wait before the next try: 1, 2, 4 … minutes, at most 3 hours. */
export function pushBackoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3 * 3_600_000);
}

/** Queues `urls` for each configured engine; a URL already waiting for an engine is not added twice. */
export async function enqueuePush(db: Db, urls: string[], engines: PushEngines): Promise<number> {
  const names: PushEngine[] = [];
  if (engines.baidu) names.push("baidu");
  if (engines.indexNow) names.push("indexnow");
  const rows = names.flatMap((engine) => [...new Set(urls)].map((url) => ({ engine, url })));
  if (rows.length === 0) return 0;
  const inserted = await db.insert(searchPush).values(rows).onConflictDoNothing().returning({ id: searchPush.id });
  return inserted.length;
}

/** Baidu's day, which starts at midnight in Beijing (UTC+8). */
export const beijingDay = (date: Date): string => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

interface BaiduQuota {
  day: string;
  /** What Baidu last said is left today; 0 when it said "over quota". */
  remain: number;
}
const QUOTA_KEY = "baidu-push-quota";

/** URLs Baidu takes today: what it last said, or the batch when it has not answered today. */
async function baiduAllowance(db: Db, now: Date, batch: number): Promise<number> {
  const quota = await loadState<BaiduQuota>(db, QUOTA_KEY);
  if (!quota || quota.day !== beijingDay(now)) return batch;
  return Math.max(0, Math.min(batch, quota.remain));
}

export interface RoundResult {
  sent: number;
  failed: number;
  refused: number;
  /** Rows left waiting because Baidu's quota for the day is used up. */
  deferred: number;
}

/** Sends what is due for each configured engine, one batch each. */
export async function processPushQueue(db: Db, options: PushOptions): Promise<Record<PushEngine, RoundResult>> {
  const now = options.now?.() ?? new Date();
  const batch = options.batch ?? 100;
  const empty = (): RoundResult => ({ sent: 0, failed: 0, refused: 0, deferred: 0 });
  const result: Record<PushEngine, RoundResult> = { baidu: empty(), indexnow: empty() };
  const { baidu, indexNow } = options.engines;
  if (baidu) {
    const allowed = await baiduAllowance(db, now, batch);
    if (allowed > 0) {
      result.baidu = await round(db, "baidu", allowed, options, async (urls) => {
        const outcome = await pushToBaidu(baidu, urls, options.fetch);
        if (outcome.kind === "sent" && outcome.remain !== undefined) {
          await saveState(db, QUOTA_KEY, { day: beijingDay(now), remain: outcome.remain } satisfies BaiduQuota);
        }
        if (outcome.kind === "quota") await saveState(db, QUOTA_KEY, { day: beijingDay(now), remain: 0 });
        return outcome;
      });
    }
  }
  if (indexNow) {
    result.indexnow = await round(db, "indexnow", batch, options, (urls) =>
      pushToIndexNow(indexNow, options.siteUrl, urls, options.fetch),
    );
  }
  return result;
}

async function round(
  db: Db,
  engine: PushEngine,
  limit: number,
  options: PushOptions,
  send: (urls: string[]) => Promise<PushOutcome>,
): Promise<RoundResult> {
  const leased = rowsOf<{ id: string; url: string; attempts: number }>(
    await db.execute(sql`
      UPDATE ${searchPush} SET locked_until = now() + make_interval(secs => ${options.leaseSeconds ?? 120})
      WHERE ${searchPush.id} IN (
        SELECT ${searchPush.id} FROM ${searchPush}
        WHERE ${searchPush.engine} = ${engine} AND ${searchPush.status} = 'pending'
          AND ${searchPush.nextAttemptAt} <= now()
          AND (${searchPush.lockedUntil} IS NULL OR ${searchPush.lockedUntil} < now())
        ORDER BY ${searchPush.createdAt}
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING ${searchPush.id} AS id, ${searchPush.url} AS url, ${searchPush.attempts} AS attempts`),
  );
  const result: RoundResult = { sent: 0, failed: 0, refused: 0, deferred: 0 };
  if (leased.length === 0) return result;
  const ids = leased.map((row) => row.id);
  const outcome = await send(leased.map((row) => row.url));

  if (outcome.kind === "sent") {
    const refused = new Set(outcome.refused);
    const refusedIds = leased.filter((row) => refused.has(row.url)).map((row) => row.id);
    const sentIds = ids.filter((id) => !refusedIds.includes(id));
    if (sentIds.length > 0) {
      await db
        .update(searchPush)
        .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(inArray(searchPush.id, sentIds));
    }
    if (refusedIds.length > 0) {
      await db
        .update(searchPush)
        .set({ status: "refused", lockedUntil: null, lastError: `${engine} refused this URL` })
        .where(inArray(searchPush.id, refusedIds));
    }
    return { ...result, sent: sentIds.length, refused: refusedIds.length };
  }
  if (outcome.kind === "quota") {
    // Not the URLs' fault: they wait, attempts unchanged, and the quota stops the next rounds.
    await db
      .update(searchPush)
      .set({ lockedUntil: null, lastError: outcome.message.slice(0, 1000) })
      .where(inArray(searchPush.id, ids));
    return { ...result, deferred: ids.length };
  }
  for (const row of leased) {
    const attempts = row.attempts + 1;
    await db
      .update(searchPush)
      .set({
        attempts,
        status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
        lockedUntil: null,
        lastError: outcome.message.slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + pushBackoffMs(attempts)),
      })
      .where(and(eq(searchPush.id, row.id), eq(searchPush.status, "pending")));
  }
  return { ...result, failed: ids.length };
}

/** URLs waiting per engine, for the metrics. */
export async function pendingPushes(db: Db): Promise<Record<PushEngine, number>> {
  const rows = rowsOf<{ engine: PushEngine; waiting: number | string }>(
    await db.execute(
      sql`SELECT engine, count(*) AS waiting FROM ${searchPush} WHERE status = 'pending' GROUP BY engine`,
    ),
  );
  const counts: Record<PushEngine, number> = { baidu: 0, indexnow: 0 };
  for (const row of rows) counts[row.engine] = Number(row.waiting);
  return counts;
}
