import { revalidateTag } from "next/cache";
import { contentMode } from "@/content/source";
import { type PublishedDocument, tagsForPublish } from "@/content/tags";
import { getDatabase } from "@/db/client";
import { recordSlugChange } from "@/db/slug-redirects";
import { BodyTooLarge, readTextCapped } from "@/http/body";
import { errorField, log } from "@/ops/log";
import { metrics } from "@/ops/metrics";
import { replayGuard } from "./replay";
import { recordRevalidation } from "./revalidation-log";
import { previousRevalidateSecret, revalidateSecret } from "./secrets";
import { REPLAY_MEMORY_MS, SIGNATURE_HEADER, verifyDelivery } from "./webhook";

// The publish webhook (POST /api/revalidate): Sanity's GROQ-powered webhook, the local lake's, and
// scripts/seed/publish-local.ts in embedded mode post here when a document is published, changed or
// deleted. See the README for the filter and projection.

const MAX_BODY_BYTES = 64 * 1024;
/** A document has one translation per other language; more than this is not a real delivery. */
const MAX_TRANSLATIONS = 10;

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

export interface PublishHooks {
  /**
   * Told of each accepted delivery once its pages are expired, before the answer is sent: it must
   * return at once (the process's wiring queues its work after the response, runtime/publish.ts).
   */
  accepted?(doc: PublishedDocument): void;
}

/** Checks one delivery and expires the tags of the document it names; counts it by outcome and reason. */
export async function handlePublishWebhook(request: Request, hooks: PublishHooks = {}): Promise<Response> {
  const response = await handleDelivery(request, hooks);
  const reason = REFUSAL_REASONS[response.status] ?? `status_${response.status}`;
  metrics().webhooks.inc(response.ok ? { outcome: "accepted", reason: "ok" } : { outcome: "refused", reason });
  return response;
}

/** Why a delivery was refused, by the status it got (the metric's `reason` label). */
const REFUSAL_REASONS: Record<number, string> = {
  400: "malformed",
  401: "signature",
  409: "replayed",
  413: "too_large",
  503: "unavailable",
};

async function handleDelivery(request: Request, hooks: PublishHooks): Promise<Response> {
  const secret = revalidateSecret();
  if (!secret) return answer(503, { error: "SANITY_REVALIDATE_SECRET is not set" });

  let body: string;
  try {
    body = await readTextCapped(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return answer(413, { error: "body too large" });
    return answer(400, { error: "body must be UTF-8 JSON" });
  }

  const verdict = verifyDelivery(body, request.headers.get(SIGNATURE_HEADER), [
    secret,
    ...previousRevalidateSecret(secret),
  ]);
  if (!verdict.ok) return answer(401, { error: verdict.reason });

  const doc = parseDocument(body);
  if (!doc) return answer(400, { error: "body must be a JSON object with string _id and _type" });
  if ((doc.translations?.length ?? 0) > MAX_TRANSLATIONS) {
    return answer(400, { error: `at most ${MAX_TRANSLATIONS} translations per delivery` });
  }

  // Sanity sends the same idempotency key when it retries one delivery; a third party replaying a
  // captured delivery repeats its signature (the key header is not signed, so it could be changed).
  // Either one seen before within the freshness window means: processed already, change nothing.
  // The memory is in the database or Redis, so it survives restarts and is shared by instances.
  const guard = replayGuard();
  const key = request.headers.get("idempotency-key")?.slice(0, 200);
  let newSignature: boolean;
  let newKey: boolean;
  try {
    [newSignature, newKey] = await Promise.all([
      guard.firstSeen(`sig:${verdict.signature}`, REPLAY_MEMORY_MS),
      key ? guard.firstSeen(`key:${key}`, REPLAY_MEMORY_MS) : true,
    ]);
  } catch (error) {
    log("revalidate").error({ err: errorField(error) }, "replay memory unavailable");
    return answer(503, { error: "replay memory unavailable, retry later" });
  }
  if (!newSignature || !newKey) return answer(409, { error: "delivery already processed" });

  const tags = tagsForPublish(doc);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // A renamed document's old paths redirect to it, known to the proxy once the time below is recorded.
  await recordRedirects(doc);
  // Also what the proxy's list of known stories and jobs checks (routing/known-content.ts).
  await recordRevalidation({ document: doc._id, tags });
  log("revalidate").info({ type: doc._type, document: doc._id, tags }, "revalidated");
  try {
    hooks.accepted?.(doc);
  } catch (error) {
    log("revalidate").error({ err: errorField(error) }, "after-publish work not queued");
  }
  // Publish → revalidated: from the lake's transaction time (Sanity's webhook header), else the signature's.
  const published = Date.parse(request.headers.get("sanity-transaction-time") ?? "") || verdict.timestamp;
  metrics().publishLatency.observe(Math.max(0, Date.now() - published) / 1000);
  return answer(200, { revalidated: tags, mode: contentMode(), now: Date.now() });
}

async function recordRedirects(doc: PublishedDocument): Promise<void> {
  try {
    const left = await recordSlugChange((await getDatabase()).db, doc);
    if (left.length > 0)
      log("revalidate").info({ document: doc._id, from: left }, "old paths redirect to the document");
  } catch (error) {
    log("revalidate").error({ err: errorField(error) }, "old paths of a renamed document not recorded");
  }
}

function parseDocument(body: string): PublishedDocument | null {
  try {
    const value = JSON.parse(body) as Partial<PublishedDocument>;
    if (typeof value?._id !== "string" || typeof value._type !== "string") return null;
    const translations = Array.isArray(value.translations)
      ? value.translations.filter((id): id is string => typeof id === "string")
      : [];
    const text = (field: unknown) => (typeof field === "string" ? field.slice(0, 200) : null);
    return {
      _id: value._id,
      _type: value._type,
      translations,
      slug: text(value.slug),
      previousSlug: text(value.previousSlug),
      language: text(value.language),
      pageKey: text(value.pageKey),
      kind: text(value.kind),
    };
  } catch {
    return null;
  }
}
