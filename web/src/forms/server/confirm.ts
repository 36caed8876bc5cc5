import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { submissions } from "@/db/schema";

export type ConfirmResult = "confirmed" | "already" | "expired" | "invalid";

/** The acknowledgement link works for a week after the submission. */
export const CONFIRM_LINK_DAYS = 7;

/**
 * What a confirmation link would do, without doing it: the link's page (GET) only asks, since mail
 * scanners and link previews open links by themselves; the visitor's button (POST) confirms.
 */
export async function checkConfirmation(db: Db, token: string, now = new Date()): Promise<ConfirmResult | "pending"> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return "invalid";
  const hash = createHash("sha256").update(token).digest("hex");
  const [row] = await db
    .select({ createdAt: submissions.createdAt, confirmedAt: submissions.emailConfirmedAt })
    .from(submissions)
    .where(eq(submissions.ackTokenHash, hash));
  if (!row) return "invalid";
  if (row.confirmedAt) return "already";
  if (now.getTime() - row.createdAt.getTime() > CONFIRM_LINK_DAYS * 86_400_000) return "expired";
  return "pending";
}

/** Confirms the email address behind an acknowledgement link's token. */
export async function confirmEmail(db: Db, token: string, now = new Date()): Promise<ConfirmResult> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return "invalid";
  const hash = createHash("sha256").update(token).digest("hex");
  const [row] = await db
    .select({ id: submissions.id, createdAt: submissions.createdAt, confirmedAt: submissions.emailConfirmedAt })
    .from(submissions)
    .where(eq(submissions.ackTokenHash, hash));
  if (!row) return "invalid";
  if (row.confirmedAt) return "already";
  if (now.getTime() - row.createdAt.getTime() > CONFIRM_LINK_DAYS * 86_400_000) return "expired";
  await db
    .update(submissions)
    .set({ emailConfirmedAt: now })
    .where(and(eq(submissions.id, row.id), isNull(submissions.emailConfirmedAt)));
  return "confirmed";
}
