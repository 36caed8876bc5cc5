import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for WeChat's API (api.weixin.qq.com), for tests: it issues access tokens and
// jsapi_tickets as the documented endpoints do, counts how often each was asked for, can expire
// what it issued (as WeChat does after expires_in, or when a token is replaced) and can go away
// (unreachable). Not imported by the application.

export interface WeChatStandIn {
  base: string;
  port: number;
  appId: string;
  appSecret: string;
  /** Requests per endpoint so far. */
  calls: { token: number; ticket: number };
  /** The tickets issued, newest last. */
  tickets: string[];
  /** expires_in of what it issues next (seconds). */
  expiresIn: number;
  /** Makes every token issued so far invalid (getticket then answers errcode 42001). */
  expireTokens(): void;
  /** Stops answering: connections are refused until `start()`. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startWeChatStandIn(
  options: { appId?: string; appSecret?: string; port?: number } = {},
): Promise<WeChatStandIn> {
  const appId = options.appId ?? "wx-test-app";
  const appSecret = options.appSecret ?? "test-secret";
  const validTokens = new Set<string>();
  let counter = 0;
  let server: Server | null = null;
  let port = options.port ?? 0;

  const standIn: WeChatStandIn = {
    base: "",
    port: 0,
    appId,
    appSecret,
    calls: { token: 0, ticket: 0 },
    tickets: [],
    expiresIn: 7200,
    expireTokens: () => validTokens.clear(),
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      s.closeAllConnections();
      await new Promise((resolve) => s.close(resolve));
    },
    async start() {
      if (server) return;
      server = createServer((request, response) => {
        const url = new URL(request.url ?? "/", "http://stand-in");
        const send = (body: unknown) => {
          response.setHeader("content-type", "application/json");
          response.end(JSON.stringify(body));
        };
        if (url.pathname === "/cgi-bin/token") {
          standIn.calls.token++;
          const ok =
            url.searchParams.get("grant_type") === "client_credential" &&
            url.searchParams.get("appid") === appId &&
            url.searchParams.get("secret") === appSecret;
          if (!ok) return send({ errcode: 40125, errmsg: "invalid appsecret" });
          const token = `token-${++counter}`;
          validTokens.add(token);
          return send({ access_token: token, expires_in: standIn.expiresIn });
        }
        if (url.pathname === "/cgi-bin/ticket/getticket") {
          standIn.calls.ticket++;
          if (url.searchParams.get("type") !== "jsapi") return send({ errcode: 40097, errmsg: "invalid args" });
          if (!validTokens.has(url.searchParams.get("access_token") ?? "")) {
            return send({ errcode: 42001, errmsg: "access_token expired" });
          }
          const ticket = `ticket-${++counter}`;
          standIn.tickets.push(ticket);
          return send({ errcode: 0, errmsg: "ok", ticket, expires_in: standIn.expiresIn });
        }
        response.statusCode = 404;
        send({ errcode: -1, errmsg: "no such endpoint" });
      });
      const s = server;
      await new Promise<void>((resolve) => s.listen(port, "127.0.0.1", resolve));
      port = (s.address() as AddressInfo).port;
      standIn.port = port;
      standIn.base = `http://127.0.0.1:${port}`;
    },
  };
  await standIn.start();
  return standIn;
}
