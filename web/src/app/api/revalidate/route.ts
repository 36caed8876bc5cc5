import { publishWebhook } from "@/runtime/publish";

// A publish in the CMS: signature, freshness and replay checks, then the document's cache tags
// expire and its URLs are queued for the search engines (runtime/publish.ts).
export const POST = publishWebhook;
