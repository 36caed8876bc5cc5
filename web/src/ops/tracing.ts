import { context, type Span, SpanStatusCode, trace } from "@opentelemetry/api";

// Traces (issue 34): OpenTelemetry, exported over OTLP/HTTP only when OTEL_EXPORTER_OTLP_ENDPOINT
// is set (the standard variable; OTEL_SERVICE_NAME too). Next's own spans (the request, the
// route's render, route handlers) then come with ours: each content query and a form's database
// transaction. Without the variable no provider is registered and @opentelemetry/api's spans are
// no-ops: nothing is recorded, nothing is sent.

const state = globalThis as unknown as { __waferTracing?: boolean };

/** Registers the exporting tracer provider once, when an OTLP endpoint is configured. */
export async function startTracing(env: Record<string, string | undefined> = process.env): Promise<boolean> {
  if (state.__waferTracing || !env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  state.__waferTracing = true;
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import("@opentelemetry/sdk-trace-node"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
    ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME || "wafer-site" }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS) itself and posts to <endpoint>/v1/traces.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 1000 })],
  });
  provider.register();
  return true;
}

const tracer = () => trace.getTracer("wafer-site");

/**
 * Runs `work` in a span of the current trace. Attributes name kinds and sizes, never content a
 * visitor wrote (no query parameters, no form fields).
 */
export function traced<T>(
  name: string,
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, context.active(), async (span: Span) => {
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
