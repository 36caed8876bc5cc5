import "server-only";
import { config } from "@/config/env";
import { siteUrl } from "@/config/site-url";
import { notificationRecipients } from "@/forms/server/content";
import { sendDueReplies } from "@/inbox/replies";
import { processOutbox } from "@/mail/outbox";
import { leaseSeconds, startOutboxWorker } from "@/mail/worker";
import { metrics } from "@/ops/metrics";
import { virusScannerFromEnv } from "@/virus-scan/scanner";

// What the outbox worker (mail/worker.ts) sends in each round: the forms' notifications and
// acknowledgements (mail/outbox.ts), then the inbox's replies to visitors (inbox/replies.ts).
export function startMailWorker(): Promise<void> {
  return startOutboxWorker(async (db, transport) => {
    const from = config().MAIL_FROM ?? "no-reply@localhost";
    const result = await processOutbox(db, {
      transport,
      from,
      siteUrl: siteUrl(),
      recipients: notificationRecipients,
      leaseSeconds: leaseSeconds(),
      scan: virusScannerFromEnv(),
    });
    const replies = await sendDueReplies(db, { transport, from });
    metrics().outboxFailures.inc(result.failed + replies.failed);
    return result.sent + result.failed + replies.sent + replies.failed;
  });
}
