// The site's traces: the module the lake uses too (@wafer/server-kit/tracing), under the service name
// "wafer-site". Spans: each content query and a form's database transaction, beside Next's own.
import { startTracing as start } from "@wafer/server-kit/tracing";

export { traced } from "@wafer/server-kit/tracing";

/** Registers the exporting tracer provider once, when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
export const startTracing = (env: Record<string, string | undefined> = process.env) => start("wafer-site", env);
