import { and, isNotNull, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { outbox } from "@/db/schema";
import { CONFIRM_LINK_DAYS } from "@/forms/server/confirm";

/**
 * Removes acknowledgement tokens older than the link's lifetime from the outbox. The token is kept
 * in plain text only so the mail can still be sent; with no SMTP configured it would otherwise
 * stay forever. After CONFIRM_LINK_DAYS the link is dead anyway (confirm.ts), so the
 * acknowledgement is no longer worth sending. Returns how many tokens were removed.
 */
export async function expireAckTokens(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CONFIRM_LINK_DAYS * 86_400_000);
  const removed = await db
    .update(outbox)
    .set({ ackToken: null })
    .where(and(isNotNull(outbox.ackToken), lt(outbox.createdAt, cutoff)))
    .returning({ id: outbox.id });
  return removed.length;
}
