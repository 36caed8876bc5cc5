// The local Content Lake: an HTTP server speaking the part of Sanity's API that the studio,
// @sanity/client, the document-internationalization plugin and @sanity/preview-url-secret use.
//
// Addresses: @sanity/client puts the project id in front of the API host, so with
// apiHost http://localhost:3333 the studio calls http://local.localhost:3333/v2025-10-01/...
// (`*.localhost` is loopback in browsers). One server answers every host name; the API lives
// under /v<version>/, images under /images/ and /files/, and the built studio (LAKE_STUDIO_DIR)
// at every other path.
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { type Duplex, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { WebSocketServer } from "ws";
import { isAccountName } from "./accounts.ts";
import { applyAction, editMutations } from "./actions.ts";
import { Assets } from "./assets.ts";
import { Auth, type Editor } from "./auth.ts";
import { clientAddress } from "./client-address.ts";
import { DEFAULT_DELETED_ASSET_GRACE_MS, DeletedAssets } from "./deleted-assets.ts";
import { badRequest, LakeError, notFound } from "./errors.ts";
import { documentAt, documentEvents, transactionsFor } from "./history.ts";
import { cors, flag, groqParams, json, preflight, readBody, readJson, readJsonValue, sendError } from "./http.ts";
import { Listeners, type ListenOptions, socketSink, sseSink } from "./listen.ts";
import { DATASET_SYNC_TAG, LiveEvents } from "./live.ts";
import { loginPage } from "./login.ts";
import { loginHeaders, serveLoginProof } from "./login-proof.ts";
import { hostnameOf, isLoopbackName } from "./loopback.ts";
import { type ApiMutation, applyMutation, dryRunOf, transactionIdOf } from "./mutations.ts";
import { observed } from "./ops/requests.ts";
import { Presence } from "./presence.ts";
import { GRANTS, KeyValue, project, publicUser, userOf } from "./project.ts";
import { perspectiveOf, queryValue, requireParameters, runQuery } from "./query.ts";
import { sendQueryAnswer } from "./query-answer.ts";
import { DEFAULT_QUERY_LIMITS, type QueryLimits, QueryPool } from "./query-pool.ts";
import { lakeApiRoute } from "./routes.ts";
import { serveStudio } from "./static.ts";
import { Store } from "./store.ts";
import type { Doc } from "./types.ts";
import { Webhook } from "./webhook.ts";

export interface LakeOptions {
  port: number;
  /** Interface to listen on. Anything but loopback requires `editors`. */
  host?: string;
  dataDir: string;
  /** Folder with production.ndjson and assets/, copied into an empty data folder. */
  seedDir?: string;
  /** A built studio to serve at `/`. */
  studioDir?: string;
  /**
   * The site the served studio's Presentation tool shows, written into the studio's page (a studio
   * built with SANITY_STUDIO_PREVIEW_URL=lake reads it there): one studio build for any site port.
   */
  previewUrl?: string;
  webhook?: { url: string; secret: string };
  /** Path of the editors file; when set, every API call needs a session. */
  editors?: string;
  /** Key of the sign-in's proof-of-work challenges (LAKE_ALTCHA_HMAC_KEY); else random per process. */
  loginProofKey?: string;
  /** A service token that may read (queries, documents, listeners, history) but not write: the site's. */
  readToken?: string;
  /** Extra browser origins allowed to call the API (e.g. the site, for the Presentation tool). */
  corsOrigins?: string[];
  /** The address browsers use when it differs from http://<host>:<port> (a proxy, a DNS name). */
  publicUrl?: string;
  projectId?: string;
  dataset?: string;
  /** How long a deleted asset's file is kept, out of public reach, for a restore (deleted-assets.ts). */
  deletedAssetGraceMs?: number;
  /** Time, memory and concurrency bounds of GROQ queries (query-pool.ts). */
  queryLimits?: Partial<QueryLimits>;
  /** Version of the `sanity` package the served studio was built with (its update check asks). */
  studioVersion?: string;
  /**
   * How many proxies of the operator's own stand in front (1 behind deploy/nginx-lake.conf): the
   * sign-in lockout then counts the editor's address from X-Forwarded-For, not the proxy's, which
   * would lock every editor out after anyone's ten wrong passwords. 0 (default): the socket's.
   */
  trustedProxyHops?: number;
}

/** Mutations (or actions) in one transaction; a studio publish sends a handful. */
export const MAX_MUTATIONS_PER_TRANSACTION = 1_000;
/** How long a client may take to send its request headers, and its whole request (slowloris). */
export const HEADERS_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 600_000;
/**
 * Open listeners (SSE and WebSocket), live-event streams and presence sockets together; the studio
 * keeps about ten per tab.
 */
export const MAX_LISTENERS = 500;
/** Largest message a WebSocket client may send (presence announcements are a few hundred bytes). */
export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024;

const tooManyListeners = () =>
  new LakeError(429, "tooManyListeners", `同时打开的监听过多。More than ${MAX_LISTENERS} listeners are open.`);

export interface Lake {
  origin: string;
  apiHost: string;
  projectId: string;
  dataset: string;
  close(): Promise<void>;
}

function seed(dataDir: string, seedDir: string | undefined) {
  mkdirSync(path.join(dataDir, "assets"), { recursive: true });
  const fresh =
    !existsSync(path.join(dataDir, "dataset.ndjson")) && !existsSync(path.join(dataDir, "transactions.ndjson"));
  if (!fresh || !seedDir) return;
  cpSync(path.join(seedDir, "production.ndjson"), path.join(dataDir, "dataset.ndjson"));
  if (existsSync(path.join(seedDir, "assets")))
    cpSync(path.join(seedDir, "assets"), path.join(dataDir, "assets"), { recursive: true });
}

function* exportLines(store: Store) {
  for (const doc of store.all()) yield `${JSON.stringify(doc)}\n`;
}

/** Adds `_key` to objects in arrays that have none (the mutate endpoint's autoGenerateArrayKeys). */
function addArrayKeys(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => {
      const mapped = addArrayKeys(item);
      if (mapped && typeof mapped === "object" && !Array.isArray(mapped) && !("_key" in mapped))
        return { _key: Math.random().toString(36).slice(2, 14), ...mapped };
      return mapped;
    });
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, addArrayKeys(child)]));
  return value;
}

export async function startLake(options: LakeOptions): Promise<Lake> {
  const host = options.host ?? "localhost";
  const projectId = options.projectId ?? "local";
  const dataset = options.dataset ?? "production";
  const dataDir = path.resolve(options.dataDir);
  if (!options.editors && !isLoopbackName(host))
    throw new Error(
      `The lake listens on ${host} only with editor accounts: set LAKE_EDITORS (see lake/README.md), or use LAKE_HOST=localhost.`,
    );
  seed(dataDir, options.seedDir);
  const store = new Store(dataDir);
  store.open();
  const auth = new Auth({
    editorsFile: options.editors ? path.resolve(options.editors) : null,
    dataDir,
    readToken: options.readToken,
    proofKey: options.loginProofKey,
  });
  const keyValue = new KeyValue(dataDir);
  const queries = new QueryPool({ ...DEFAULT_QUERY_LIMITS, ...options.queryLimits });
  const listeners = new Listeners(store);
  const live = new LiveEvents(store);
  const presence = new Presence((token) => auth.editorFor(token));
  const openListeners = () => listeners.count + live.count + presence.count;
  let webhook: Webhook | undefined;

  // The webhook queue is loaded before the server accepts a request, so no commit can slip past it.
  if (options.webhook) {
    webhook = new Webhook({ ...options.webhook, store, dataDir, projectId, dataset });
    await webhook.start();
  }

  // Slow clients (slowloris) are closed: headers within 20 s; a whole request within 10 min, the
  // time a 200 MB asset upload takes at about 3 Mbit/s. Checked every 5 s (Node's default is 30 s).
  const server = createServer({
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: 5_000,
  });
  // Clients send the lake only presence messages (a few hundred bytes): 64 KB, not ws's 100 MB.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_MESSAGE_BYTES });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const displayHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  const origin = (options.publicUrl ?? `http://${displayHost}:${port}`).replace(/\/$/, "");
  const assets = new Assets({
    dir: path.join(dataDir, "assets"),
    projectId,
    dataset,
    publicBase: origin,
    exists: (id) => store.get(id) !== null,
  });
  const deletedAssets = new DeletedAssets({
    publicDir: assets.dir,
    deletedDir: path.join(dataDir, "deleted-assets"),
    graceMs: options.deletedAssetGraceMs ?? DEFAULT_DELETED_ASSET_GRACE_MS,
    store,
  });
  const publicHostname = new URL(origin).hostname;

  /**
   * Browser origins allowed to call the API with credentials: the page's own origin (the studio
   * the lake serves, under whatever name the browser used), this lake's loopback names, and
   * LAKE_CORS_ORIGINS.
   */
  const allowedOrigin = (value: string, req?: IncomingMessage) => {
    if ((options.corsOrigins ?? []).includes(value)) return true;
    try {
      const url = new URL(value);
      if (req?.headers.host && url.host === req.headers.host) return true;
      if (url.port !== String(port) && url.origin !== new URL(origin).origin) return false;
      return (
        isLoopbackName(url.hostname) || url.hostname === publicHostname || url.hostname.endsWith(`.${publicHostname}`)
      );
    } catch {
      return false;
    }
  };

  const author = (editor: Editor) => editor.id;

  async function mutate(req: IncomingMessage, res: ServerResponse, search: URLSearchParams, editor: Editor) {
    const body = await readJson(req);
    const mutations = body.mutations;
    if (!Array.isArray(mutations) || mutations.length === 0) throw badRequest("`mutations` must be a non-empty array");
    if (mutations.length > MAX_MUTATIONS_PER_TRANSACTION)
      throw badRequest(`a transaction holds at most ${MAX_MUTATIONS_PER_TRANSACTION} mutations`);
    const transactionId = transactionIdOf(body.transactionId, search.get("transactionId"));
    const dryRun = dryRunOf(body, search);
    const autoKeys = flag(search, "autoGenerateArrayKeys");
    const queryIds = async (groq: string, params: Record<string, unknown>) => {
      const result = await queryValue(queries, store, groq, params, "raw");
      return (Array.isArray(result) ? result : [result])
        .map((doc) => (doc as Doc | null)?._id)
        .filter((id): id is string => typeof id === "string");
    };
    const perDocument = new Map<string, ApiMutation[]>();
    const { transaction, result } = await store.commit(
      { transactionId, author: author(editor), dryRun },
      async (set) => {
        const results = [];
        for (const raw of mutations as ApiMutation[]) {
          const mutation = autoKeys ? (addArrayKeys(raw) as ApiMutation) : raw;
          const outcome = await applyMutation(mutation, set, queryIds);
          for (const entry of outcome) {
            const list = perDocument.get(entry.id) ?? [];
            list.push(mutation);
            perDocument.set(entry.id, list);
          }
          results.push(...outcome);
        }
        return results;
      },
      (id, before) => {
        // Patches addressed to this one document replay exactly; anything else (a query patch,
        // a create) is sent as the resulting document.
        const list = perDocument.get(id) ?? [];
        const exact = before && list.every((m) => m.patch && (m.patch as Record<string, unknown>).id === id);
        return exact ? list : undefined;
      },
    );
    const returnDocuments = flag(search, "returnDocuments");
    const after = new Map(transaction.changes.map((change) => [change.id, change.after]));
    json(res, 200, {
      transactionId,
      results: result.map((entry) => ({
        id: entry.id,
        operation: entry.operation,
        ...(returnDocuments ? { document: after.has(entry.id) ? after.get(entry.id) : store.get(entry.id) } : {}),
      })),
      ...(flag(search, "returnIds") ? { documentIds: result.map((entry) => entry.id) } : {}),
    });
  }

  async function actions(req: IncomingMessage, res: ServerResponse, search: URLSearchParams, editor: Editor) {
    const body = await readJson(req);
    const list = body.actions;
    if (!Array.isArray(list) || list.length === 0) throw badRequest("`actions` must be a non-empty array");
    if (list.length > MAX_MUTATIONS_PER_TRANSACTION)
      throw badRequest(`a transaction holds at most ${MAX_MUTATIONS_PER_TRANSACTION} actions`);
    const transactionId = transactionIdOf(body.transactionId);
    await store.commit(
      { transactionId, author: author(editor), dryRun: dryRunOf(body, search) },
      async (set) => {
        for (const action of list as Record<string, unknown>[]) await applyAction(action, set);
      },
      (id, before) => editMutations(list as Record<string, unknown>[], id, before),
    );
    json(res, 200, { transactionId });
  }

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

  async function query(req: IncomingMessage, res: ServerResponse, search: URLSearchParams, version: string) {
    let groq = search.get("query");
    let params = groqParams(search);
    let perspective: unknown = search.get("perspective") ?? undefined;
    if (req.method === "POST") {
      const body = await readJson(req);
      groq = typeof body.query === "string" ? body.query : groq;
      if (body.params && typeof body.params === "object") params = body.params as Record<string, unknown>;
      perspective = body.perspective ?? perspective;
    }
    if (!groq) throw badRequest("a `query` is required", "queryParseError");
    const started = performance.now();
    // Source maps are asked for by @sanity/client when stega is on (the site's draft mode): source-map.ts.
    const sourceMap = search.get("resultSourceMap");
    const output = await runQuery(queries, store, groq, params, perspectiveOf(perspective, version), {
      sourceMap: !!sourceMap && sourceMap !== "false",
    });
    sendQueryAnswer(res, output, {
      query: search.get("returnQuery") === "false" ? undefined : groq,
      syncTags: [DATASET_SYNC_TAG],
      ms: Math.round(performance.now() - started),
    });
  }

  /** The API, after the /v<version> prefix. */
  async function api(
    req: IncomingMessage,
    res: ServerResponse,
    route: string,
    search: URLSearchParams,
    version: string,
  ) {
    const method = req.method ?? "GET";
    let parts: string[];
    try {
      parts = route.split("/").filter(Boolean).map(decodeURIComponent);
    } catch {
      throw badRequest("the address is not valid (bad percent-encoding)");
    }
    const [area, second, third] = parts;
    // What exists is the route table's to say (routes.ts); the ladder below answers what it lets through.
    const known = lakeApiRoute(method, parts);
    if (known === null) throw notFound(`${method} ${route} is not part of the local lake`);
    if (known === "method")
      throw new LakeError(405, "methodNotAllowed", `此地址不接受 ${method}。${method} is not allowed at ${route}.`);

    // Login itself, and the list of providers, need no session.
    if (area === "auth") {
      if (second === "providers")
        return json(res, 200, {
          thirdPartyLogin: false,
          sso: {},
          providers: auth.required
            ? [{ name: "lake", title: "本地账户 Local account", url: `${requestOrigin(req)}/auth/login` }]
            : [],
        });
      if (second === "fetch") {
        const token = auth.exchange(search.get("sid") ?? "");
        if (!token) throw new LakeError(401, "unauthorized", "the login code is unknown or expired");
        return json(res, 200, { token });
      }
      if (second === "logout" && method === "POST") {
        auth.logout(req, res);
        return json(res, 200, { ok: true });
      }
      if (second === "id") {
        const editor = auth.identify(req);
        if (!editor) throw new LakeError(401, "unauthorized", "not signed in");
        return json(res, 200, { id: editor.id });
      }
    }
    if (area === "ping") return json(res, 200, "PONG");
    if (area === "modules") {
      // The studio's update check: the latest version for this installation is the one it runs.
      const current = options.studioVersion ?? "0.0.0";
      return json(res, 200, { latest: current, packageVersion: current, deprecated: [] });
    }

    const editor = auth.require(req, search);
    // The site's read token: GET anything of the dataset, POST only for long queries.
    if (editor.readOnly && !(area === "data" && (method === "GET" || second === "query")))
      throw new LakeError(403, "permissionDenied", "只读令牌不能修改内容。This token can only read.");

    if (area === "data") {
      const ds = third;
      if (second === "live" && third === "events" && method === "GET") {
        if (parts[3] !== dataset) throw notFound(`dataset "${parts[3]}" not found`);
        if (openListeners() >= MAX_LISTENERS) throw tooManyListeners();
        return live.attach(res, search.get("includeDrafts") === "true");
      }
      if (second !== "history" && second !== "references" && ds !== dataset && parts[2] !== dataset)
        throw notFound(`dataset "${third}" not found`);
      switch (second) {
        case "query":
          return query(req, res, search, version);
        case "doc": {
          const ids = (parts[3] ?? "").split(",").filter(Boolean);
          const documents = ids.map((id) => store.get(id)).filter((doc): doc is Doc => doc !== null);
          return json(res, 200, {
            documents,
            omitted: ids.filter((id) => !store.get(id)).map((id) => ({ id, reason: "existence" })),
          });
        }
        case "mutate":
          if (method !== "POST") break;
          return mutate(req, res, search, editor);
        case "actions":
          if (method !== "POST") break;
          return actions(req, res, search, editor);
        case "listen": {
          const options = listenOptions(search, groqParams(search));
          if (openListeners() >= MAX_LISTENERS) throw tooManyListeners();
          res.writeHead(200, {
            "content-type": "text/event-stream; charset=utf-8",
            "cache-control": "no-cache, no-transform",
            connection: "keep-alive",
            "x-accel-buffering": "no",
          });
          res.flushHeaders();
          listeners.open(options, sseSink(res));
          return;
        }
        case "export": {
          // Paced by the client (pipeline waits for the socket), not the whole dataset queued at once.
          res.writeHead(200, { "content-type": "application/x-ndjson" });
          return await pipeline(Readable.from(exportLines(store)), res);
        }
        case "history": {
          if (parts[2] !== dataset) throw notFound(`dataset "${parts[2]}" not found`);
          const kind = parts[3];
          if (kind === "transactions") {
            const lines = transactionsFor(store, (parts[4] ?? "").split(",").filter(Boolean), search);
            res.writeHead(200, { "content-type": "application/x-ndjson" });
            return res.end(lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
          }
          if (kind === "documents") {
            const ids = (parts[4] ?? "").split(",").filter(Boolean);
            const documents = ids.map((id) => documentAt(store, id, search)).filter((doc) => doc !== null);
            return json(res, 200, { documents });
          }
          if (kind === "events" && parts[4] === "documents" && parts[5])
            return json(res, 200, documentEvents(store, parts[5]));
          break;
        }
        case "references":
          // Cross-dataset references do not exist here; internal ones the studio finds by query.
          return json(res, 200, { totalCount: 0, references: [] });
      }
    }

    if (area === "assets" && (second === "images" || second === "files") && method === "POST") {
      if (third !== dataset) throw notFound(`dataset "${third}" not found`);
      const asset = await assets.receive(second, req, search);
      const existing = store.get(asset._id);
      if (existing) return json(res, 200, { document: existing });
      await store.commit({ transactionId: crypto.randomUUID(), author: author(editor) }, (set) => {
        set.put(asset._id, asset);
      });
      return json(res, 200, { document: store.get(asset._id) });
    }

    if (area === "users") {
      if (second === "me" && !third) return json(res, 200, userOf(editor));
      if (second === "me" && third === "keyvalue") {
        if (method === "GET")
          return json(res, 200, keyValue.get(editor.id, (parts[3] ?? "").split(",").filter(Boolean)));
        const body = await readJsonValue(req);
        const raw = Array.isArray(body) ? body : [body];
        const entries = raw.filter(
          (entry): entry is { key: string; value: unknown } =>
            !!entry && typeof entry === "object" && typeof (entry as { key?: unknown }).key === "string",
        );
        if (entries.length === 0) throw badRequest("expected [{key, value}, ...]");
        return json(res, 200, keyValue.set(editor.id, entries));
      }
      if (second) {
        const ids = second.split(",");
        const users = ids.map((id) =>
          id === editor.id ? publicUser(editor) : { id, displayName: id.replace(/^editor-/, "") },
        );
        return json(res, 200, ids.length === 1 ? users[0] : users);
      }
    }

    if (area === "projects") {
      if (parts.length === 2) return json(res, 200, project(projectId, dataset, editor));
      if (third === "datasets" && parts[4] === "acl") return json(res, 200, GRANTS);
      if (third === "datasets" && parts.length === 3)
        return json(res, 200, search.get("datasetProfile") ? [] : [{ name: dataset, aclMode: "public", tags: [] }]);
      if (third === "grants") return json(res, 200, {});
      if (third === "roles") return json(res, 200, [{ name: "administrator", title: "Administrator" }]);
      if (third === "new-content-release-allowed") return json(res, 200, { allowed: false });
      return json(res, 200, []);
    }
    if (area === "features") return json(res, 200, []);
    if (area === "schedules") return json(res, 200, { schedules: [] });
    if (area === "intake") return json(res, 200, { status: "denied" });
    if (area === "access") return json(res, 200, []);
    if (area === "journey" || area === "help" || area === "geoip") return json(res, 200, {});
    throw notFound(`${method} ${route} is not part of the local lake`);
  }

  function requestOrigin(req: IncomingMessage) {
    // The login page is served on the host the studio called (http://local.localhost:3333), so its
    // cookie is one the studio's API calls send.
    const hostHeader = req.headers.host;
    return hostHeader && !options.publicUrl ? `http://${hostHeader}` : origin;
  }

  async function login(req: IncomingMessage, res: ServerResponse, search: URLSearchParams) {
    const address = clientAddress({
      socket: req.socket.remoteAddress ?? null,
      forwardedFor: req.headers["x-forwarded-for"]?.toString() ?? null,
      trustedHops: options.trustedProxyHops ?? 0,
    });
    let proof = auth.proofAsked(address);
    const send = (status: number, html: string) => {
      res.writeHead(status, loginHeaders(proof));
      res.end(html);
    };
    if (req.method === "GET") return send(200, loginPage({ origin: search.get("origin") ?? "", proof }));
    const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString("utf8"));
    const name = form.get("name")?.trim() ?? "";
    const password = form.get("password") ?? "";
    const back = form.get("origin") ?? "";
    if (!name || !password)
      return send(400, loginPage({ origin: back, name: isAccountName(name) ? name : "", problem: "missing", proof }));
    const outcome = await auth.login(name, password, address, form.get("proof"));
    // The page echoes a name back only when some editor could have it (a 16 MB name is not sent back).
    const shown = isAccountName(name) ? name : "";
    // After a wait the next attempt needs a proof too (its thresholds come first, auth.ts).
    proof = "proof" in outcome || "waitSeconds" in outcome || ("proofNext" in outcome && outcome.proofNext);
    if ("waitSeconds" in outcome) {
      res.setHeader("retry-after", String(outcome.waitSeconds));
      return send(
        429,
        loginPage({ origin: back, name: shown, problem: "throttled", waitSeconds: outcome.waitSeconds }),
      );
    }
    if ("proof" in outcome) return send(403, loginPage({ origin: back, name: shown, problem: "verify", proof }));
    if (!("token" in outcome)) return send(401, loginPage({ origin: back, name: shown, problem: "invalid", proof }));
    const { token } = outcome;
    // Only send the browser back to a studio this lake serves (no open redirect).
    const fallback = new URL("/", requestOrigin(req));
    let target = fallback;
    try {
      if (back && allowedOrigin(new URL(back, fallback).origin, req)) target = new URL(back, fallback);
    } catch {
      // not an address: back to the studio's start page
    }
    target.hash = `sid=${auth.codeFor(token)}`;
    res.writeHead(303, {
      location: target.href,
      "set-cookie": auth.sessionCookie(token, origin.startsWith("https:")),
      "cache-control": "no-store",
    });
    res.end();
  }

  function hostAllowed(req: IncomingMessage) {
    // Against DNS rebinding: in loopback mode only loopback names may be asked for.
    if (auth.required) return true;
    const hostname = hostnameOf(req.headers.host);
    return hostname !== null && (isLoopbackName(hostname) || hostname === publicHostname);
  }

  // Each request logged and measured, with its id in every line it causes (ops/requests.ts).
  server.on(
    "request",
    observed(async (req: IncomingMessage, res: ServerResponse) => {
      try {
        const url = new URL(req.url ?? "/", "http://lake");
        if (!hostAllowed(req)) throw new LakeError(421, "misdirectedRequest", "unknown host name");
        const requestOriginHeader = req.headers.origin;
        if (requestOriginHeader && !allowedOrigin(requestOriginHeader, req))
          throw new LakeError(403, "corsOriginError", `origin ${requestOriginHeader} is not allowed`);
        if (req.method === "OPTIONS") return preflight(req, res);
        cors(req, res);
        const versioned = /^\/v(\d{4}-\d{2}-\d{2}|\d+|X)(\/.*)?$/.exec(url.pathname);
        if (versioned) {
          const raw = versioned[1] as string;
          const version = /^\d+$/.test(raw) ? "2021-03-25" : raw;
          return await api(req, res, versioned[2] ?? "/", url.searchParams, version);
        }
        const asset = /^\/(images|files)\/[^/]+\/([^/]+)\/([^/?]+)$/.exec(url.pathname);
        if (asset && (req.method === "GET" || req.method === "HEAD")) return assets.serve(req, res, asset[3] as string);
        if (url.pathname === "/auth/login") return await login(req, res, url.searchParams);
        if (url.pathname.startsWith("/auth/login/") && (await serveLoginProof(req, res, url.pathname, auth.proof)))
          return;
        if (options.studioDir && (req.method === "GET" || req.method === "HEAD")) {
          if (serveStudio(options.studioDir, req, res, url.pathname, { previewUrl: options.previewUrl })) return;
        }
        throw notFound(`${url.pathname} not found`);
      } catch (error) {
        sendError(res, error);
      }
    }),
  );

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://lake");
    const fail = (status: number) => {
      socket.end(`HTTP/1.1 ${status} ${status === 401 ? "Unauthorized" : "Not Found"}\r\n\r\n`);
    };
    if (!hostAllowed(req) || (req.headers.origin && !allowedOrigin(req.headers.origin, req))) return fail(403);
    const route = /^\/v[^/]+\/(socket|data\/listen)\/([^/]+)$/.exec(url.pathname);
    if (!route || route[2] !== dataset) return fail(404);
    const editor = auth.identify(req, url.searchParams);
    const busy = () => socket.end("HTTP/1.1 429 Too Many Requests\r\nconnection: close\r\n\r\n");
    if (route[1] === "socket") {
      // Presence may authenticate inside the socket (the `authorization` call), as with Sanity;
      // sockets not signed in yet have a smaller allowance of their own (presence.ts).
      if (openListeners() >= MAX_LISTENERS || (!editor && !presence.admitsAnonymous())) return busy();
      sockets.handleUpgrade(req, socket, head, (ws) => presence.accept(ws, editor));
      return;
    }
    if (!editor) return fail(401);
    if (openListeners() >= MAX_LISTENERS) return busy();
    let options: ListenOptions;
    try {
      options = listenOptions(url.searchParams, groqParams(url.searchParams));
    } catch {
      return fail(404);
    }
    sockets.handleUpgrade(req, socket, head, (ws) => listeners.open(options, socketSink(ws)));
  });

  return {
    origin,
    apiHost: origin,
    projectId,
    dataset,
    async close() {
      webhook?.close();
      deletedAssets.close();
      await queries.close();
      for (const client of sockets.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.flush();
      store.close();
    },
  };
}
