import { handleSubmission, isFormKind } from "@/forms/server/handler";
import { submissionDeps } from "@/runtime/form-deps";

// POST /api/forms/message | application | inquiry — see web/src/forms/server/handler.ts.

export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!isFormKind(kind)) return Response.json({ error: "notFound" }, { status: 404 });
  let deps: Awaited<ReturnType<typeof submissionDeps>>;
  try {
    deps = await submissionDeps();
  } catch (error) {
    console.error("[forms] storage unavailable:", error);
    return Response.json({ error: "unavailable" }, { status: 503, headers: { "retry-after": "30" } });
  }
  return handleSubmission(kind, request, deps);
}
