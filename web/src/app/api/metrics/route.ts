import { connection } from "next/server";
import { scrape } from "@/health/scrape";

// GET /api/metrics: Prometheus metrics behind METRICS_TOKEN (web/src/health/scrape.ts).
export async function GET(request: Request) {
  await connection();
  return scrape(request);
}
