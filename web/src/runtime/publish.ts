import "server-only";
import type { DocumentRef } from "@wafer/schemas/paths";
import { after } from "next/server";
import { queryPublished } from "@/content/backend";
import { DOCUMENT_PAGES_QUERY } from "@/content/queries";
import type { PublishedDocument } from "@/content/tags";
import { getDatabase } from "@/db/client";
import { errorField, log } from "@/ops/log";
import { handlePublishWebhook } from "@/publish/handler";
import { enqueuePush } from "@/reach/push/queue";
import { pushUrls } from "@/reach/push/urls";
import { kickPushWorker, pushEngines } from "@/reach/push/worker";

// The publish webhook as the server runs it: the pages expire (publish/handler.ts), and, once the
// answer is sent (Next's after()), the document's public URLs in both languages are queued for
// the search engines (reach/push/), so a slow database or engine never delays the webhook.

export function publishWebhook(request: Request): Promise<Response> {
  return handlePublishWebhook(request, { accepted: (doc) => after(() => queueForSearchEngines(doc)) });
}

/** Queues the URLs of a published or unpublished document for the configured engines. */
export async function queueForSearchEngines(doc: PublishedDocument): Promise<void> {
  const engines = pushEngines();
  if (!engines.baidu && !engines.indexNow) return;
  try {
    const urls = pushUrls(doc);
    // Its translations' pages: the same story or job in the other language has its own address.
    const others = (doc.translations ?? []).filter((id): id is string => typeof id === "string" && id !== doc._id);
    if (others.length > 0) {
      const pages = await queryPublished<DocumentRef[]>(DOCUMENT_PAGES_QUERY, { ids: others });
      for (const page of pages ?? []) urls.push(...pushUrls(page));
    }
    if (urls.length === 0) return;
    const { db } = await getDatabase();
    const queued = await enqueuePush(db, urls, engines);
    log("push").info({ document: doc._id, urls, queued }, "queued for search engines");
    kickPushWorker();
  } catch (error) {
    log("push").error({ err: errorField(error), document: doc._id }, "could not queue URLs for search engines");
  }
}
