import { createServer, request as httpRequest, type OutgoingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { behindPageCache, LEAN_DROPPED_HEADERS, leanPageHeaders } from "./lean-page-headers";

// A real Node server and client: what goes over the wire, with Node's own Date and Keep-Alive.

const NEXT_LINES: OutgoingHttpHeaders = {
  "cache-control": "s-maxage=900, stale-while-revalidate=31535100",
  vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch",
  "x-nextjs-cache": "HIT",
  "x-nextjs-prerender": "1",
  "x-nextjs-stale-time": "300",
  "x-next-i18n-router-locale": "en",
};

describe("leanPageHeaders", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function answer(contentType: string, streamed: boolean) {
    server = createServer((_request, response) => {
      leanPageHeaders(response);
      for (const [name, value] of Object.entries(NEXT_LINES)) response.setHeader(name, value as string);
      response.setHeader("content-type", contentType);
      if (streamed) {
        response.write("<p>");
        response.end("page</p>");
      } else {
        response.writeHead(200).end("<p>page</p>");
      }
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise<{ names: string[]; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "/", headers: { connection: "keep-alive" } }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => {
          const names = res.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
          resolve({ names, headers: res.headers, body });
          req.destroy();
        });
      });
      req.on("error", reject);
      req.end();
    });
  }

  it.each([true, false])(
    "leaves out the lines a cached HTML copy carries for nobody (streamed: %s)",
    async (streamed) => {
      const { names, headers, body } = await answer("text/html; charset=utf-8", streamed);
      expect(body).toBe("<p>page</p>");
      for (const name of [...LEAN_DROPPED_HEADERS, "date", "keep-alive"]) expect(names).not.toContain(name);
      // What browsers, caches and nginx still need.
      expect(headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(headers["cache-control"]).toBe(NEXT_LINES["cache-control"]);
      expect(headers.vary).toBe(NEXT_LINES.vary);
      expect(headers["x-nextjs-cache"]).toBe("HIT");
      expect(headers.connection).toBe("keep-alive");
      expect(names.filter((name) => name === "connection")).toHaveLength(1);
    },
  );

  it("leaves other answers (a client-side navigation's RSC payload) as Next sends them", async () => {
    const { names } = await answer("text/x-component", true);
    for (const name of [...LEAN_DROPPED_HEADERS, "date", "keep-alive"]) expect(names).toContain(name);
  });

  it("is on only in processes that refresh an nginx page cache", () => {
    expect(behindPageCache({})).toBe(false);
    expect(behindPageCache({ NGINX_REFRESH_URLS: " " })).toBe(false);
    expect(behindPageCache({ NGINX_REFRESH_URLS: "http://127.0.0.1:8081" })).toBe(true);
  });
});
