import "server-only";
import { sql } from "drizzle-orm";
import { config } from "@/config/env";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { ensureInboxTables } from "./store";

// Whether mail leaves (issue 41, item 2): read from the database, which every instance shares, so
// each inbox page and each metrics scrape says the same whatever instance answers. Two queues hold
// mail: the forms' outbox (notifications and acknowledgements) and the inbox's replies to visitors.

export interface MailQueue {
  /** SMTP_URL is set: without it the worker never starts and nothing is ever sent. */
  configured: boolean;
  /** Mails not yet sent, in both queues. */
  waiting: number;
  /** Of those, how many failed at their last attempt (the SMTP server refused or did not answer). */
  failing: number;
  /** When the oldest unsent mail was queued, or null when none waits. */
  oldestAt: Date | null;
  /** Seconds the oldest unsent mail has waited (0 when none). */
  oldestAgeSeconds: number;
}

export function mailConfigured(): boolean {
  return config().SMTP_URL !== undefined;
}

export async function mailQueue(db: Db): Promise<MailQueue> {
  await ensureInboxTables(db);
  const [row] = rowsOf<{ waiting: number; failing: number; oldest: string | null; age: number }>(
    await db.execute(sql`
      WITH q AS (
        SELECT created_at, last_error FROM outbox WHERE status = 'pending'
        UNION ALL
        SELECT created_at, last_error FROM inbox_replies WHERE status = 'pending')
      SELECT count(*)::int AS waiting,
             (count(*) FILTER (WHERE last_error IS NOT NULL))::int AS failing,
             min(created_at)::text AS oldest,
             coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age
      FROM q`),
  );
  return {
    configured: mailConfigured(),
    waiting: Number(row?.waiting ?? 0),
    failing: Number(row?.failing ?? 0),
    oldestAt: row?.oldest ? new Date(row.oldest) : null,
    oldestAgeSeconds: Number(row?.age ?? 0),
  };
}

/**
 * Mail is not leaving: no SMTP server is configured (nothing will ever leave), or mail waits whose
 * last attempt failed (the server refused it or did not answer; the outbox retries with backoff).
 */
export function mailStuck(queue: MailQueue): "unconfigured" | "failing" | null {
  if (!queue.configured) return "unconfigured";
  return queue.failing > 0 ? "failing" : null;
}
