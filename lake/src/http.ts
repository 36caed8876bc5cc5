// Small HTTP helpers: bodies, JSON answers and CORS. The studio calls the lake from another
// origin (its own page) with credentials, so CORS must echo the origin and allow credentials.
import type { IncomingMessage, ServerResponse } from "node:http";
import { LakeError } from "./errors.ts";
import { errorField, logger } from "./ops/log.ts";

export const MAX_JSON_BYTES = 32 * 1024 * 1024;
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

/** "32 MB", or "64 KB" for a limit under a megabyte (the login form's: "0 MB" said nothing). */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;

export async function readBody(req: IncomingMessage, limit = MAX_JSON_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit)
      throw new LakeError(
        413,
        "payloadTooLarge",
        `文件过大（上限 ${sizeText(limit)}）。The request is over ${sizeText(limit)}.`,
      );
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
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
