// The lake's routes, as data: each address, its methods, the body it reads, who may call it and
// the handler that answers it (one module per API area under api/, each a function of the lake's
// context and the call: context.ts). server.ts finds the row and calls its handler; nothing else
// decides what the lake answers. The hostile gate (web/e2e-security/gate.spec.ts) sends each of
// these its oversized, slow and malformed requests and fails when a route here has no case
// (scripts/gate/route-inventory.test.ts).
//
// A new route: a row here (API rows under /v<version>/, in the order they are tried), its handler
// in the api/ module of its area, and its case in web/e2e-security/gate-cases.ts.
import * as actions from "./api/actions.ts";
import * as assets from "./api/assets.ts";
import * as auth from "./api/auth.ts";
import * as history from "./api/history.ts";
import * as listen from "./api/listen.ts";
import * as mutate from "./api/mutate.ts";
import * as query from "./api/query.ts";
import * as studio from "./api/studio.ts";
import * as users from "./api/users.ts";
import type { ApiCall, LakeContext, PageCall, SignedCall } from "./context.ts";

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What the handler reads from the request body (null: it reads none). */
export type BodyKind = "json" | "form" | "bytes" | null;

type Answer = Promise<unknown> | unknown;

interface RouteShape {
  /**
   * Segments after /v<version>/ for the API; the whole path otherwise. `:name` is one segment,
   * `:name?` an optional last one, `**` any rest (zero or more segments). A `:dataset` segment
   * must name the lake's dataset (404 otherwise).
   */
  path: string;
  /** "*": any method (a stub the studio calls in ways this lake does not need to tell apart). */
  methods: Method[] | "*";
  body: BodyKind;
  /** Answered through a WebSocket upgrade (server.on("upgrade"), api/listen.ts). */
  upgrade?: boolean;
}

/** An API route: "anyone" needs no session; "editors" needs one (auth.ts). */
export type LakeRoute = RouteShape &
  (
    | { access: "anyone"; handle: (ctx: LakeContext, call: ApiCall) => Answer }
    | {
        access: "editors";
        /**
         * What the site's read-only token may do here: "GET" calls, or "all" (a query sent as POST
         * still only reads). Absent: nothing (403).
         */
        readToken?: "GET" | "all";
        handle: (ctx: LakeContext, call: SignedCall) => Answer;
      }
  );

/** A route outside the API. A handler that answers `false` passes the request to the next row that matches. */
export type LakePage = RouteShape & { handle: (ctx: LakeContext, call: PageCall) => Answer };

const anyone = "anyone";
const editors = "editors";

/** The API, under /v<version>/ (e.g. /v2025-10-01/data/query/production). */
export const LAKE_API_ROUTES: readonly LakeRoute[] = [
  { path: "auth/providers", methods: ["GET"], body: null, access: anyone, handle: auth.providers },
  { path: "auth/fetch", methods: ["GET"], body: null, access: anyone, handle: auth.fetchToken },
  { path: "auth/logout", methods: ["POST"], body: null, access: anyone, handle: auth.logout },
  { path: "auth/id", methods: ["GET"], body: null, access: anyone, handle: auth.id },
  { path: "ping", methods: "*", body: null, access: anyone, handle: studio.answer("PONG") },
  { path: "modules/**", methods: "*", body: null, access: anyone, handle: studio.modules },
  {
    path: "data/live/events/:dataset",
    methods: ["GET"],
    body: null,
    access: editors,
    readToken: "GET",
    handle: listen.liveEvents,
  },
  {
    path: "data/query/:dataset",
    methods: ["GET", "POST"],
    body: "json",
    access: editors,
    readToken: "all",
    handle: query.query,
  },
  {
    path: "data/doc/:dataset/:ids?",
    methods: ["GET"],
    body: null,
    access: editors,
    readToken: "GET",
    handle: query.documents,
  },
  { path: "data/mutate/:dataset", methods: ["POST"], body: "json", access: editors, handle: mutate.mutate },
  { path: "data/actions/:dataset", methods: ["POST"], body: "json", access: editors, handle: actions.actions },
  {
    path: "data/listen/:dataset",
    methods: ["GET"],
    body: null,
    access: editors,
    readToken: "GET",
    handle: listen.listen,
  },
  {
    path: "data/export/:dataset",
    methods: ["GET"],
    body: null,
    access: editors,
    readToken: "GET",
    handle: query.exportDataset,
  },
  {
    path: "data/history/:dataset/transactions/:ids?",
    methods: ["GET"],
    body: null,
    access: editors,
    readToken: "GET",
    handle: history.transactions,
  },
  {
    path: "data/history/:dataset/documents/:ids?",
    methods: ["GET"],
    body: null,
    access: editors,
    readToken: "GET",
    handle: history.documents,
  },
  {
    path: "data/history/:dataset/events/documents/:id",
    methods: ["GET"],
    body: null,
    access: editors,
    readToken: "GET",
    handle: history.events,
  },
  // Cross-dataset references do not exist here; internal ones the studio finds by query.
  {
    path: "data/references/**",
    methods: ["GET"],
    body: null,
    access: editors,
    readToken: "GET",
    handle: studio.answer({ totalCount: 0, references: [] }),
  },
  { path: "assets/images/:dataset", methods: ["POST"], body: "bytes", access: editors, handle: assets.upload },
  { path: "assets/files/:dataset", methods: ["POST"], body: "bytes", access: editors, handle: assets.upload },
  { path: "users/me", methods: ["GET"], body: null, access: editors, handle: users.me },
  {
    path: "users/me/keyvalue/:keys?",
    methods: ["GET", "PUT", "POST", "PATCH"],
    body: "json",
    access: editors,
    handle: users.keyValue,
  },
  { path: "users/:ids", methods: ["GET"], body: null, access: editors, handle: users.users },
  { path: "projects/**", methods: "*", body: null, access: editors, handle: studio.projects },
  { path: "features/**", methods: "*", body: null, access: editors, handle: studio.answer([]) },
  { path: "schedules/**", methods: "*", body: null, access: editors, handle: studio.answer({ schedules: [] }) },
  { path: "intake/**", methods: "*", body: null, access: editors, handle: studio.answer({ status: "denied" }) },
  { path: "access/**", methods: "*", body: null, access: editors, handle: studio.answer([]) },
  { path: "journey/**", methods: "*", body: null, access: editors, handle: studio.answer({}) },
  { path: "help/**", methods: "*", body: null, access: editors, handle: studio.answer({}) },
  { path: "geoip/**", methods: "*", body: null, access: editors, handle: studio.answer({}) },
  {
    path: "socket/:dataset",
    methods: ["GET"],
    body: null,
    upgrade: true,
    access: editors,
    handle: listen.socketWithoutUpgrade,
  },
];

/** Outside the API: assets, the sign-in page and the built studio, tried in this order. */
export const LAKE_OTHER_ROUTES: readonly LakePage[] = [
  { path: "images/:project/:dataset/:file", methods: ["GET", "HEAD"], body: null, handle: assets.serve },
  { path: "files/:project/:dataset/:file", methods: ["GET", "HEAD"], body: null, handle: assets.serve },
  { path: "auth/login", methods: ["GET", "POST"], body: "form", handle: auth.signIn },
  // The sign-in's proof of work (login-proof.ts): a fresh signed challenge, and the widget's files.
  { path: "auth/login/challenge", methods: ["GET", "HEAD"], body: null, handle: auth.signInProof },
  { path: "auth/login/:file", methods: ["GET", "HEAD"], body: null, handle: auth.signInProof },
  { path: "**", methods: ["GET", "HEAD"], body: null, handle: studio.studioPage },
];

/** The `:name` segments of `pattern` in `parts`, or null when the parts are not its address. */
export function matchPath(pattern: string, parts: readonly string[]): Record<string, string> | null {
  const segments = pattern.split("/");
  const params: Record<string, string> = {};
  for (const [i, segment] of segments.entries()) {
    if (segment === "**") return params;
    const part = parts[i];
    if (segment.endsWith("?")) {
      if (part === undefined) return params;
      if (i !== parts.length - 1 || part === "") return null;
      params[segment.slice(1, -1)] = part;
      return params;
    }
    if (part === undefined || part === "") return null;
    if (segment.startsWith(":")) params[segment.slice(1)] = part;
    else if (segment !== part) return null;
  }
  return parts.length === segments.length ? params : null;
}

const allows = (route: RouteShape, method: string) =>
  route.methods === "*" || route.methods.includes((method === "HEAD" ? "GET" : method) as Method);

/**
 * The API route these decoded segments address, "method" when the address exists for other
 * methods only, or null when it does not exist. HEAD is answered as GET.
 */
export function lakeApiRoute(method: string, parts: readonly string[]): LakeRoute | "method" | null {
  const found = findApiRoute(method, parts);
  return found && typeof found === "object" ? found.route : found;
}

/** lakeApiRoute, with the `:name` segments the route read. */
export function findApiRoute(
  method: string,
  parts: readonly string[],
): { route: LakeRoute; params: Record<string, string> } | "method" | null {
  let other = false;
  for (const route of LAKE_API_ROUTES) {
    const params = matchPath(route.path, parts);
    if (!params) continue;
    if (allows(route, method)) return { route, params };
    other = true;
  }
  return other ? "method" : null;
}

/** The routes outside the API for this path that take this method (HEAD as GET), in order. */
export function findPages(method: string, parts: readonly string[]): LakePage[] {
  return LAKE_OTHER_ROUTES.filter((route) => allows(route, method) && matchPath(route.path, parts));
}
