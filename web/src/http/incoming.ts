import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import { SOCKET_ADDRESS_HEADER } from "./client-ip";
import { SECURITY_HEADERS_BY_PROXY_HEADER, securityHeadersByProxy } from "./security-headers";

// Four facts about each request that must be settled before Next routes it, taken from Node's
// `http.server.request.start` diagnostics channel (published for every request before any
// handler runs; works with plain `next start`, a standalone server.js or any wrapper):
//
// 1. The socket address. Route handlers and the proxy see a Web Request without the socket, and
//    Next fills X-Forwarded-For from the socket only when the client sent none (so a client can
//    write it). We write the socket's address into a header of our own, replacing whatever the
//    client sent; http/client-ip.ts decides from it and TRUSTED_PROXY_HOPS.
// 2. A URL whose percent-encoding is malformed (`/%`, `/media/%`, `/api/forms/%`) made Next
//    answer 500 on every route, including those the proxy does not see. Such a request is sent
//    to a path no route claims, so the visitor gets the site's 404 page.
// 3. Whether the proxy in front adds the security headers (SECURITY_HEADERS_BY_PROXY=1, read at
//    start): said by a request header of our own that next.config.ts's header rules look at,
//    set by us or removed, never taken from the client (http/security-headers.ts).
// 4. Slow clients (slowloris): `next start` leaves Node's defaults, 60 s to send the headers and
//    300 s for the whole request. The server that published the request gets tighter ones (a
//    property of the server, read by Node at each connection check, every 30 s): from then on a
//    connection that trickles its headers is closed after HEADERS_TIMEOUT_MS, a body after
//    REQUEST_TIMEOUT_MS. The first request of a process arrives under the defaults (the readiness
//    probe of every supervisor sends one at once).
// Only the request's own data is written (its headers and URL); no method of Node's or Next's
// objects is replaced, and responses go out as Next writes them (decision 0030).

const CHANNEL = "http.server.request.start";
/** A path no route claims: it renders the site's not-found page. */
export const MALFORMED_URL_PATH = "/_malformed-url";
/** Headers take one round trip; 20 s is generous for a phone on a poor network. */
export const HEADERS_TIMEOUT_MS = 20_000;
/** The largest body is a 10 MB resume: 120 s is about 700 kbit/s, a slow mobile upload. */
export const REQUEST_TIMEOUT_MS = 120_000;
const marker = globalThis as unknown as { __waferIncoming?: boolean };

/** Whether the URL's path and query decode as UTF-8 percent-encoding. */
export function isWellFormedUrl(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    // A query such as ?q=100% is common in links pasted by people; only its path must decode.
    const path = url.split("?")[0] ?? "";
    try {
      decodeURIComponent(path);
      return !/%(?![0-9a-f]{2})/i.test(path);
    } catch {
      return false;
    }
  }
}

export function guardIncomingRequests(): void {
  if (marker.__waferIncoming) return;
  marker.__waferIncoming = true;
  const byProxy = securityHeadersByProxy();
  subscribe(CHANNEL, (message) => {
    const { request, socket, server } = message as { request: IncomingMessage; socket: Socket; server?: Server };
    if (server) {
      server.headersTimeout = HEADERS_TIMEOUT_MS;
      server.requestTimeout = REQUEST_TIMEOUT_MS;
    }
    request.headers[SOCKET_ADDRESS_HEADER] = socket.remoteAddress ?? "";
    if (byProxy) request.headers[SECURITY_HEADERS_BY_PROXY_HEADER] = "1";
    else delete request.headers[SECURITY_HEADERS_BY_PROXY_HEADER];
    if (request.url && !isWellFormedUrl(request.url)) request.url = MALFORMED_URL_PATH;
  });
}

/** Whether this process records socket addresses (false: per-IP limits cannot tell clients apart). */
export const guardingIncomingRequests = () => marker.__waferIncoming === true;

const RESPONSE_FINISHED = "http.server.response.finish";

/**
 * Runs `task` once, right after this process has answered its first request, or after
 * `maxDelayMs` if no request comes. For start-up work that would otherwise hold the first page
 * back: the server answers first, then does it (instrumentation.ts).
 */
export function afterFirstResponse(task: () => unknown, maxDelayMs: number): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    unsubscribe(RESPONSE_FINISHED, start);
    // After the response's own callbacks: the task must not delay what the first visitor gets.
    setImmediate(() => void task());
  };
  const timer = setTimeout(start, maxDelayMs);
  subscribe(RESPONSE_FINISHED, start);
}
