// GET /metrics on the lake's port: Prometheus' scrape. Off (404) unless METRICS_TOKEN is set; then
// only `Authorization: Bearer <METRICS_TOKEN>` gets the figures, as on the site (/api/metrics).
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { lakeConfig } from "../config.ts";
import { registry } from "./metrics.ts";

const sha = (value: string) => createHash("sha256").update(value).digest();

export function scrapeAllowed(header: string | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(sha(given), sha(token));
}

/** Answers a scrape; false when the request is not one (the lake routes it as usual). */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
  const token = lakeConfig().METRICS_TOKEN;
  if (pathname !== "/metrics" || req.method !== "GET" || !token) return false;
  if (!scrapeAllowed(req.headers.authorization, token)) {
    res
      .writeHead(401, { "content-type": "text/plain", "www-authenticate": 'Bearer realm="metrics"' })
      .end("Unauthorized");
    return true;
  }
  const body = await registry.metrics();
  res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" }).end(body);
  return true;
}
