// The site's traces: the module the lake uses too (@wafer/server-kit/tracing), under the service name
// "wafer-site". Spans: each content query and a form's database transaction, beside Next's own.
import { startTracing as start } from "@wafer/server-kit/tracing";
import { config } from "../config/env.ts";

export { traced } from "@wafer/server-kit/tracing";

/** Registers the exporting tracer provider once, when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
export const startTracing = (
  settings: { OTEL_EXPORTER_OTLP_ENDPOINT?: string; OTEL_SERVICE_NAME?: string } = config(),
) => start("wafer-site", settings);
