// The lake's routes, as data: what exists, for which methods, and what body each reads. server.ts
// refuses any API address that is not here (404, or 405 for a known address with another method)
// before it reaches its if-ladder, so this table is the list of what the lake answers; the hostile
// gate (web/e2e-security/gate.spec.ts) sends each of these its oversized, slow and malformed
// requests and fails when a route here has no case. Issue 44 will turn the ladder itself into a
// table; until then the ladder decides how, this decides whether.

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What the handler reads from the request body (null: it reads none). */
export type BodyKind = "json" | "form" | "bytes" | null;

export interface LakeRoute {
  /**
   * Segments after /v<version>/ for the API; the whole path otherwise. `:name` is one segment,
   * `:name?` an optional last one, `**` any rest (zero or more segments).
   */
  path: string;
  /** "*": any method (a stub the studio calls in ways this lake does not need to tell apart). */
  methods: Method[] | "*";
  body: BodyKind;
  /** Answered through a WebSocket upgrade (server.on("upgrade")). */
  upgrade?: boolean;
}

/** The API, under /v<version>/ (e.g. /v2025-10-01/data/query/production). */
export const LAKE_API_ROUTES: readonly LakeRoute[] = [
  { path: "auth/providers", methods: ["GET"], body: null },
  { path: "auth/fetch", methods: ["GET"], body: null },
  { path: "auth/logout", methods: ["POST"], body: null },
  { path: "auth/id", methods: ["GET"], body: null },
  { path: "ping", methods: "*", body: null },
  { path: "modules/**", methods: "*", body: null },
  { path: "data/live/events/:dataset", methods: ["GET"], body: null },
  { path: "data/query/:dataset", methods: ["GET", "POST"], body: "json" },
  { path: "data/doc/:dataset/:ids?", methods: ["GET"], body: null },
  { path: "data/mutate/:dataset", methods: ["POST"], body: "json" },
  { path: "data/actions/:dataset", methods: ["POST"], body: "json" },
  { path: "data/listen/:dataset", methods: ["GET"], body: null },
  { path: "data/export/:dataset", methods: ["GET"], body: null },
  { path: "data/history/:dataset/transactions/:ids?", methods: ["GET"], body: null },
  { path: "data/history/:dataset/documents/:ids?", methods: ["GET"], body: null },
  { path: "data/history/:dataset/events/documents/:id", methods: ["GET"], body: null },
  { path: "data/references/**", methods: ["GET"], body: null },
  { path: "assets/images/:dataset", methods: ["POST"], body: "bytes" },
  { path: "assets/files/:dataset", methods: ["POST"], body: "bytes" },
  { path: "users/me", methods: ["GET"], body: null },
  { path: "users/me/keyvalue/:keys?", methods: ["GET", "PUT", "POST", "PATCH"], body: "json" },
  { path: "users/:ids", methods: ["GET"], body: null },
  { path: "projects/**", methods: "*", body: null },
  { path: "features/**", methods: "*", body: null },
  { path: "schedules/**", methods: "*", body: null },
  { path: "intake/**", methods: "*", body: null },
  { path: "access/**", methods: "*", body: null },
  { path: "journey/**", methods: "*", body: null },
  { path: "help/**", methods: "*", body: null },
  { path: "geoip/**", methods: "*", body: null },
  { path: "socket/:dataset", methods: ["GET"], body: null, upgrade: true },
];

/** Outside the API: assets, the sign-in page and the built studio. */
export const LAKE_OTHER_ROUTES: readonly LakeRoute[] = [
  { path: "images/:project/:dataset/:file", methods: ["GET", "HEAD"], body: null },
  { path: "files/:project/:dataset/:file", methods: ["GET", "HEAD"], body: null },
  { path: "auth/login", methods: ["GET", "POST"], body: "form" },
  // The sign-in's proof of work (login-proof.ts): a fresh signed challenge, and the widget's files.
  { path: "auth/login/challenge", methods: ["GET", "HEAD"], body: null },
  { path: "auth/login/:file", methods: ["GET", "HEAD"], body: null },
  { path: "**", methods: ["GET", "HEAD"], body: null },
];

function matches(pattern: string, parts: readonly string[]): boolean {
  const segments = pattern.split("/");
  for (const [i, segment] of segments.entries()) {
    if (segment === "**") return true;
    const part = parts[i];
    if (segment.endsWith("?")) return part === undefined || (i === parts.length - 1 && part !== "");
    if (part === undefined) return false;
    if (!segment.startsWith(":") && segment !== part) return false;
  }
  return parts.length === segments.length;
}

/**
 * The API route these decoded segments address, "method" when the address exists for other
 * methods only, or null when it does not exist. HEAD is answered as GET.
 */
export function lakeApiRoute(method: string, parts: readonly string[]): LakeRoute | "method" | null {
  const asked = method === "HEAD" ? "GET" : method;
  let other = false;
  for (const route of LAKE_API_ROUTES) {
    if (!matches(route.path, parts)) continue;
    if (route.methods === "*" || route.methods.includes(asked as Method)) return route;
    other = true;
  }
  return other ? "method" : null;
}
