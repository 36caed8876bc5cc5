import { AsyncLocalStorage } from "node:async_hooks";
import { jsonLogger, type RequestContext } from "@wafer/server-kit/log";
import type { Logger } from "pino";
import { config } from "../config/env.ts";

// The site's one logger: JSON lines on stdout (pino), one object per event, for the operator's log
// collector (docs/decisions/0058-logs-metrics-from-node-diagnostics.md). Every line written while
// a request is handled carries that request's id, taken from the request's async context (set in
// health/requests.ts), so one id finds every line of one visit, in the site's and the lake's logs.
//
// What never goes into a line: form fields, names, emails, phones, file names, message or resume
// texts, cookies, tokens, query strings. Log ids, kinds, counts and error stacks instead.

export type { RequestContext } from "@wafer/server-kit/log";
export { errorField } from "@wafer/server-kit/log";

/** `LOG_LEVEL`: trace, debug, info (default), warn, error, fatal or silent (config/env.ts). */
export const logLevel = (): string => config().LOG_LEVEL;

// One logger and one context per process, also when Next bundles this module into several chunks.
const state = globalThis as unknown as {
  __waferLog?: { logger: Logger; context: AsyncLocalStorage<RequestContext>; parts: Map<string, Logger> };
};

/** Made the same way as the lake's (@wafer/server-kit/log), under the service name "site". */
function create() {
  const context = new AsyncLocalStorage<RequestContext>();
  return { logger: jsonLogger("site", context, logLevel()), context, parts: new Map<string, Logger>() };
}

function current() {
  state.__waferLog ??= create();
  return state.__waferLog;
}

/** The logger, optionally a child naming the part of the site (`log("outbox").error(...)`). */
export function log(component?: string): Logger {
  const { logger, parts } = current();
  if (!component) return logger;
  let child = parts.get(component);
  if (!child) {
    child = logger.child({ component });
    parts.set(component, child);
  }
  return child;
}

/** The async context that carries the request id into every line (health/requests.ts enters it). */
export function requestContext(): AsyncLocalStorage<RequestContext> {
  return current().context;
}

/** The id of the request being handled, if any: passed on to the lake (content/sanity.ts). */
export function currentRequestId(): string | undefined {
  return current().context.getStore()?.requestId;
}
