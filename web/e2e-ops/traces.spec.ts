import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { OPS_LAKE_ORIGIN, OTLP_RECEIVER } from "../playwright.ops.config";

// Issue 34, traces: with OTEL_EXPORTER_OTLP_ENDPOINT set, the site exports over OTLP/HTTP; a page
// render arrives as one trace: Next's request span, its render, and the content queries it made.

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

/** The spans of the first trace whose root is Next's span of `GET <path>` and that holds a content query. */
async function pageTrace(path: string): Promise<ReceivedSpan[]> {
  const all = await spans();
  for (const root of all.filter((span) => !span.parentSpanId && span.attributes["http.target"] === path)) {
    const trace = all.filter((span) => span.traceId === root.traceId);
    if (trace.some((span) => span.name === "content query")) return trace;
  }
  return [];
}

test("a page render is one trace: Next's request span, its render and its content queries", async ({ request }) => {
  // A publish expires the story's page; the next visit renders it again and queries its content.
  const published = await fetch(`${OPS_LAKE_ORIGIN}/v2025-10-01/data/mutate/production`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      mutations: [{ patch: { id: STORY, set: { excerpt: `traced ${randomBytes(4).toString("hex")}` } } }],
    }),
  });
  expect(published.status).toBe(200);
  let trace: ReceivedSpan[] = [];
  // The webhook reaches the site within moments; until then the page may still come from the cache.
  await expect
    .poll(
      async () => {
        expect((await request.get(PAGE)).status()).toBe(200);
        trace = await pageTrace(PAGE);
        return trace.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  expect(trace.every((span) => span.service === "wafer-site")).toBe(true);
  const root = trace.find((span) => !span.parentSpanId) as ReceivedSpan;
  expect(root.attributes).toMatchObject({ "http.method": "GET", "http.status_code": 200 });
  // Next resolved the route's page within the same trace.
  expect(trace.some((span) => span.attributes["next.route"] === "/[locale]/news/[slug]")).toBe(true);
  const query = trace.find((span) => span.name === "content query") as ReceivedSpan;
  expect(query.attributes["content.mode"]).toBe("sanity");
  expect(String(query.attributes["content.query"])).toMatch(/\*\[/);
});

test("a publish is one trace from the lake's request and commit to the site's revalidation", async () => {
  const published = await fetch(`${OPS_LAKE_ORIGIN}/v2025-10-01/data/mutate/production`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      mutations: [{ patch: { id: STORY, set: { excerpt: `joined ${randomBytes(4).toString("hex")}` } } }],
    }),
  });
  expect(published.status).toBe(200);
  let trace: ReceivedSpan[] = [];
  await expect
    .poll(
      async () => {
        const all = await spans();
        // The site's span of POST /api/revalidate whose trace began in the lake.
        const revalidation = all.filter(
          (span) => span.service === "wafer-site" && span.attributes["http.target"] === "/api/revalidate",
        );
        for (const span of revalidation) {
          const joined = all.filter((other) => other.traceId === span.traceId);
          if (joined.some((other) => other.service === "wafer-lake" && other.name === "commit")) trace = joined;
        }
        return trace.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const names = trace.map((span) => `${span.service}: ${span.name}`);
  expect(names).toEqual(
    expect.arrayContaining(["wafer-lake: lake request", "wafer-lake: commit", "wafer-lake: webhook delivery"]),
  );
  const root = trace.find((span) => !span.parentSpanId) as ReceivedSpan;
  expect(root).toMatchObject({ service: "wafer-lake", name: "lake request" });
  expect(root.attributes["http.route"]).toBe("/v:version/data/mutate");
});

test("a form submission is one trace holding its database transaction", async ({ request }) => {
  const challenge = await (await request.get("/api/altcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const response = await request.post("/api/forms/message", {
    headers: { "x-forwarded-for": "10.34.0.1" },
    multipart: {
      locale: "en",
      consent: "true",
      name: "Trace Visitor",
      appellation: "mr",
      organization: "Example Fab Inc.",
      address: "1 Example Road",
      phone: "+86 21 5000 0000",
      email: `trace+${Date.now()}@example.com`,
      city: "Shanghai",
      country: "China",
      title: "Traced message",
      content: "A message whose trace the test follows.",
      altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
    },
  });
  expect(response.status()).toBe(201);
  let trace: ReceivedSpan[] = [];
  await expect
    .poll(
      async () => {
        const all = await spans();
        // Other tests post to this form too (refused ones have no transaction): the trace that has one.
        const roots = all.filter(
          (span) => !span.parentSpanId && span.attributes["http.target"] === "/api/forms/message",
        );
        trace = [];
        for (const root of roots) {
          const candidate = all.filter((span) => span.traceId === root.traceId);
          if (candidate.some((span) => span.name === "submission transaction")) trace = candidate;
        }
        return trace.length > 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const transaction = trace.find((span) => span.name === "submission transaction") as ReceivedSpan;
  expect(transaction.attributes["form.kind"]).toBe("message");
  // Nothing the visitor typed is in a span.
  expect(JSON.stringify(trace)).not.toContain("Trace Visitor");
});
