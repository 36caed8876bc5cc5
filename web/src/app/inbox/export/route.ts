import { handleExport } from "@/inbox/files";

// GET /inbox/export — one form's submissions as CSV with their resumes, in a zip.
export const GET = (request: Request) => handleExport(request);
