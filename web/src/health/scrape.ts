import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "@/config/env";
import { getDatabase } from "@/db/client";
import { mailConfigured, mailQueue } from "@/inbox/mail-status";
import { errorField, log } from "@/ops/log";
import { metrics } from "@/ops/metrics";
import { pendingPushes } from "@/reach/push/queue";

// GET /api/metrics: Prometheus' scrape. Off (404) unless METRICS_TOKEN is set; then only a request
// with `Authorization: Bearer <METRICS_TOKEN>` gets the figures (they tell how busy the site is
// and how its mail is doing: nothing for the public, nothing personal either).

const sha = (value: string) => createHash("sha256").update(value).digest();

/** Whether the Authorization header carries the token (compared in constant time). */
export function scrapeAllowed(header: string | null, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(sha(given), sha(token));
}

/**
 * The mail queues as the database has them now (the forms' outbox and the inbox's replies): every
 * instance shares them, so these are read, not counted. Whether SMTP is configured is this process's.
 */
async function readOutbox(): Promise<void> {
  const m = metrics();
  m.mailConfigured.set(mailConfigured() ? 1 : 0);
  try {
    const { db } = await getDatabase();
    const queue = await mailQueue(db);
    m.outboxPending.set(queue.waiting);
    m.outboxOldest.set(queue.oldestAgeSeconds);
    m.outboxFailing.set(queue.failing);
    for (const [engine, waiting] of Object.entries(await pendingPushes(db)))
      m.searchPushPending.set({ engine }, waiting);
  } catch (error) {
    // The figures keep their last values; /api/ready reports the database itself.
    log("metrics").warn({ err: errorField(error) }, "outbox figures not read");
  }
}

export async function scrape(request: Request): Promise<Response> {
  const token = config().METRICS_TOKEN;
  if (!token) return new Response("Not Found", { status: 404, headers: { "cache-control": "no-store" } });
  if (!scrapeAllowed(request.headers.get("authorization"), token)) {
    return new Response("Unauthorized", {
      status: 401,
      headers: { "cache-control": "no-store", "www-authenticate": 'Bearer realm="metrics"' },
    });
  }
  await readOutbox();
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "content-type": registry.contentType, "cache-control": "no-store" },
  });
}
