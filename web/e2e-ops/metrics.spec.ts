import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import { OPS_LAKE_ORIGIN } from "../playwright.ops.config";

// Issue 34, metrics, alerts and the dashboard: every metric that deploy/prometheus/alerts.yml and
// deploy/grafana/wafer-dashboard.json name exists on the running site or lake, and the figures move
// when a publish goes from the lake to the site and when a form is refused.

const deploy = path.join(import.meta.dirname, "..", "..", "deploy");
const token = process.env.OPS_E2E_METRICS_TOKEN as string;
/** Metrics of other exporters: node_exporter's, and the backup's timestamp (textfile collector). */
const EXTERNAL = [/^node_/, /^wafer_backup_last_success_timestamp_seconds$/];

const PROMQL_WORDS = new Set(
  "sum min max avg count rate irate increase delta histogram_quantile clamp_min clamp_max time absent and or unless by without on ignoring group_left group_right bool offset topk bottomk abs changes".split(
    " ",
  ),
);

/** The metric names in a PromQL expression: what is left without labels, ranges, numbers and functions. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, " ")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ")
    .replace(/\b\d+(\.\d+)?(e[+-]?\d+)?\b/gi, " ");
  return [...new Set(bare.match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? [])].filter((word) => !PROMQL_WORDS.has(word));
}

function namedMetrics(): string[] {
  const rules = parse(readFileSync(path.join(deploy, "prometheus", "alerts.yml"), "utf8")) as {
    groups: { rules: { alert: string; expr: string }[] }[];
  };
  const dashboard = JSON.parse(readFileSync(path.join(deploy, "grafana", "wafer-dashboard.json"), "utf8")) as {
    panels: { targets: { expr: string }[] }[];
  };
  const exprs = [
    ...rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr)),
    ...dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)),
  ];
  return [...new Set(exprs.flatMap(metricNames))].sort();
}

async function scrape(url: string, bearer = token): Promise<string> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${bearer}` } });
  expect(response.status, url).toBe(200);
  return response.text();
}
const siteMetrics = () => scrape(`${test.info().project.use.baseURL}/api/metrics`);
const lakeMetrics = () => scrape(`${OPS_LAKE_ORIGIN}/metrics`);

/** The value of one sample (`name{labels} value`), or 0 when the series has none yet. */
function sample(text: string, name: string, labels = ""): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ""} `));
  return line ? Number(line.split(" ").pop()) : 0;
}

const exists = (text: string, name: string) =>
  text.includes(`# TYPE ${name} `) ||
  (/_(bucket|count|sum)$/.test(name) && text.includes(`# TYPE ${name.replace(/_(bucket|count|sum)$/, "")} histogram`));

test("the parser finds the names in PromQL", () => {
  expect(
    metricNames('sum by (le, route) (rate(foo_bucket{status=~"5.."}[5m])) / clamp_min(bar_total, 1e-9) > 0.01'),
  ).toEqual(["foo_bucket", "bar_total"]);
});

test("every metric the alert rules and the dashboard name exists on the running site or lake", async () => {
  const names = namedMetrics();
  // Not vacuous: the files name the figures issue 34 asks for.
  for (const expected of [
    "wafer_outbox_oldest_pending_age_seconds",
    // Issue 41: an instance without SMTP_URL sends nothing, and says so.
    "wafer_mail_configured",
    "wafer_lake_webhook_queue_depth",
    "wafer_http_request_duration_seconds_count",
    "process_resident_memory_bytes",
    "node_filesystem_avail_bytes",
    "wafer_backup_last_success_timestamp_seconds",
  ])
    expect(names).toContain(expected);
  const [site, lake] = [await siteMetrics(), await lakeMetrics()];
  const missing = names.filter(
    (name) => !EXTERNAL.some((pattern) => pattern.test(name)) && !exists(site, name) && !exists(lake, name),
  );
  expect(missing).toEqual([]);
});

test("the metric endpoints answer only with the token", async ({ request }) => {
  expect((await request.get("/api/metrics")).status()).toBe(401);
  expect((await request.get("/api/metrics", { headers: { authorization: "Bearer wrong" } })).status()).toBe(401);
  expect((await fetch(`${OPS_LAKE_ORIGIN}/metrics`)).status).toBe(401);
});

test("a publish in the lake is counted from commit to revalidation, on both sides", async () => {
  const before = { site: await siteMetrics(), lake: await lakeMetrics() };
  const response = await fetch(`${OPS_LAKE_ORIGIN}/v2025-10-01/data/mutate/production`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      mutations: [{ patch: { id: "news-300mm-polished-qualified-en", set: { excerpt: `metrics ${Date.now()}` } } }],
    }),
  });
  expect(response.status).toBe(200);
  const accepted = 'outcome="accepted",reason="ok"';
  await expect
    .poll(async () => sample(await siteMetrics(), "wafer_webhooks_total", accepted))
    .toBeGreaterThan(sample(before.site, "wafer_webhooks_total", accepted));
  const site = await siteMetrics();
  expect(sample(site, "wafer_publish_to_revalidated_seconds_count")).toBeGreaterThan(
    sample(before.site, "wafer_publish_to_revalidated_seconds_count"),
  );
  // The lake counts a delivery once it has read the site's answer, a moment after the site counted
  // it (CI once read the lake's figures in between, under load).
  const delivered = 'outcome="delivered"';
  await expect
    .poll(async () => sample(await lakeMetrics(), "wafer_lake_webhook_deliveries_total", delivered))
    .toBeGreaterThan(sample(before.lake, "wafer_lake_webhook_deliveries_total", delivered));
  const lake = await lakeMetrics();
  expect(sample(lake, "wafer_lake_commit_duration_seconds_count")).toBeGreaterThan(
    sample(before.lake, "wafer_lake_commit_duration_seconds_count"),
  );
  expect(sample(lake, "wafer_lake_webhook_queue_depth")).toBe(0);
});

test("a refused form and a page view are counted by reason and by route template", async ({ request }) => {
  const refused = 'form="message",outcome="refused",reason="invalid"';
  const before = await siteMetrics();
  expect((await request.post("/api/forms/message", { data: {} })).status()).toBe(400);
  expect((await request.get("/en/news")).status()).toBe(200);
  const after = await siteMetrics();
  expect(sample(after, "wafer_form_submissions_total", refused)).toBe(
    sample(before, "wafer_form_submissions_total", refused) + 1,
  );
  const page = 'route="/[locale]/news",method="GET",status="200"';
  expect(sample(after, "wafer_http_request_duration_seconds_count", page)).toBeGreaterThan(
    sample(before, "wafer_http_request_duration_seconds_count", page),
  );
  // The outbox figures are read from the database at each scrape.
  expect(after).toMatch(/^wafer_outbox_pending \d+$/m);
  expect(after).toMatch(/^wafer_outbox_oldest_pending_age_seconds [\d.e+-]+$/m);
  // This site has no SMTP_URL (a fresh install's default): it says so, and WaferMailNotConfigured fires.
  expect(after).toMatch(/^wafer_mail_configured 0$/m);
});
