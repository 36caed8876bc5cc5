import "server-only";
import type { Transporter } from "nodemailer";
import { getDatabase } from "@/db/client";
import { notificationRecipients } from "@/forms/server/content";
import { processOutbox } from "./outbox";

// The outbox worker of a server process: polls for due mail, and is woken after each submission.
// Without SMTP_URL it never starts: mail stays pending in the database and nothing errors.

const POLL_MS = Number(process.env.OUTBOX_POLL_MS) > 0 ? Number(process.env.OUTBOX_POLL_MS) : 15_000;

const state = globalThis as unknown as {
  __waferOutbox?: { timer: NodeJS.Timeout; running: boolean; again: boolean; transport: Transporter };
};

export async function startOutboxWorker(): Promise<void> {
  if (state.__waferOutbox || !process.env.SMTP_URL) return;
  const { createTransport } = await import("nodemailer");
  const transport = createTransport(process.env.SMTP_URL);
  const timer = setInterval(() => kickOutbox(), POLL_MS);
  timer.unref();
  state.__waferOutbox = { timer, running: false, again: false, transport };
  kickOutbox();
}

/** Run a round now (or right after the current one). */
export function kickOutbox(): void {
  const worker = state.__waferOutbox;
  if (!worker) return;
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = true;
  void (async () => {
    try {
      for (;;) {
        worker.again = false;
        const { db } = await getDatabase();
        const result = await processOutbox(db, {
          transport: worker.transport,
          from: process.env.MAIL_FROM || "no-reply@localhost",
          siteUrl: process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`,
          recipients: notificationRecipients,
        });
        // Keep going while rows were due; a failed row waits for its backoff, so this ends.
        if (result.sent + result.failed === 0 && !worker.again) break;
      }
    } catch (error) {
      console.error("[outbox] round failed:", error);
    } finally {
      worker.running = false;
    }
  })();
}
