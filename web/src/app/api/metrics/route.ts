import { connection } from "next/server";
import { scrape } from "@/ops/scrape";

// GET /api/metrics: Prometheus metrics behind METRICS_TOKEN (web/src/ops/scrape.ts).
export async function GET(request: Request) {
  await connection();
  return scrape(request);
}
