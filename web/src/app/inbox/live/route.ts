import { handleLive } from "@/inbox/live";

// GET /inbox/live — what the open inbox polls for new submissions.
export const GET = (request: Request) => handleLive(request);
