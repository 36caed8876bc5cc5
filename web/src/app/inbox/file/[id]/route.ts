import { handleResume } from "@/inbox/files";

// GET /inbox/file/<attachment id> — a resume, to signed-in staff who may read its application.
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return handleResume(request, (await params).id);
}
