// The local Content Lake: an HTTP server speaking the part of Sanity's API that the studio,
// @sanity/client, the document-internationalization plugin and @sanity/preview-url-secret use.
//
// Addresses: @sanity/client puts the project id in front of the API host, so with
// apiHost http://localhost:3333 the studio calls http://local.localhost:3333/v2025-10-01/...
// (`*.localhost` is loopback in browsers). One server answers every host name; the API lives
// under /v<version>/, images under /images/ and /files/, and the built studio (LAKE_STUDIO_DIR)
// at every other path.
//
// This file starts the server and hands each request to its row of the route table (routes.ts),
// whose handler (api/*.ts) gets the lake's context (context.ts): the map is in lake/README.md.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { WebSocketServer } from "ws";
import { upgrade } from "./api/listen.ts";
import { contextOf, type LakeContext, openParts, placeOf, seed } from "./context.ts";
import { badRequest, LakeError, notFound } from "./errors.ts";
import { cors, preflight, sendError } from "./http.ts";
import { observed } from "./ops/requests.ts";
import type { LakeOptions } from "./options.ts";
import { allowedOrigin, hostAllowed } from "./origins.ts";
import { findApiRoute, findPages } from "./routes.ts";

export { MAX_LISTENERS } from "./api/listen.ts";
export { MAX_MUTATIONS_PER_TRANSACTION } from "./api/mutate.ts";
export type { LakeOptions } from "./options.ts";

/** How long a client may take to send its request headers, and its whole request (slowloris). */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 600_000;
/** Largest message a WebSocket client may send (presence announcements are a few hundred bytes). */
export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;

export interface Lake {
  origin: string;
  apiHost: string;
  projectId: string;
  dataset: string;
  close(): Promise<void>;
}

/** The API, after the /v<version> prefix: the route table's row, the session check, the handler. */
async function api(ctx: LakeContext, req: IncomingMessage, res: ServerResponse, path: string, version: string) {
  const method = req.method ?? "GET";
  const search = new URL(req.url ?? "/", "http://lake").searchParams;
  let parts: string[];
  try {
    parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    throw badRequest("the address is not valid (bad percent-encoding)");
  }
  const found = findApiRoute(method, parts);
  if (found === null) throw notFound(`${method} ${path} is not part of the local lake`);
  if (found === "method")
    throw new LakeError(405, "methodNotAllowed", `此地址不接受 ${method}。${method} is not allowed at ${path}.`);
  const { route, params } = found;
  const call = { req, res, method, path, parts, params, search, version };
  // Signing in, and the list of providers, need no session.
  if (route.access === "anyone") return await route.handle(ctx, call);
  const editor = ctx.auth.require(req, search);
  // The site's read token: GET what the route lets it read (a query also by POST), nothing else.
  if (editor.readOnly && !(route.readToken === "all" || (route.readToken === "GET" && method === "GET")))
    throw new LakeError(403, "permissionDenied", "只读令牌不能修改内容。This token can only read.");
  if (params.dataset !== undefined && params.dataset !== ctx.dataset)
    throw notFound(`dataset "${params.dataset}" not found`);
  return await route.handle(ctx, { ...call, editor });
}

/** Every request: host and origin checks, CORS, then the API or a page (assets, sign-in, studio). */
function answer(ctx: LakeContext) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const url = new URL(req.url ?? "/", "http://lake");
      if (!hostAllowed(ctx, req)) throw new LakeError(421, "misdirectedRequest", "unknown host name");
      const requestOriginHeader = req.headers.origin;
      if (requestOriginHeader && !allowedOrigin(ctx, requestOriginHeader, req))
        throw new LakeError(403, "corsOriginError", `origin ${requestOriginHeader} is not allowed`);
      if (req.method === "OPTIONS") return preflight(req, res);
      cors(req, res);
      const versioned = /^\/v(\d{4}-\d{2}-\d{2}|\d+|X)(\/.*)?$/.exec(url.pathname);
      if (versioned) {
        const raw = versioned[1] as string;
        return await api(ctx, req, res, versioned[2] ?? "/", /^\d+$/.test(raw) ? "2021-03-25" : raw);
      }
      const parts = url.pathname.slice(1).split("/");
      for (const page of findPages(req.method ?? "GET", parts))
        if ((await page.handle(ctx, { req, res, url, parts })) !== false) return;
      throw notFound(`${url.pathname} not found`);
    } catch (error) {
      sendError(res, error);
    }
  };
}

/** Listens; slow clients (slowloris) are closed. */
async function listen(port: number, host: string): Promise<{ server: Server; port: number }> {
  // Headers within 20 s; a whole request within 10 min, the time a 200 MB asset upload takes at
  // about 3 Mbit/s. Checked every 5 s (Node's default is 30 s).
  const server = createServer({
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: 5_000,
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return { server, port: typeof address === "object" && address ? address.port : port };
}

function originOf(options: LakeOptions, host: string, port: number): string {
  const displayHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return (options.publicUrl ?? `http://${displayHost}:${port}`).replace(/\/$/, "");
}

export async function startLake(options: LakeOptions): Promise<Lake> {
  const place = placeOf(options);
  seed(place.dataDir, options.seedDir);
  const parts = await openParts(options, place);
  const { server, port } = await listen(options.port, place.host);
  const origin = originOf(options, place.host, port);
  const ctx = contextOf(options, place, parts, { origin, port });
  // Clients send the lake only presence messages (a few hundred bytes): 64 KB, not ws's 100 MB.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_MESSAGE_BYTES });
  // Each request logged and measured, with its id in every line it causes (ops/requests.ts).
  server.on("request", observed(answer(ctx)));
  server.on("upgrade", upgrade(ctx, sockets));
  return {
    origin,
    apiHost: origin,
    projectId: ctx.projectId,
    dataset: ctx.dataset,
    async close() {
      ctx.webhook?.close();
      ctx.deletedAssets.close();
      await ctx.queries.close();
      for (const client of sockets.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ctx.store.flush();
      ctx.store.close();
    },
  };
}
