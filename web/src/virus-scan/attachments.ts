import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { attachments } from "../db/schema";
import { log } from "../ops/log";
import type { ScanVerdict } from "./clamd";

// Used by the mail worker and the operator export (scripts/ops/submissions.mjs): relative imports only.

export type Scan = (bytes: Uint8Array) => Promise<ScanVerdict>;

/**
 * A submission's files, each scanned once when a scanner is given: the verdict is stored on the
 * row (scan_status, scan_signature, scanned_at), so a retry after a failed SMTP step does not scan
 * again and the operator CLI can tell a flagged file.
 */
export async function scannedAttachments(db: Db, submissionId: string, scan?: Scan) {
  const files = await db.select().from(attachments).where(eq(attachments.submissionId, submissionId));
  if (!scan) return files;
  for (const file of files) {
    if (file.scanStatus) continue;
    const verdict = await scan(file.data);
    file.scanStatus = verdict.clean ? "clean" : "infected";
    file.scanSignature = verdict.clean ? null : verdict.signature.slice(0, 200);
    file.scannedAt = new Date();
    await db
      .update(attachments)
      .set({ scanStatus: file.scanStatus, scanSignature: file.scanSignature, scannedAt: file.scannedAt })
      .where(eq(attachments.id, file.id));
    // Never the file's name: a resume's name often holds the applicant's.
    if (!verdict.clean)
      log("virus-scan").warn({ attachment: file.id, submissionId, signature: file.scanSignature }, "file flagged");
  }
  return files;
}
