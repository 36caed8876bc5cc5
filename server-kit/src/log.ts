// The JSON logger both servers write with (pino, one object a line on stdout): the same level
// variable, the same fields, the request's id in every line written while it is handled. The site
// (web/src/ops/log.ts) and the lake (lake/src/ops/log.ts) each make one, named by its service.
//
// Never in a line: form fields, document contents, query texts or parameters, passwords, tokens.
import type { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import pino, { type Logger } from "pino";

export interface RequestContext {
  requestId: string;
}

/** `LOG_LEVEL`: trace, debug, info (default), warn, error, fatal or silent. */
export function logLevel(env: Record<string, string | undefined> = process.env): string {
  const level = (env.LOG_LEVEL ?? "").toLowerCase();
  return ["trace", "debug", "info", "warn", "error", "fatal", "silent"].includes(level) ? level : "info";
}

/**
 * A logger for `service` whose lines carry the id of the request `context` holds, at `level` (each
 * process passes the level its configuration schema parsed; LOG_LEVEL from the environment else).
 */
export function jsonLogger(
  service: string,
  context: AsyncLocalStorage<RequestContext>,
  level: string = logLevel(),
): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const current = context.getStore();
      return current ? { requestId: current.requestId } : {};
    },
    // Readable lines for a developer at a terminal; JSON everywhere else (pino-pretty is a dev dependency).
    ...(process.env.NODE_ENV === "development" ? { transport: { target: "pino-pretty" } } : {}),
  });
}

const ID_FORMAT = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's id when well-formed (only a correlation id: it grants nothing), else a new one. */
export function requestIdFor(given: string | string[] | undefined): string {
  const value = Array.isArray(given) ? given[0] : given;
  return value && ID_FORMAT.test(value) ? value : randomUUID();
}

/** An error as a log field: its class, message and stack; never the objects it may hold. */
export function errorField(error: unknown): { type: string; message: string; stack?: string } {
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack };
  return { type: typeof error, message: String(error) };
}
