// Lake mode: what the studio needs to work against the local Content Lake (lake/).
//
// 1. The API host is used as is. @sanity/client normally puts the project id in front of the
//    host (local.localhost:3333); `useProjectHostname: false` keeps the lake's own address, so a
//    lake on a network name needs no wildcard DNS, and a studio served by the lake calls its own
//    origin (its session cookie is then first-party).
// 2. Listeners go over WebSockets. Browsers open at most six HTTP/1.1 connections per host and
//    the studio keeps about eight listener streams open, so with plain EventSource requests the
//    document pane waits forever for a free connection. The client opens listeners through
//    `globalThis.fetch` (the eventsource package's fetch option); this wraps it so that a listen
//    request to the lake becomes a WebSocket to the same URL, whose messages are the same
//    server-sent-event text, handed back as a streaming Response. WebSockets do not count against
//    the six-connection limit.
// 3. The studio's version check, which would ask Sanity's module CDN, asks the lake; the probes
//    for Sanity's feedback service and HTTP/2 are answered without the network (see below).
import { type ClientConfig, createClient, type SanityClient } from "@sanity/client";

const LISTEN_PATH = /^\/v[^/]+\/data\/listen\//;

function bearer(init: RequestInit | undefined): string | undefined {
  const headers = new Headers(init?.headers);
  const value = headers.get("authorization");
  return value?.startsWith("Bearer ") ? value.slice("Bearer ".length) : undefined;
}

function listenOverWebSocket(url: URL, init: RequestInit | undefined): Promise<Response> {
  const socketUrl = new URL(url.href);
  socketUrl.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const token = bearer(init);
  if (token) socketUrl.searchParams.set("access_token", token);
  return new Promise((resolve) => {
    const socket = new WebSocket(socketUrl.href);
    const encoder = new TextEncoder();
    let opened = false;
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
      cancel() {
        socket.close();
      },
    });
    socket.onopen = () => {
      opened = true;
      resolve(new Response(stream, { status: 200, headers: { "content-type": "text/event-stream" } }));
    };
    socket.onmessage = (event) => controller?.enqueue(encoder.encode(String(event.data)));
    socket.onclose = () => {
      // A refused handshake (e.g. no session) never opens: answer like a failed HTTP listener, so
      // the client's own retry logic applies.
      if (!opened) resolve(new Response(null, { status: 503 }));
      else
        try {
          controller?.close();
        } catch {
          // already closed by cancel()
        }
    };
    init?.signal?.addEventListener("abort", () => socket.close());
  });
}

let installed = false;

/** Routes listen requests to the lake over WebSockets (browser only, idempotent). */
export function installLakeTransport(apiHost: string) {
  if (installed || typeof window === "undefined" || typeof WebSocket === "undefined") return;
  installed = true;
  const lake = new URL(apiHost, window.location.href).origin;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, window.location.href);
    if (url.origin === lake && LISTEN_PATH.test(url.pathname)) return listenOverWebSocket(url, init);
    // The studio asks Sanity's module CDN for the latest version on every load (there is no option
    // to turn that off); the lake answers for the studio it serves instead.
    if (/^sanity-cdn\.(com|work)$/.test(url.hostname) && url.pathname.startsWith("/v1/modules/"))
      return original(`${lake}${url.pathname}`, init);
    // The feedback dialog first probes Sanity's intake; "not available" hides it, and nothing
    // leaves the machine.
    if (url.hostname === "api.sanity.io" && url.pathname.endsWith("/intake/feedback"))
      return Promise.resolve(new Response(null, { status: 404 }));
    // The studio warns about HTTP/1.1 because of the six-connection limit; the listeners above do
    // not use those connections, so its protocol probe gets an answer without a timing entry
    // ("protocol unknown") and no warning.
    if (url.origin === lake && url.searchParams.get("tag") === "sanity.studio.protocol-check")
      return Promise.resolve(new Response('"PONG"', { status: 200, headers: { "content-type": "application/json" } }));
    return original(input, init);
  };
}

/** The studio's clients, talking to the lake's address without the project-id subdomain. */
export const lakeClientFactory = (options: ClientConfig): SanityClient =>
  createClient({ ...options, useProjectHostname: false });
