import { draftMode } from "next/headers";
import { connection } from "next/server";
import { getDatabase } from "@/db/client";
import { boundedMemoryLimiter } from "@/forms/server/rate-limit";
import { clientIp, rateLimitKey } from "@/http/client-ip";
import { errorField, log } from "@/ops/log";
import { viewDeduper, viewedPage } from "./dedupe";
import { countVisit, totalVisits } from "./visits";

// GET /counter/GetCounter (the old site's address, which its pages and bookmarks call): counts
// this page view and answers { Result: <visits> }.
// A view counts once per page per visitor session (counter/dedupe.ts, no cookie, nothing stored),
// never in draft mode (an editor's preview), and each address may ask at most
// COUNTER_REQUESTS_PER_HOUR times: the number cannot be inflated.

const COUNTER_REQUESTS_PER_HOUR = 300;
const state = globalThis as unknown as {
  __waferCounter?: { dedupe: ReturnType<typeof viewDeduper>; limit: ReturnType<typeof boundedMemoryLimiter> };
};

/** The answer to one counter request. */
export async function answerCounter(request: Request): Promise<Response> {
  await connection(); // never prerendered: every answer is fresh
  state.__waferCounter ??= { dedupe: viewDeduper(), limit: boundedMemoryLimiter(COUNTER_REQUESTS_PER_HOUR, 3600) };
  const { dedupe, limit } = state.__waferCounter;
  const ip = clientIp(request.headers);
  const wait = await limit.take(rateLimitKey(ip));
  if (wait > 0) {
    return Response.json(
      { error: "tooMany" },
      { status: 429, headers: { "retry-after": String(Math.ceil(wait / 1000)) } },
    );
  }
  try {
    const { db } = await getDatabase();
    const page = viewedPage(request.headers.get("referer"), request.headers.get("host"));
    // An editor previewing drafts (draft mode: the studio's Presentation tool) is no visitor.
    const preview = (await draftMode()).isEnabled;
    const first = !preview && dedupe.firstView(ip, request.headers.get("user-agent") ?? "", page);
    const total = first ? await countVisit(db) : await totalVisits(db);
    return Response.json({ Result: total }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    log("counter").error({ err: errorField(error) }, "visit counter failed");
    return Response.json({ error: "unavailable" }, { status: 503 });
  }
}
