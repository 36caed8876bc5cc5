import { connection } from "next/server";
import { newChallenge } from "@/forms/server/altcha";
import { clientIp, rateLimitKey } from "@/http/client-ip";
import { errorField, log } from "@/ops/log";
import { submissionDeps } from "@/runtime/form-deps";

// GET /api/altcha/challenge — a fresh signed proof-of-work challenge for the verification step.

export async function GET(request: Request) {
  await connection(); // never prerendered: every answer is fresh
  try {
    const deps = await submissionDeps();
    const wait = await deps.limits.challenges.take(rateLimitKey(clientIp(request.headers)));
    if (wait > 0) {
      return Response.json(
        { error: "tooMany" },
        { status: 429, headers: { "retry-after": String(Math.ceil(wait / 1000)) } },
      );
    }
    return Response.json(await newChallenge(deps.altchaKeys), { headers: { "cache-control": "no-store" } });
  } catch (error) {
    log("forms").error({ err: errorField(error) }, "bot-check challenge failed");
    return Response.json({ error: "unavailable" }, { status: 503, headers: { "retry-after": "30" } });
  }
}
