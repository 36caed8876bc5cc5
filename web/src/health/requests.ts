import { randomUUID } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { trustedProxyHops } from "@/http/client-ip";
import { log, requestContext } from "@/ops/log";
import { metrics } from "@/ops/metrics";
import { loadRouteTable, type RouteTable, routeTemplate } from "./route-template";

// One log line and one duration observation per request, from Node's HTTP diagnostics channels
// (`http.server.request.start` before any handler runs, `http.server.response.finish` when the
// last byte is handed to the socket). They work under `next start`, the standalone server.js and
// any wrapper, without a custom server or a patched framework object (decision 0058).
//
// The request id: nginx's X-Request-Id when a proxy of ours stands in front (TRUSTED_PROXY_HOPS,
// as for client addresses), else a new one. It is written into the request's headers (route
// handlers and onRequestError read it there), sent back in the response, passed to the lake by
// the content client, and entered into the async context that every log line of the request reads.

export const REQUEST_ID_HEADER = "x-request-id";
const ID_FORMAT = /^[A-Za-z0-9._:-]{8,128}$/;

/** The id a request goes by: the proxy's when trusted and well-formed, else a fresh one. */
export function requestIdFor(given: string | string[] | undefined, trustedHops: number): string {
  const value = Array.isArray(given) ? given[0] : given;
  return trustedHops > 0 && value && ID_FORMAT.test(value) ? value : randomUUID();
}

const marker = globalThis as unknown as { __waferRequestLog?: boolean };

export function logRequests(): void {
  if (marker.__waferRequestLog) return;
  marker.__waferRequestLog = true;
  const started = new WeakMap<IncomingMessage, number>();
  const hops = trustedProxyHops();
  let routes: RouteTable | undefined;
  const logger = log("http");

  subscribe("http.server.request.start", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER], hops);
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    started.set(request, performance.now());
    // Subscribers run synchronously just before Node emits 'request': everything the handler
    // starts from here on runs in this context.
    requestContext().enterWith({ requestId });
  });

  subscribe("http.server.response.finish", (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    const start = started.get(request);
    if (start === undefined) return;
    started.delete(request);
    routes ??= loadRouteTable();
    const seconds = (performance.now() - start) / 1000;
    const route = routeTemplate(request.url ?? "/", routes);
    const method = request.method ?? "GET";
    const status = response.statusCode;
    const cacheHeader = response.getHeader("x-nextjs-cache");
    const cache = typeof cacheHeader === "string" ? cacheHeader.toLowerCase() : "none";
    const m = metrics();
    m.httpDuration.observe({ route, method, status: String(status) }, seconds);
    if (cache !== "none") m.pageCache.inc({ outcome: cache });
    // Every 429 of the site is a rate limit's refusal (forms, bot-check challenges, the visit counter).
    if (status === 429) m.rateLimited.inc({ route });
    // The path without its query (a search or a token may be in it), never the client's address.
    const pathname = (request.url ?? "/").split("?")[0]?.slice(0, 200);
    // Next's hashed script and style files are most requests and tell nothing: counted, logged at debug.
    logger[status >= 500 ? "error" : route === "/_next/static" ? "debug" : "info"](
      {
        requestId: request.headers[REQUEST_ID_HEADER],
        method,
        path: pathname,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        cache,
      },
      "request",
    );
  });
}
