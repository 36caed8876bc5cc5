import "server-only";
import { getDatabase } from "@/db/client";
import { expireAckTokens } from "@/mail/expire-tokens";
import { kickOutbox, startOutboxWorker } from "@/mail/worker";
import { altchaKeys, purgeExpiredChallenges } from "./altcha";
import { findOpenJob } from "./content";
import type { SubmissionDeps } from "./handler";
import { limitsFromEnv } from "./rate-limit";

// The production wiring of the form handlers: one set per server process, made on first use.
const cache = globalThis as unknown as { __waferFormDeps?: Promise<SubmissionDeps> };

export function submissionDeps(): Promise<SubmissionDeps> {
  cache.__waferFormDeps ??= (async (): Promise<SubmissionDeps> => {
    const { db } = await getDatabase();
    await startOutboxWorker();
    return {
      db,
      altchaKeys: await altchaKeys(db),
      limits: await limitsFromEnv(),
      // The outbox worker (mail/worker.ts) runs exactly when SMTP_URL is set.
      sendsAcknowledgement: Boolean(process.env.SMTP_URL),
      isOpenJob: async (slug: string, locale: string) => (await findOpenJob(slug, locale)) !== null,
      onStored: () => {
        kickOutbox();
        void purgeExpiredChallenges(db).catch(() => {});
        void expireAckTokens(db).catch(() => {});
      },
    };
  })().catch((error) => {
    cache.__waferFormDeps = undefined;
    throw error;
  });
  return cache.__waferFormDeps;
}
