import "server-only";
import { config } from "@/config/env";
import { getDatabase } from "@/db/client";
import { altchaKeys, purgeExpiredChallenges } from "@/forms/server/altcha";
import { findOpenJob } from "@/forms/server/content";
import type { SubmissionDeps } from "@/forms/server/handler";
import { limitsFromEnv } from "@/forms/server/rate-limit";
import { expireAckTokens } from "@/mail/expire-tokens";
import { kickOutbox } from "@/mail/worker";
import { startMailWorker } from "./mail-worker";

// The production wiring of the form handlers: one set per server process, made on first use.
const cache = globalThis as unknown as { __waferFormDeps?: Promise<SubmissionDeps> };

export function submissionDeps(): Promise<SubmissionDeps> {
  cache.__waferFormDeps ??= (async (): Promise<SubmissionDeps> => {
    const { db } = await getDatabase();
    await startMailWorker();
    return {
      db,
      altchaKeys: await altchaKeys(db),
      limits: await limitsFromEnv(),
      // The outbox worker (runtime/mail-worker.ts) runs exactly when SMTP_URL is set.
      sendsAcknowledgement: config().SMTP_URL !== undefined,
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
