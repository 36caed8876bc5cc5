// Traces of the lake (issue 34), as the site's (web/src/ops/tracing.ts): on only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set. A request, its commit and the webhook delivery it causes are
// spans of one trace, and the delivery carries that trace to the site (`traceparent`), whose
// revalidation then joins it: one trace from an editor's publish to the pages expiring.
import { context, propagation, type Span, SpanStatusCode, trace } from "@opentelemetry/api";

let started = false;

export async function startTracing(env: Record<string, string | undefined> = process.env): Promise<boolean> {
  if (started || !env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  started = true;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME || "wafer-lake" }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 1000 })],
  });
  // Also sets the W3C trace-context propagator that `carrier()` and `traced(…, parent)` use.
  provider.register();
  return true;
}

const tracer = () => trace.getTracer("wafer-lake");

/** Runs `work` in a span, a child of `parent` (a carrier from `carrier()`) or of the current span. */
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
