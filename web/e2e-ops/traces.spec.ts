import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { OPS_LAKE_ORIGIN, OTLP_RECEIVER } from "../playwright.ops.config";

// Issue 34, traces: with OTEL_EXPORTER_OTLP_ENDPOINT set, the site exports over OTLP/HTTP; a page
// render arrives as one trace holding Next's request span and the content queries it made, and a
// form submission holds its database transaction.

interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

const STORY = "news-300mm-polished-qualified-en";
const PAGE = "/en/news/300mm-polished-qualified";
const spans = async (): Promise<ReceivedSpan[]> => (await fetch(`${OTLP_RECEIVER}/spans`)).json();

test("a page render is one trace: Next's request span and its content queries", async ({ request }) => {
  // A publish expires the story's page; the next visit renders it again and queries its content.
  const published = await fetch(`${OPS_LAKE_ORIGIN}/v2025-10-01/data/mutate/production`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      mutations: [{ patch: { id: STORY, set: { excerpt: `traced ${randomBytes(4).toString("hex")}` } } }],
    }),
  });
  expect(published.status).toBe(200);
  let response = await request.get(PAGE);
  // The webhook reaches the site within moments; until then the page may still come from the cache.
  await expect
    .poll(async () => {
      response = await request.get(PAGE);
      return (await spans()).some((span) => span.name === "content query" && span.attributes["content.query"]);
    })
    .toBe(true);
  expect(response.status()).toBe(200);
  let trace: ReceivedSpan[] = [];
  await expect
    .poll(
      async () => {
        const all = await spans();
        const root = all.find(
          (span) =>
            !span.parentSpanId && all.some((child) => child.traceId === span.traceId && child.name === "content query"),
        );
        trace = root ? all.filter((span) => span.traceId === root.traceId) : [];
        return trace.filter((span) => span.name === "content query").length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  expect(trace.every((span) => span.service === "wafer-site")).toBe(true);
  // Next's render of the route is in the same trace.
  expect(trace.some((span) => /render route|\[locale\]/.test(span.name))).toBe(true);
  const query = trace.find((span) => span.name === "content query") as ReceivedSpan;
  expect(query.attributes["content.mode"]).toBe("sanity");
  expect(String(query.attributes["content.query"])).toMatch(/_type/);
});
