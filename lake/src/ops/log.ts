// The lake's logger: JSON lines on stdout (pino), one per request and one per event, as the site's
// (web/src/ops/log.ts). Every line of a request carries its id: the X-Request-Id the site sent with
// its query (so one id finds a visit in both logs), or a fresh one.
//
// Never in a line: document contents, query texts or parameters, editors' passwords or tokens.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino from "pino";

export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** `LOG_LEVEL`: trace, debug, info (default), warn, error, fatal or silent. */
export function logLevel(env: Record<string, string | undefined> = process.env): string {
  const level = (env.LOG_LEVEL ?? "").toLowerCase();
  return ["trace", "debug", "info", "warn", "error", "fatal", "silent"].includes(level) ? level : "info";
}

export const logger = pino({
  level: logLevel(),
  base: { service: "lake" },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  mixin: () => {
    const current = requestContext.getStore();
    return current ? { requestId: current.requestId } : {};
  },
  ...(process.env.NODE_ENV === "development" ? { transport: { target: "pino-pretty" } } : {}),
});

const ID_FORMAT = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's id when well-formed (only a correlation id: it grants nothing), else a new one. */
export function requestIdFor(given: string | string[] | undefined): string {
  const value = Array.isArray(given) ? given[0] : given;
  return value && ID_FORMAT.test(value) ? value : randomUUID();
}

/** An error as a log field: class, message, stack. */
export function errorField(error: unknown): { type: string; message: string; stack?: string } {
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack };
  return { type: typeof error, message: String(error) };
}
