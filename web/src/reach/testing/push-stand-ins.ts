import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// Local stand-ins for Baidu's push API (data.zz.baidu.com/urls) and an IndexNow endpoint, for
// tests: they answer as the documented APIs do, keep what they received, and can refuse (Baidu:
// a wrong token; IndexNow: a key that does not match) and run out of quota (Baidu's `remain`).
// Not imported by the application.

export interface PushStandIn {
  base: string;
  /** Each accepted request's URLs, in order. */
  received: string[][];
  requests: number;
  stop(): Promise<void>;
}

export interface BaiduStandIn extends PushStandIn {
  /** URLs Baidu still takes today; each accepted URL takes one. */
  remain: number;
  /** Answer 500 to everything (an outage). */
  down: boolean;
}

export interface IndexNowStandIn extends PushStandIn {
  /** Answer 429 (too many requests) to the next n requests. */
  throttle: number;
  /** The key the engine finds in the site's key file (a mismatch is a 403). */
  expectedKey: string;
  bodies: Record<string, unknown>[];
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => resolve(text));
  });

async function listen(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const stopper = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

export async function startBaiduStandIn(options: {
  site: string;
  token: string;
  remain?: number;
  port?: number;
}): Promise<BaiduStandIn> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://baidu");
    const body = await readBody(request);
    standIn.requests++;
    const send = (status: number, value: unknown) => {
      response.statusCode = status;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(value));
    };
    if (standIn.down) return send(500, { error: 500, message: "internal error" });
    if (request.method !== "POST" || url.pathname !== "/urls") return send(404, { error: 404, message: "not found" });
    if (url.searchParams.get("site") !== options.site) return send(400, { error: 400, message: "site init fail" });
    if (url.searchParams.get("token") !== options.token)
      return send(401, { error: 401, message: "token is not valid" });
    const urls = body.split("\n").filter(Boolean);
    if (urls.length === 0) return send(400, { error: 400, message: "empty content" });
    // More than the day's remainder is refused whole, as "over quota".
    if (standIn.remain <= 0 || urls.length > standIn.remain) return send(400, { error: 400, message: "over quota" });
    const host = new URL(options.site).host;
    const notSameSite = urls.filter((u) => URL.parse(u)?.host !== host);
    const taken = urls.filter((u) => !notSameSite.includes(u));
    standIn.remain -= taken.length;
    standIn.received.push(taken);
    send(200, { remain: standIn.remain, success: taken.length, not_same_site: notSameSite, not_valid: [] });
  });
  const standIn: BaiduStandIn = {
    base: await listen(server, options.port),
    received: [],
    requests: 0,
    remain: options.remain ?? 10,
    down: false,
    stop: stopper(server),
  };
  return standIn;
}

export async function startIndexNowStandIn(options: {
  key: string;
  host: string;
  port?: number;
}): Promise<IndexNowStandIn> {
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    standIn.requests++;
    const send = (status: number) => {
      response.statusCode = status;
      response.end();
    };
    if (request.method !== "POST" || new URL(request.url ?? "/", "http://x").pathname !== "/indexnow") return send(404);
    if (standIn.throttle > 0) {
      standIn.throttle--;
      return send(429);
    }
    let body: { host?: string; key?: string; keyLocation?: string; urlList?: string[] };
    try {
      body = JSON.parse(text);
    } catch {
      return send(400);
    }
    if (!Array.isArray(body.urlList) || body.urlList.length === 0 || !body.key) return send(400);
    if (body.key !== standIn.expectedKey) return send(403);
    if (body.host !== options.host || body.urlList.some((u) => URL.parse(u)?.host !== options.host)) return send(422);
    standIn.bodies.push(body as Record<string, unknown>);
    standIn.received.push(body.urlList);
    send(202);
  });
  const standIn: IndexNowStandIn = {
    base: await listen(server, options.port),
    received: [],
    bodies: [],
    requests: 0,
    throttle: 0,
    expectedKey: options.key,
    stop: stopper(server),
  };
  return standIn;
}
