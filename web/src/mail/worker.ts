import "server-only";
import type { Transporter } from "nodemailer";
import { config } from "@/config/env";
import type { Db } from "@/db/client";
import { getDatabase } from "@/db/client";
import { errorField, log } from "@/ops/log";

// The outbox worker of a server process: polls for due mail, and is woken after each submission or
// reply (kickOutbox). Without SMTP_URL it never starts: mail stays pending in the database and
// nothing errors. What a round sends is given by the process's wiring (runtime/mail-worker.ts):
// the forms' outbox and the inbox's replies, which both import kickOutbox from here.

// Every instance runs a worker; a row belongs to one of them for this long (see processOutbox).
export const leaseSeconds = (): number => config().OUTBOX_LEASE_SECONDS;

/** One round over due mail: how many mails it sent or failed (0 when nothing was due). */
export type MailRound = (db: Db, transport: Transporter) => Promise<number>;

const state = globalThis as unknown as {
  __waferOutbox?: { timer: NodeJS.Timeout; running: boolean; again: boolean; transport: Transporter; round: MailRound };
};

export async function startOutboxWorker(round: MailRound): Promise<void> {
  const { SMTP_URL, OUTBOX_POLL_MS } = config();
  if (state.__waferOutbox || !SMTP_URL) return;
  const { createTransport } = await import("nodemailer");
  // A row has two mails; each SMTP step gives up well inside the lease, so a slow server cannot
  // keep a row past its lease while another instance takes it and sends it again.
  const stepMs = Math.floor((leaseSeconds() * 1000) / 8);
  const transport = createTransport({
    url: SMTP_URL,
    connectionTimeout: stepMs,
    greetingTimeout: stepMs,
    socketTimeout: stepMs,
  });
  const timer = setInterval(() => kickOutbox(), OUTBOX_POLL_MS);
  timer.unref();
  state.__waferOutbox = { timer, running: false, again: false, transport, round };
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
        const handled = await worker.round(db, worker.transport);
        // Keep going while rows were due; a failed row waits for its backoff, so this ends.
        if (handled === 0 && !worker.again) break;
      }
    } catch (error) {
      log("outbox").error({ err: errorField(error) }, "outbox round failed");
    } finally {
      worker.running = false;
    }
  })();
}
