import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

// The site's Prometheus metrics (prom-client), served by /api/metrics behind METRICS_TOKEN. Names
// are what deploy/prometheus/alerts.yml and deploy/grafana/wafer.json read; a test keeps them in
// step (scripts/observe/metrics-names.test.ts). Labels hold route templates, kinds and reasons
// only: never a URL, an address or anything a visitor typed, so their number stays bounded.

function create() {
  const registry = new Registry();
  // Memory, CPU, event-loop delay (nodejs_eventloop_lag_*), GC, handles: prom-client's defaults.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: "wafer_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its response, by route template, method and status.",
      labelNames: ["route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new Counter({
      name: "wafer_page_cache_total",
      help: "Responses of cached routes by the page cache's outcome (hit, stale, miss).",
      labelNames: ["outcome"] as const,
      registers,
    }),
    publishLatency: new Histogram({
      name: "wafer_publish_to_revalidated_seconds",
      help: "Time from a publish in the content lake (its transaction time) to the site expiring the pages that show it.",
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
      registers,
    }),
    webhooks: new Counter({
      name: "wafer_webhooks_total",
      help: "Publish webhook deliveries by outcome (accepted, refused) and reason.",
      labelNames: ["outcome", "reason"] as const,
      registers,
    }),
    forms: new Counter({
      name: "wafer_form_submissions_total",
      help: "Form submissions by form, outcome (accepted, refused) and reason.",
      labelNames: ["form", "outcome", "reason"] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: "wafer_rate_limit_refusals_total",
      help: "Requests refused by a rate limit (answered 429), by route template.",
      labelNames: ["route"] as const,
      registers,
    }),
    outboxFailures: new Counter({
      name: "wafer_outbox_send_failures_total",
      help: "Outbox mails whose sending failed (they are retried with a backoff).",
      registers,
    }),
    outboxPending: new Gauge({
      name: "wafer_outbox_pending",
      help: "Mails not yet sent: the forms' outbox and the inbox's replies (read from the database at each scrape).",
      registers,
    }),
    outboxOldest: new Gauge({
      name: "wafer_outbox_oldest_pending_age_seconds",
      help: "Age in seconds of the oldest mail not yet sent (outbox or inbox reply); 0 when none waits.",
      registers,
    }),
    outboxFailing: new Gauge({
      name: "wafer_outbox_failing",
      help: "Mails not yet sent whose last attempt failed (outbox or inbox reply).",
      registers,
    }),
    searchPush: new Counter({
      name: "wafer_search_push_total",
      help: "URLs told to a search engine (baidu, indexnow) by outcome: sent, failed (retried with a backoff), refused (never retried), quota (Baidu's day is used up: waits for tomorrow).",
      labelNames: ["engine", "outcome"] as const,
      registers,
    }),
    searchPushPending: new Gauge({
      name: "wafer_search_push_pending",
      help: "URLs waiting to be told to a search engine, by engine (read from the database at each scrape).",
      labelNames: ["engine"] as const,
      registers,
    }),
    mailConfigured: new Gauge({
      name: "wafer_mail_configured",
      help: "1 when this process has an SMTP server (SMTP_URL) to send mail through; 0: no mail ever leaves.",
      registers,
    }),
  };
}

export type SiteMetrics = ReturnType<typeof create>;

// One registry per process, also when Next bundles this module into several chunks.
const state = globalThis as unknown as { __waferMetrics?: SiteMetrics };

export function metrics(): SiteMetrics {
  state.__waferMetrics ??= create();
  return state.__waferMetrics;
}
