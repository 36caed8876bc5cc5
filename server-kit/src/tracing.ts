// Traces (issue 34), one module for the lake and the site (each names its service: lake/src/cli.ts,
// web/src/ops/tracing.ts).
// OpenTelemetry, exported over OTLP/HTTP only when OTEL_EXPORTER_OTLP_ENDPOINT is set (the standard
// variable; OTEL_SERVICE_NAME too). Without it no provider is registered and @opentelemetry/api's
// spans are no-ops: nothing is recorded, nothing is sent.
// A lake request, its commit and the webhook delivery it causes are spans of one trace; the
// delivery carries that trace to the site (`traceparent`, from `carrier()`), whose revalidation
// joins it (`traced(…, parent)`): one trace from an editor's publish to the pages expiring. On the
// site, Next's own spans (the request, the render, route handlers) come with the site's.
import { context, propagation, type Span, SpanStatusCode, trace } from "@opentelemetry/api";

// One provider per process: Next may load this module more than once (instrumentation, routes).
const state = globalThis as unknown as { __waferTracing?: boolean };

/** Registers the exporting tracer provider once, when an OTLP endpoint is configured. */
export async function startTracing(
  service: string,
  env: Record<string, string | undefined> = process.env,
): Promise<boolean> {
  if (state.__waferTracing || !env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  state.__waferTracing = true;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME || service }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS) itself and posts to <endpoint>/v1/traces.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 1000 })],
  });
  // Also sets the W3C trace-context propagator that `carrier()` and `traced(…, parent)` use.
  provider.register();
  return true;
}

const tracer = () => trace.getTracer("wafer");

/**
 * Runs `work` in a span, a child of `parent` (a carrier from `carrier()`) or of the current span.
 * Attributes name kinds and sizes, never content a visitor wrote (no query parameters, no form
 * fields).
 */
export function traced<T>(
  name: string,
  attributes: Record<string, string | number>,
  work: () => Promise<T> | T,
  parent?: Record<string, string>,
): Promise<T> {
  const base = parent ? propagation.extract(context.active(), parent) : context.active();
  return tracer().startActiveSpan(name, { attributes }, base, async (span: Span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The current trace as headers (`traceparent`), empty when tracing is off. */
export function carrier(): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}
