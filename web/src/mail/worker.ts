import "server-only";
import type { Transporter } from "nodemailer";
import { getDatabase } from "@/db/client";
import { notificationRecipients } from "@/forms/server/content";
import { sendDueReplies } from "@/inbox/replies";
import { errorField, log } from "@/ops/log";
import { metrics } from "@/ops/metrics";
import { virusScannerFromEnv } from "@/virus-scan/scanner";
import { DEFAULT_LEASE_SECONDS, processOutbox } from "./outbox";

// The outbox worker of a server process: polls for due mail, and is woken after each submission.
// Without SMTP_URL it never starts: mail stays pending in the database and nothing errors.

const POLL_MS = Number(process.env.OUTBOX_POLL_MS) > 0 ? Number(process.env.OUTBOX_POLL_MS) : 15_000;
// Every instance runs a worker; a row belongs to one of them for this long (see processOutbox).
const LEASE_SECONDS =
  Number(process.env.OUTBOX_LEASE_SECONDS) >= 10 ? Number(process.env.OUTBOX_LEASE_SECONDS) : DEFAULT_LEASE_SECONDS;

const state = globalThis as unknown as {
  __waferOutbox?: { timer: NodeJS.Timeout; running: boolean; again: boolean; transport: Transporter };
};

export async function startOutboxWorker(): Promise<void> {
  if (state.__waferOutbox || !process.env.SMTP_URL) return;
  const { createTransport } = await import("nodemailer");
  // A row has two mails; each SMTP step gives up well inside the lease, so a slow server cannot
  // keep a row past its lease while another instance takes it and sends it again.
  const stepMs = Math.floor((LEASE_SECONDS * 1000) / 8);
  const transport = createTransport({
    url: process.env.SMTP_URL,
    connectionTimeout: stepMs,
    greetingTimeout: stepMs,
    socketTimeout: stepMs,
  });
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
          leaseSeconds: LEASE_SECONDS,
          scan: virusScannerFromEnv(),
        });
        // The inbox's replies to visitors (inbox/replies.ts) go out in the same rounds.
        const replies = await sendDueReplies(db, {
          transport: worker.transport,
          from: process.env.MAIL_FROM || "no-reply@localhost",
        });
        metrics().outboxFailures.inc(result.failed + replies.failed);
        // Keep going while rows were due; a failed row waits for its backoff, so this ends.
        if (result.sent + result.failed + replies.sent + replies.failed === 0 && !worker.again) break;
      }
    } catch (error) {
      log("outbox").error({ err: errorField(error) }, "outbox round failed");
    } finally {
      worker.running = false;
    }
  })();
}
