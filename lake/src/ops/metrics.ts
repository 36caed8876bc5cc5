// The lake's Prometheus metrics (prom-client), served at /metrics behind METRICS_TOKEN (ops/scrape.ts).
// Names are read by deploy/prometheus/alerts.yml and deploy/grafana/wafer.json.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export const registry = new Registry();
collectDefaultMetrics({ register: registry });
const registers = [registry];

export const httpDuration = new Histogram({
  name: "wafer_lake_http_request_duration_seconds",
  help: "Time from a request's arrival at the lake to the end of its response, by route template, method and status.",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const commitDuration = new Histogram({
  name: "wafer_lake_commit_duration_seconds",
  help: "Time to commit one transaction durably (log appended and fsynced, commit hooks such as the webhook queue run).",
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

/** What the webhook queue holds, read at each scrape (webhook.ts says where to look). */
let webhookQueue: () => { depth: number; oldest?: string } = () => ({ depth: 0 });
export function observeWebhookQueue(read: typeof webhookQueue) {
  webhookQueue = read;
}

export const webhookQueueDepth = new Gauge({
  name: "wafer_lake_webhook_queue_depth",
  help: "Webhook deliveries waiting for the site's answer.",
  registers,
  collect() {
    this.set(webhookQueue().depth);
  },
});

export const webhookDeliveries = new Counter({
  name: "wafer_lake_webhook_deliveries_total",
  help: "Webhook delivery attempts by outcome: delivered, retried (the site is down or answered 5xx/408/429), dropped (refused with another 4xx).",
  labelNames: ["outcome"] as const,
  registers,
});

export const webhookOldest = new Gauge({
  name: "wafer_lake_webhook_oldest_pending_age_seconds",
  help: "Age of the oldest webhook delivery still waiting (from its transaction's time); 0 when none waits.",
  registers,
  collect() {
    const oldest = Date.parse(webhookQueue().oldest ?? "");
    this.set(Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0);
  },
});
