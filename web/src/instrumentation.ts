import type { Instrumentation } from "next";

// Runs once when a server process starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;

  // First: the environment, read once through the site's schema (config/env.ts). A wrong or
  // missing value stops the start here with one message naming every bad variable; a production
  // server also needs SITE_URL and, reading a Sanity project, its webhook secret.
  const { checkConfigAtStartup, warnAboutBuildOrigin, warnAboutSharedState } = await import("@/http/startup-checks");
  const config = checkConfigAtStartup();

  // Traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set; nothing otherwise (ops/tracing.ts).
  const { startTracing } = await import("@/ops/tracing");
  await startTracing();
  // Before the first request: one log line and metric per request, with its request id (health/requests.ts).
  const { logRequests } = await import("@/health/requests");
  logRequests();
  // Before the first request: record each request's socket address (per-IP limits) and turn
  // malformed URLs into a 404 (see http/incoming.ts).
  const { guardIncomingRequests } = await import("@/http/incoming");
  guardIncomingRequests();
  warnAboutSharedState(config);
  // Nobody can sign in to the inbox without an account: said at start, with the command (issue 41).
  const { accountsFile } = await import("@/inbox/accounts-file");
  const { warnWhenNoInboxAccount } = await import("@/inbox/startup");
  warnWhenNoInboxAccount(accountsFile());
  const { warnWhenScannerSilent } = await import("@/virus-scan/scanner");
  void warnWhenScannerSilent();

  if (process.env.NODE_ENV === "production") warnAboutBuildOrigin(config);

  // Bring the submissions database to the newest migration and start the outbox worker, so mail
  // queued before a restart goes out without waiting for a visitor.
  const { getDatabase } = await import("@/db/client");
  const { startMailWorker } = await import("@/runtime/mail-worker");
  const startSubmissions = async () => {
    try {
      const { db } = await getDatabase();
      await startMailWorker();
      // URLs queued for Baidu and IndexNow before a restart go out too (reach/push/worker.ts).
      const { startPushWorker } = await import("@/reach/push/worker");
      startPushWorker();
      // Acknowledgement tokens older than the link's lifetime leave the outbox (mail/expire-tokens.ts).
      const { expireAckTokens } = await import("@/mail/expire-tokens");
      await expireAckTokens(db);
      // Submissions past the retention period go, daily (inbox/retention.ts, PIPL).
      const { startRetentionPurge } = await import("@/inbox/retention");
      startRetentionPurge();
    } catch (error) {
      // The site still serves pages; form routes retry the database on their next request.
      const { log, errorField } = await import("@/ops/log");
      log("startup").error({ err: errorField(error) }, "submissions database unavailable");
    }
  };
  if (config.DATABASE_URL) {
    await startSubmissions();
  } else {
    // Embedded PGlite opens with seconds of WebAssembly on the main thread (about 5 s on a loaded
    // machine), which held the first page back: the server answers first, then opens it (issue 17:
    // `npm start` ready within 15 s). A form request before that opens it itself (getDatabase).
    const { afterFirstResponse } = await import("@/http/incoming");
    afterFirstResponse(startSubmissions, 5_000);
  }
}

/** Errors of rendering, route handlers and the proxy, with their stack and the request's id (Next's documented hook). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { log, errorField } = await import("@/ops/log");
  const requestId = request.headers["x-request-id"];
  log("render").error(
    {
      err: errorField(error),
      requestId: Array.isArray(requestId) ? requestId[0] : requestId,
      method: request.method,
      route: context.routePath,
      routeType: context.routeType,
      digest: (error as { digest?: unknown })?.digest,
    },
    "request failed",
  );
};
