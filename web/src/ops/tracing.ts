// The site's traces: the module the lake uses too (lake/src/ops/tracing.ts), under the service name
// "wafer-site". Spans: each content query and a form's database transaction, beside Next's own.
import { startTracing as start } from "@wafer/lake/tracing";

export { traced } from "@wafer/lake/tracing";

/** Registers the exporting tracer provider once, when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
export const startTracing = (env: Record<string, string | undefined> = process.env) => start("wafer-site", env);
