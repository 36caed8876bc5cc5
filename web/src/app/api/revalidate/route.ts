import { handlePublishWebhook } from "@/publish/handler";

// A publish in the CMS: signature, freshness and replay checks, then the document's cache tags expire.
export const POST = handlePublishWebhook;
