import type { StructureKind } from "./long-lived-structures.ts";

// Every long-lived structure of web/src and lake/src that is not an LRUCache with `max`, with the
// bound a reviewer checked (long-lived-structures.test.ts fails on any structure missing here, and
// on any entry here that no longer exists). "keys" says what the entries are keyed by; a structure
// keyed by anything a request controls needs a maximum count AND a maximum key length, else it
// belongs in an LRUCache with `max` (docs/security.md, "Bounded by construction").

export interface Reviewed {
  file: string;
  name: string;
  kind: StructureKind;
  /** What bounds the number of entries and the size of each. */
  bound: string;
}

export const REVIEWED: Reviewed[] = [
  // lake
  {
    file: "lake/src/listen.ts",
    name: "Listeners.active",
    kind: "Set",
    bound: "open listener connections: at most MAX_LISTENERS (lake/src/api/listen.ts), removed on close",
  },
  {
    file: "lake/src/live.ts",
    name: "LiveEvents.open",
    kind: "Map",
    bound: "open live-event responses: at most MAX_LISTENERS (lake/src/api/listen.ts), removed on close",
  },
  {
    file: "lake/src/login-proof.ts",
    name: "loaded",
    kind: "Map",
    bound:
      "the sign-in proof step's four files (ASSETS: altcha.js, altcha.css, sha-worker.js, proof.js), about 110 KB; other names are never read. Its replay memory LoginProof.spent is an LRUCache with max 10,000 and ttl = challenge expiry",
  },
  {
    file: "server-kit/src/tracing.ts",
    name: "globalThis.__waferTracing",
    kind: "globalThis",
    bound: "one boolean: tracing started once per process",
  },
  {
    file: "lake/src/presence.ts",
    name: "Presence.peers",
    kind: "Set",
    bound: "open presence WebSockets, removed on close; each upgrade passes the host and origin checks",
  },
  {
    file: "lake/src/project.ts",
    name: "KeyValue.values",
    kind: "dictionary",
    bound:
      "the studio's per-editor settings: written only by signed-in editors (the local editor on loopback), on disk too",
  },
  {
    file: "lake/src/query-pool.ts",
    name: "QueryPool.slots",
    kind: "array",
    bound: "query workers: at most QueryLimits.workers (2)",
  },
  {
    file: "lake/src/query-pool.ts",
    name: "QueryPool.queue",
    kind: "array",
    bound: "waiting queries: at most QueryLimits.maxQueued (200), then 503",
  },
  {
    file: "lake/src/query-worker.ts",
    name: "datasets",
    kind: "Map",
    bound: "keys: the three perspectives (raw, published, drafts), fixed",
  },
  {
    file: "lake/src/store.ts",
    name: "Store.docs",
    kind: "Map",
    bound: "the dataset's documents: written only by signed-in editors (or the local editor on loopback), on disk too",
  },
  {
    file: "lake/src/store.ts",
    name: "Store.history",
    kind: "Map",
    bound: "revisions of the dataset's documents: written only by editors' commits, on disk too",
  },
  {
    file: "lake/src/store.ts",
    name: "Store.transactions",
    kind: "Map",
    bound: "editors' committed transactions: written only by editors, on disk too",
  },
  {
    file: "lake/src/store.ts",
    name: "Store.commitHooks",
    kind: "array",
    bound: "registered once at start (the webhook queue), fixed",
  },
  {
    file: "lake/src/webhook.ts",
    name: "Webhook.pending",
    kind: "array",
    bound: "deliveries not yet accepted by the site: one per editor commit, on disk too, drained as the site answers",
  },
  // site
  {
    file: "web/src/components/shell/ProgressBar.tsx",
    name: "listeners",
    kind: "array",
    bound: "in the browser: one per mounted progress bar, removed on unmount",
  },
  {
    file: "web/src/config/redis.ts",
    name: "globalThis.__waferRedis",
    kind: "globalThis",
    bound: "one Redis client per process",
  },
  {
    file: "web/src/config/redis.ts",
    name: "connect().queued",
    kind: "array",
    bound:
      "tag expirations while Redis is down: one per publish webhook (signed, replay-checked), drained on reconnect",
  },
  {
    file: "web/src/content/stega.ts",
    name: "CODE_FIELDS",
    kind: "Set",
    bound: "a literal list of field names, fixed",
  },
  {
    file: "web/src/counter/dedupe.ts",
    name: "viewDeduper().seen",
    kind: "Map",
    bound: "MAX_ENTRIES (50,000) keys, each a 43-character SHA-256 of address, user agent and page; cleared daily",
  },
  {
    file: "web/src/counter/endpoint.ts",
    name: "globalThis.__waferCounter",
    kind: "globalThis",
    bound: "one counter (its deduper is bounded) per process",
  },
  { file: "web/src/db/client.ts", name: "globalThis.__waferDb", kind: "globalThis", bound: "one database per process" },
  {
    file: "web/src/forms/server/rate-limit.ts",
    name: "boundedMemoryLimiter().windows",
    kind: "Map",
    bound:
      "maxKeys (MAX_MEMORY_KEYS) windows, expired and oldest dropped first; keys are client addresses and form kinds",
  },
  {
    file: "web/src/health/requests.ts",
    name: "globalThis.__waferRequestLog",
    kind: "globalThis",
    bound: "one boolean: the request log is installed once",
  },
  {
    file: "web/src/http/incoming.ts",
    name: "globalThis.__waferIncoming",
    kind: "globalThis",
    bound: "one boolean: the incoming-request hook is installed once",
  },
  {
    file: "web/src/i18n/format.ts",
    name: "dateFormats",
    kind: "dictionary",
    bound: "keys: the two locales, fixed",
  },
  {
    file: "web/src/inbox/oidc.ts",
    name: "globalThis.__inboxOidc",
    kind: "globalThis",
    bound: "one OIDC configuration per process",
  },
  {
    file: "web/src/inbox/retention.ts",
    name: "globalThis.__inboxRetention",
    kind: "globalThis",
    bound: "one timer per process",
  },
  {
    file: "web/src/mail/smtp-peer.ts",
    name: "smtpPeer().received",
    kind: "array",
    bound: "a test SMTP peer (tests and the e2e suites), never run by the site",
  },
  {
    file: "web/src/mail/worker.ts",
    name: "globalThis.__waferOutbox",
    kind: "globalThis",
    bound: "one outbox worker per process",
  },
  {
    file: "web/src/config/env.ts",
    name: "globalThis.__waferConfig",
    kind: "globalThis",
    bound: "one parsed configuration per process, from the environment, not from requests",
  },
  { file: "web/src/ops/log.ts", name: "globalThis.__waferLog", kind: "globalThis", bound: "one logger per process" },
  {
    file: "web/src/ops/metrics.ts",
    name: "globalThis.__waferMetrics",
    kind: "globalThis",
    bound: "one registry; its label values are route patterns and status classes, fixed",
  },
  {
    file: "web/src/publish/replay.ts",
    name: "memoryReplayGuard().seen",
    kind: "Map",
    bound:
      "tests and tools only (the site uses Redis or the database); keys are signed deliveries, expired entries dropped on each call",
  },
  {
    file: "web/src/publish/replay.ts",
    name: "globalThis.__waferReplayGuard",
    kind: "globalThis",
    bound: "one guard per process (Redis or the database)",
  },
  {
    file: "web/src/routing/page-route.tsx",
    name: "byPage",
    kind: "Map",
    bound: "keys: the route table, fixed",
  },
  {
    file: "web/src/routing/unknown-paths.ts",
    name: "SINGLE_SEGMENT_ROUTES",
    kind: "Set",
    bound: "a literal list of routes, fixed",
  },
  {
    file: "web/src/runtime/form-deps.ts",
    name: "globalThis.__waferFormDeps",
    kind: "globalThis",
    bound: "one set of form dependencies per process",
  },
  {
    file: "web/src/search/memo.ts",
    name: "createIndexCache().entries",
    kind: "Map",
    bound: "keys: the two locales, fixed (one index each, replaced when content changes)",
  },
  {
    file: "web/src/search/query.ts",
    name: "LATIN_STOPWORDS",
    kind: "Set",
    bound: "a literal list of words, fixed",
  },
  {
    file: "web/src/search/query.ts",
    name: "HAN_STOPWORDS",
    kind: "Set",
    bound: "a literal list of characters, fixed",
  },
  {
    file: "web/src/templates/Product.tsx",
    name: "ProductTemplate().anchors",
    kind: "Map",
    bound: "one render's headings, dropped with the render",
  },
  // Reviewed with issue 40's merge and issue 44's images.
  {
    file: "lake/src/image-cache.ts",
    name: "ImageCache.waiting",
    kind: "array",
    bound: "renders waiting: at most RENDERS_WAITING (200), refused with 503 before a push",
  },
  {
    file: "lake/src/image-params.ts",
    name: "FITS",
    kind: "Set",
    bound: "keys: the seven fit modes, fixed",
  },
  {
    file: "lake/src/image-params.ts",
    name: "FORMATS",
    kind: "Set",
    bound: "keys: the four output formats, fixed",
  },
  {
    file: "web/src/forms/server/check-queue.ts",
    name: "BoundedQueue.waiting",
    kind: "array",
    bound: "at most maxWaiting (the resume checks: 4); run() refuses with QueueFull before pushing",
  },
  {
    file: "web/src/forms/server/resume-structure.ts",
    name: "idle",
    kind: "array",
    bound: "idle check workers: at most WORKERS (2), the queue admits no more checks at once",
  },
  {
    file: "web/src/inbox/auth.ts",
    name: "globalThis.__inboxThrottle",
    kind: "globalThis",
    bound: "one SignInThrottle per process; its memories are LRUCaches with max (server-kit/src/accounts.ts)",
  },
  {
    file: "web/src/inbox/store.ts",
    name: "exportRows().byId",
    kind: "Map",
    bound: "a local of one call: the rows of one page of the export (ROWS_PER_PAGE in export.ts, 200 ids)",
  },
  {
    file: "web/src/inbox/zip-stream.ts",
    name: "ZipStream.ready",
    kind: "array",
    bound: "one export's pieces not yet pulled: the writer adds a 256 KB piece only when the response pulls",
  },
  {
    file: "web/src/reach/wechat/endpoint.ts",
    name: "globalThis.__waferWeChatLimit",
    kind: "globalThis",
    bound: "one limiter per process (boundedMemoryLimiter, MAX_MEMORY_KEYS addresses, or Redis)",
  },
  {
    file: "web/src/reach/wechat/ticket-store.ts",
    name: "memoryTicketStore().entries",
    kind: "Map",
    bound: "three keys per configured app id (token, ticket, lock): keys come from WECHAT_APP_ID, never a request",
  },
  {
    file: "web/src/reach/wechat/ticket-store.ts",
    name: "globalThis.__waferWeChatStore",
    kind: "globalThis",
    bound: "one ticket store per process",
  },
  {
    file: "web/src/reach/wechat/tickets.ts",
    name: "STALE_TOKEN_CODES",
    kind: "Set",
    bound: "a constant of three error codes",
  },
  {
    file: "web/src/reach/push/worker.ts",
    name: "globalThis.__waferPush",
    kind: "globalThis",
    bound: "one push worker per process",
  },
];
