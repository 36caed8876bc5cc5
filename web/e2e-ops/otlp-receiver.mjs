// A minimal OTLP/HTTP trace receiver for the ops end-to-end tests: keeps every span POSTed as JSON
// to /v1/traces (what @opentelemetry/exporter-trace-otlp-http sends) and lists them at GET /spans.
// Port: OTLP_RECEIVER_PORT.
import { createServer } from "node:http";

const spans = [];
const server = createServer((req, res) => {
  if (req.method === "POST" && req.url === "/v1/traces") {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        for (const resource of body.resourceSpans ?? []) {
          const service = resource.resource?.attributes?.find((a) => a.key === "service.name")?.value?.stringValue;
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? []) {
              const attributes = Object.fromEntries(
                (span.attributes ?? []).map((a) => [a.key, Object.values(a.value ?? {})[0]]),
              );
              spans.push({
                service,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                name: span.name,
                attributes,
              });
            }
        }
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      } catch {
        res.writeHead(400).end();
      }
    });
    return;
  }
  if (req.method === "GET" && req.url === "/spans") {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(spans));
    return;
  }
  res.writeHead(req.url === "/" ? 200 : 404).end();
});
server.listen(Number(process.env.OTLP_RECEIVER_PORT), "localhost");
