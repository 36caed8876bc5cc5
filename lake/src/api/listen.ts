// Open connections: listeners over server-sent events (GET /data/listen) or a WebSocket, the Live
// Content API's events (GET /data/live/events) and the studio's presence socket (/socket). Each
// counts against MAX_LISTENERS.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { WebSocketServer } from "ws";
import { type ApiCall, type LakeContext, openListeners } from "../context.ts";
import { badRequest, LakeError, notFound } from "../errors.ts";
import { flag, groqParams } from "../http.ts";
import { type ListenOptions, socketSink, sseSink } from "../listen.ts";
import { allowedOrigin, hostAllowed } from "../origins.ts";
import { requireParameters } from "../query.ts";

/**
 * Open listeners (SSE and WebSocket), live-event streams and presence sockets together; the studio
 * keeps about ten per tab.
 */
export const MAX_LISTENERS = 500;

const tooManyListeners = () =>
  new LakeError(429, "tooManyListeners", `同时打开的监听过多。More than ${MAX_LISTENERS} listeners are open.`);

function listenOptions(search: URLSearchParams, params: Record<string, unknown>): ListenOptions {
  const query = search.get("query");
  if (!query) throw badRequest("listen needs a `query`");
  requireParameters(query, params);
  return {
    query,
    params,
    includeResult: flag(search, "includeResult", true),
    includePreviousRevision: flag(search, "includePreviousRevision"),
    includeMutations: flag(search, "includeMutations", true),
    effects: search.get("effectFormat") === "mendoza",
  };
}

export function liveEvents(ctx: LakeContext, { res, search }: ApiCall) {
  if (openListeners(ctx) >= MAX_LISTENERS) throw tooManyListeners();
  ctx.live.attach(res, search.get("includeDrafts") === "true");
}

export function listen(ctx: LakeContext, { res, search }: ApiCall) {
  const options = listenOptions(search, groqParams(search));
  if (openListeners(ctx) >= MAX_LISTENERS) throw tooManyListeners();
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  res.flushHeaders();
  ctx.listeners.open(options, sseSink(res));
}

/** /socket without an upgrade: the presence socket is only a WebSocket. */
export function socketWithoutUpgrade(_ctx: LakeContext, { method, path }: ApiCall) {
  throw notFound(`${method} ${path} is not part of the local lake`);
}

/** server.on("upgrade"): the presence socket, and listeners asked for as a WebSocket. */
export function upgrade(ctx: LakeContext, sockets: WebSocketServer) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://lake");
    const fail = (status: number) => {
      socket.end(`HTTP/1.1 ${status} ${status === 401 ? "Unauthorized" : "Not Found"}\r\n\r\n`);
    };
    if (!hostAllowed(ctx, req) || (req.headers.origin && !allowedOrigin(ctx, req.headers.origin, req)))
      return fail(403);
    const route = /^\/v[^/]+\/(socket|data\/listen)\/([^/]+)$/.exec(url.pathname);
    if (!route || route[2] !== ctx.dataset) return fail(404);
    const editor = ctx.auth.identify(req, url.searchParams);
    const busy = () => socket.end("HTTP/1.1 429 Too Many Requests\r\nconnection: close\r\n\r\n");
    if (route[1] === "socket") {
      // Presence may authenticate inside the socket (the `authorization` call), as with Sanity;
      // sockets not signed in yet have a smaller allowance of their own (presence.ts).
      if (openListeners(ctx) >= MAX_LISTENERS || (!editor && !ctx.presence.admitsAnonymous())) return busy();
      sockets.handleUpgrade(req, socket, head, (ws) => ctx.presence.accept(ws, editor));
      return;
    }
    if (!editor) return fail(401);
    if (openListeners(ctx) >= MAX_LISTENERS) return busy();
    let options: ListenOptions;
    try {
      options = listenOptions(url.searchParams, groqParams(url.searchParams));
    } catch {
      return fail(404);
    }
    sockets.handleUpgrade(req, socket, head, (ws) => ctx.listeners.open(options, socketSink(ws)));
  };
}
