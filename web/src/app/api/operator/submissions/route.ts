import { handleOperatorRequest } from "@/runtime/endpoint";

// POST /api/operator/submissions — `pnpm submissions` while the site holds the embedded database.
export const POST = (request: Request) => handleOperatorRequest(request);
