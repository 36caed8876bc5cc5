import { connection } from "next/server";
import { readiness } from "@/health/readiness";

// GET /api/ready — readiness for a load balancer: 200 when the database, the content backend and
// Redis (when REDIS_URL is set) answer, else 503. The body names each part with "ok" or "down".
export async function GET() {
  await connection();
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? "ready" : "unavailable", checks },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
