// The lake's parts, built once by startLake (server.ts) and handed to every route handler
// (api/*.ts): the dataset, who is calling, the query workers, the open listeners, the assets and
// the webhook. A handler reaches nothing else, so what a route can touch is read off its arguments.
import { cpSync, existsSync, mkdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Assets } from "./assets.ts";
import { Auth, type Editor } from "./auth.ts";
import { DEFAULT_DELETED_ASSET_GRACE_MS, DeletedAssets } from "./deleted-assets.ts";
import { Listeners } from "./listen.ts";
import { LiveEvents } from "./live.ts";
import { isLoopbackName } from "./loopback.ts";
import type { LakeOptions } from "./options.ts";
import { Presence } from "./presence.ts";
import { KeyValue } from "./project.ts";
import { DEFAULT_QUERY_LIMITS, QueryPool } from "./query-pool.ts";
import { Store } from "./store.ts";
import { Webhook } from "./webhook.ts";

export interface LakeContext {
  readonly options: LakeOptions;
  readonly projectId: string;
  readonly dataset: string;
  /** Where browsers reach this lake: LAKE_PUBLIC_URL, or http://<host>:<port>. */
  readonly origin: string;
  readonly port: number;
  readonly store: Store;
  readonly auth: Auth;
  /** The studio's per-editor settings (users/me/keyvalue). */
  readonly keyValue: KeyValue;
  readonly queries: QueryPool;
  /** GET /data/listen and its WebSocket form. */
  readonly listeners: Listeners;
  /** GET /data/live/events: the Live Content API. */
  readonly live: LiveEvents;
  /** The studio's "who else is here" sockets. */
  readonly presence: Presence;
  readonly assets: Assets;
  readonly deletedAssets: DeletedAssets;
  readonly webhook: Webhook | undefined;
}

/** One call of the API: the request, and what the route table read from its address. */
export interface ApiCall {
  req: IncomingMessage;
  res: ServerResponse;
  /** As sent: HEAD reaches the GET handler as "HEAD". */
  method: string;
  /** The address after /v<version>, as sent (for messages). */
  path: string;
  /** Its segments, decoded. */
  parts: string[];
  /** The `:name` segments of the route's pattern (routes.ts). */
  params: Record<string, string>;
  search: URLSearchParams;
  /** The API version asked for (2021-03-25 for a bare /v1/). */
  version: string;
}

/** A call that passed the session check: `editor` is who made it. */
export interface SignedCall extends ApiCall {
  editor: Editor;
}

/** A request outside the API (assets, the sign-in page, the studio). */
export interface PageCall {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path's segments, as sent (not decoded). */
  parts: string[];
}

/** Where the lake listens and keeps its data: the options with their defaults. */
export function placeOf(options: LakeOptions) {
  const host = options.host ?? "localhost";
  if (!options.editors && !isLoopbackName(host))
    throw new Error(
      `The lake listens on ${host} only with editor accounts: set LAKE_EDITORS (see lake/README.md), or use LAKE_HOST=localhost.`,
    );
  return {
    host,
    projectId: options.projectId ?? "local",
    dataset: options.dataset ?? "production",
    dataDir: path.resolve(options.dataDir),
  };
}

export type Place = ReturnType<typeof placeOf>;

/** Copies the seed into a data folder that has no dataset yet. */
export function seed(dataDir: string, seedDir: string | undefined) {
  mkdirSync(path.join(dataDir, "assets"), { recursive: true });
  const fresh =
    !existsSync(path.join(dataDir, "dataset.ndjson")) && !existsSync(path.join(dataDir, "transactions.ndjson"));
  if (!fresh || !seedDir) return;
  cpSync(path.join(seedDir, "production.ndjson"), path.join(dataDir, "dataset.ndjson"));
  if (existsSync(path.join(seedDir, "assets")))
    cpSync(path.join(seedDir, "assets"), path.join(dataDir, "assets"), { recursive: true });
}

/** The parts that hold state, opened before the server accepts a request. */
export async function openParts(options: LakeOptions, place: Place) {
  const { dataDir, projectId, dataset } = place;
  const store = new Store(dataDir);
  store.open();
  const auth = new Auth({
    editorsFile: options.editors ? path.resolve(options.editors) : null,
    dataDir,
    readToken: options.readToken,
    proofKey: options.loginProofKey,
  });
  // The webhook queue is loaded before the server accepts a request, so no commit can slip past it.
  let webhook: Webhook | undefined;
  if (options.webhook) {
    webhook = new Webhook({ ...options.webhook, store, dataDir, projectId, dataset });
    await webhook.start();
  }
  return {
    store,
    auth,
    webhook,
    keyValue: new KeyValue(dataDir),
    queries: new QueryPool({ ...DEFAULT_QUERY_LIMITS, ...options.queryLimits }),
    listeners: new Listeners(store),
    live: new LiveEvents(store),
    presence: new Presence((token) => auth.editorFor(token)),
  };
}

/** The context, once the server listens and so knows its origin (asset URLs carry it). */
export function contextOf(
  options: LakeOptions,
  place: Place,
  parts: Awaited<ReturnType<typeof openParts>>,
  address: { origin: string; port: number },
): LakeContext {
  const { projectId, dataset, dataDir } = place;
  const { store } = parts;
  const assets = new Assets({
    dir: path.join(dataDir, "assets"),
    projectId,
    dataset,
    publicBase: address.origin,
    exists: (id) => store.get(id) !== null,
  });
  const deletedAssets = new DeletedAssets({
    publicDir: assets.dir,
    deletedDir: path.join(dataDir, "deleted-assets"),
    graceMs: options.deletedAssetGraceMs ?? DEFAULT_DELETED_ASSET_GRACE_MS,
    store,
  });
  return { options, projectId, dataset, ...address, ...parts, assets, deletedAssets };
}

/** Open listeners of every kind together, against MAX_LISTENERS (api/listen.ts). */
export function openListeners(ctx: LakeContext): number {
  return ctx.listeners.count + ctx.live.count + ctx.presence.count;
}
