// One log line and one duration observation per request to the lake, and the request's id in the
// async context of everything it runs (log lines of commits, webhooks, errors).
import type { IncomingMessage, ServerResponse } from "node:http";
import { traced } from "@wafer/server-kit/tracing";
import { logger, requestContext, requestIdFor } from "./log.ts";
import { httpDuration } from "./metrics.ts";
import { lakeRoute } from "./route.ts";
import { serveMetrics } from "./scrape.ts";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<unknown> | undefined;

export function observed(handle: Handler): Handler {
  return (req, res) => {
    const started = performance.now();
    const requestId = requestIdFor(req.headers["x-request-id"]);
    res.setHeader("x-request-id", requestId);
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    const route = lakeRoute(pathname);
    res.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      const method = req.method ?? "GET";
      const status = res.statusCode;
      httpDuration.observe({ route, method, status: String(status) }, seconds);
      // Not the path: it holds document ids and dataset names; not the query: it holds GROQ and parameters.
      logger[status >= 500 ? "error" : "info"](
        {
          requestId,
          method,
          route,
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          aborted: !res.writableFinished,
        },
        "request",
      );
    });
    return requestContext.run({ requestId }, () =>
      traced("lake request", { "http.method": req.method ?? "GET", "http.route": route }, async () => {
        if (await serveMetrics(req, res, pathname)) return;
        await handle(req, res);
      }),
    );
  };
}
