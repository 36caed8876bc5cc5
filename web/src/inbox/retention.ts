import "server-only";
import { config } from "@/config/env";
import { getDatabase } from "@/db/client";
import { purgeSubmissions } from "@/operator/commands";
import { errorField, log } from "@/ops/log";
import { audit } from "./store";

// PIPL: personal data is kept no longer than needed. Submissions older than the retention period
// (INBOX_RETENTION_DAYS, default 180) are deleted once a day by every server (an instance more
// finds nothing to delete), with their resume bytes, consents, mail, notes and replies (all
// cascade from the submission row). Each run that removed something is logged and audited.

const DAY_MS = 86_400_000;

export const retentionDays = (): number => config().INBOX_RETENTION_DAYS;

export const retentionMs = () => retentionDays() * DAY_MS;

export async function purgeExpired(now = Date.now()): Promise<number> {
  const { db } = await getDatabase();
  const removed = await purgeSubmissions(db, retentionMs(), now);
  if (removed > 0) {
    await audit(db, "system", "purge", null, `${removed} submission(s) older than ${retentionDays()} days`);
    log("retention").info({ removed, olderThanDays: retentionDays() }, "retention purge");
  }
  return removed;
}

const state = globalThis as unknown as { __inboxRetention?: NodeJS.Timeout };

/** Once now, then daily (INBOX_PURGE_EVERY_MS only for tests). */
export function startRetentionPurge() {
  if (state.__inboxRetention) return;
  const every = config().INBOX_PURGE_EVERY_MS;
  const run = () => purgeExpired().catch((error) => log("retention").error({ err: errorField(error) }, "purge failed"));
  state.__inboxRetention = setInterval(run, every).unref();
  void run();
}
