// Small HTTP helpers: bodies, JSON answers and CORS. The studio calls the lake from another
// origin (its own page) with credentials, so CORS must echo the origin and allow credentials.
import type { IncomingMessage, ServerResponse } from "node:http";
import { LakeError } from "./errors.ts";
import { errorField, logger } from "./ops/log.ts";

export const MAX_JSON_BYTES = 32 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
/**
 * Bytes of request bodies held in memory at once, all requests together (issue 40: a cap per
 * request still let many requests at once take gigabytes). Uploads are not held (they stream to
 * disk, assets.ts). 128 MB: four JSON bodies at their 32 MB cap; an editor's usual traffic
 * (mutations of a few KB) never comes near. Past it the request gets 503 with Retry-After.
 */
export const MAX_BUFFERED_BODY_BYTES = 128 * 1024 * 1024;
let buffered = 0;

/** Bytes of request bodies being read right now (for tests and metrics). */
export const bufferedBodyBytes = () => buffered;

/** "32 MB", or "64 KB" for a limit under a megabyte (the login form's: "0 MB" said nothing). */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
const tooLarge = (limit: number) =>
  new LakeError(
    413,
    "payloadTooLarge",
    `请求过大（上限 ${sizeText(limit)}）。The request is over ${sizeText(limit)}.`,
    {
      limitBytes: limit,
    },
  );
const busy = () =>
  new LakeError(
    503,
    "serviceUnavailable",
    "服务器正在接收过多数据，请稍后再试。The lake is receiving too much data at once; try again shortly.",
    {},
    { "retry-after": "5" },
  );

/**
 * The one reader of request bodies: every route that reads a body reads it here, before any
 * parsing, within `limit` bytes (413, refused from Content-Length before a byte is read). Each chunk
 * goes to `onChunk` (an upload writes it to disk); `held` counts it against the lake's budget for
 * bodies kept in memory, all requests together (503). Resolves with the body's length.
 */
export function readBodyChunks(
  req: IncomingMessage,
  limit: number,
  onChunk: (chunk: Buffer) => void,
  held = false,
): Promise<number> {
  const declared = Number(req.headers["content-length"] ?? "");
  if (Number.isFinite(declared) && declared > limit) {
    req.resume(); // let the bytes go by, unread, while the 413 is sent
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    let size = 0;
    let counted = 0;
    const settle = (error?: unknown) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAbort);
      req.off("close", onAbort);
      buffered -= counted;
      if (error === undefined) return resolve(size);
      // The rest is read and dropped (not held) while the error is answered; `connection: close`
      // (sendError) then ends the exchange.
      req.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return settle(tooLarge(limit));
      if (held) {
        counted += chunk.length;
        buffered += chunk.length;
        if (buffered > MAX_BUFFERED_BODY_BYTES) return settle(busy());
      }
      try {
        onChunk(chunk);
      } catch (error) {
        settle(error);
      }
    };
    const onEnd = () => settle();
    const onAbort = () => settle(new LakeError(400, "badRequest", "the request body was cut off"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAbort);
    // A client that goes away mid-body: its bytes are released (the answer goes nowhere).
    req.on("close", onAbort);
  });
}

/** A whole body in memory, through readBodyChunks: JSON (32 MB) and the sign-in form. */
export async function readBody(req: IncomingMessage, limit = MAX_JSON_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const size = await readBodyChunks(req, limit, (chunk) => chunks.push(chunk), true);
  return Buffer.concat(chunks, size);
}

/** Any JSON value; a body that is not JSON is the client's error (400), never a 500. */
export async function readJsonValue(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req);
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString("utf8")) as unknown;
  } catch {
    throw new LakeError(400, "invalidJson", "the request body is not valid JSON");
  }
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const value = await readJsonValue(req);
  if (value === undefined) return {};
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new LakeError(400, "invalidJson", "the request body is not a JSON object");
  return value as Record<string, unknown>;
}

export function cors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader("access-control-allow-origin", origin);
  res.setHeader("access-control-allow-credentials", "true");
  res.setHeader("vary", "origin");
  res.setHeader("access-control-expose-headers", "content-type, content-length, x-sanity-shard");
}

export function preflight(req: IncomingMessage, res: ServerResponse) {
  cors(req, res);
  res.setHeader("access-control-allow-methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
  res.setHeader(
    "access-control-allow-headers",
    req.headers["access-control-request-headers"] ?? "authorization, content-type, last-event-id",
  );
  res.setHeader("access-control-max-age", "600");
  res.writeHead(204).end();
}

export function json(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(text);
}

export function sendError(res: ServerResponse, error: unknown) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof LakeError) {
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    // A refused body is not read further: the connection closes instead of draining it.
    if (error.status === 413 || error.type === "serviceUnavailable") res.setHeader("connection", "close");
    json(res, error.status, error.body());
    return;
  }
  logger.error({ err: errorField(error) }, "internal error");
  json(res, 500, { error: { description: "internal error of the local lake", type: "internalError" } });
}

/** Query-string parameters of a GROQ request: `$name=<JSON>` pairs. */
export function groqParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!key.startsWith("$")) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw new LakeError(400, "queryParseError", `parameter ${key} is not valid JSON`);
    }
  }
  return params;
}

export const flag = (search: URLSearchParams, name: string, fallback = false) => {
  const value = search.get(name);
  if (value === null) return fallback;
  return value === "" || value === "true" || value === "1";
};
