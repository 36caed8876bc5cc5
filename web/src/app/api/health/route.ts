import { connection } from "next/server";

// GET /api/health — liveness: the process answers HTTP. Nothing else is checked (a database outage
// must not make an orchestrator restart healthy processes); see /api/ready for dependencies.
export async function GET() {
  await connection();
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
