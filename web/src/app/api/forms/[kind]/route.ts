import { handleSubmission, isFormKind } from "@/forms/server/handler";
import { errorField, log } from "@/ops/log";
import { metrics } from "@/ops/metrics";
import { countSubmission } from "@/ops/submissions";
import { submissionDeps } from "@/runtime/form-deps";

// POST /api/forms/message | application | inquiry — see web/src/forms/server/handler.ts.

export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!isFormKind(kind)) return Response.json({ error: "notFound" }, { status: 404 });
  let deps: Awaited<ReturnType<typeof submissionDeps>>;
  try {
    deps = await submissionDeps();
  } catch (error) {
    log("forms").error({ err: errorField(error), form: kind }, "storage unavailable");
    metrics().forms.inc({ form: kind, outcome: "refused", reason: "unavailable" });
    return Response.json({ error: "unavailable" }, { status: 503, headers: { "retry-after": "30" } });
  }
  return countSubmission(kind, await handleSubmission(kind, request, deps));
}
