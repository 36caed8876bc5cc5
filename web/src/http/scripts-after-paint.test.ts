import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { acceptsGzip, afterPaintLoader, scriptsAfterFirstPaint, scriptsAfterPaint } from "./scripts-after-paint";

// The compression Next's server puts in front of every answer (router-server.js; no types shipped).
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => Middleware;

// A page as Next 16 writes it: chunk tags and the bootstrap's preload in <head>, the bootstrap
// tag near the end of <body>, and the RSC payload, whose strings quote tags with \" (not tags).
const PAGE = [
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" fetchPriority="high" href="/_next/image?url=%2Fhero.png&amp;w=640&amp;q=75"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/2dnpvak66frza.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/302hlgvd82ag4.js"/>',
  '<script src="/_next/static/chunks/1n-i24zmy6n2h.js" async=""></script>',
  '<script src="/_next/static/chunks/1-q9v-i9c8020.js" async=""></script>',
  "<title>硅片</title><script>window.guard=1</script>",
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head>',
  "<body><main><h1>专注大尺寸集成电路硅片</h1></main>",
  '<script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/x.js\\" async=\\"\\"></script>"])</script>',
  '<script src="/_next/static/chunks/302hlgvd82ag4.js" id="_R_" async=""></script></body></html>',
].join("");

describe("scriptsAfterPaint", () => {
  const out = scriptsAfterPaint(PAGE);

  it("replaces every chunk tag and the bootstrap's preload with one loader in <head>", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" (id="_R_" )?async="">/);
    expect(out).not.toContain('as="script"');
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).toContain(
      `<script>${afterPaintLoader([
        ["/_next/static/chunks/1n-i24zmy6n2h.js", ""],
        ["/_next/static/chunks/1-q9v-i9c8020.js", ""],
        ["/_next/static/chunks/302hlgvd82ag4.js", "_R_"],
      ])}</script>`,
    );
    // Where the first tag was: before the page's own inline script, as the tags were.
    expect(head.indexOf("<script>(function(d,s)")).toBeLessThan(head.indexOf("window.guard"));
  });

  it("keeps everything else: image preload, stylesheet, inline scripts, legacy script, RSC payload", () => {
    for (const kept of [
      '<link rel="preload" as="image" fetchPriority="high"',
      '<link rel="stylesheet" href="/_next/static/chunks/2dnpvak66frza.css"',
      "<script>window.guard=1</script>",
      '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
      '\\"/_next/static/chunks/x.js\\"',
      "<h1>专注大尺寸集成电路硅片</h1>",
    ]) {
      expect(out).toContain(kept);
    }
  });

  it("leaves a document without chunk tags as it is", () => {
    const plain = "<!DOCTYPE html><html><head><title>404</title></head><body>404</body></html>";
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});

describe("scriptsAfterFirstPaint on a real server behind Next's compression", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server answering `body` the way Next does: in one piece with Content-Length, or streamed. */
  async function serve(contentType: string, body: string, streamed: boolean, whole = false, cacheControl = "") {
    const compress = compression();
    server = createServer((request, response) => {
      scriptsAfterFirstPaint(response, { whole }); // at request start, as http/incoming.ts does
      compress(request, response, () => {});
      response.setHeader("content-type", contentType);
      if (cacheControl) response.setHeader("cache-control", cacheControl);
      if (streamed) {
        response.flushHeaders();
        const half = Math.floor(body.length / 2);
        response.write(body.slice(0, half));
        setTimeout(() => response.end(body.slice(half)), 5);
      } else {
        response.setHeader("content-length", Buffer.byteLength(body));
        response.end(request.method === "HEAD" ? null : body);
      }
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  function get(port: number, headers: Record<string, string>, method = "GET") {
    return new Promise<{ headers: Record<string, unknown>; body: string; sent: number }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: "/", method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({ headers: res.headers, body: body.toString("utf8"), sent: raw.length });
        });
      });
      req.on("error", reject);
      req.end();
    });
  }

  it.each([
    ["gzip", false],
    ["gzip", true],
    ["identity", false],
    ["identity", true],
  ])("an HTML page (%s, streamed: %s) arrives rewritten and whole", async (encoding, streamed) => {
    const port = await serve("text/html; charset=utf-8", PAGE, streamed as boolean);
    const { headers, body } = await get(port, { "accept-encoding": encoding as string });
    expect(body).toBe(scriptsAfterPaint(PAGE));
    expect(body).not.toBe(PAGE);
    if (headers["content-length"] !== undefined)
      expect(Number(headers["content-length"])).toBe(Buffer.byteLength(body));
    expect(headers["content-encoding"]).toBe(encoding === "gzip" ? "gzip" : undefined);
  });

  it("leaves other answers (an RSC payload) byte for byte", async () => {
    const payload = PAGE.replace("<!DOCTYPE html>", "0:");
    const port = await serve("text/x-component", payload, false);
    expect((await get(port, { "accept-encoding": "gzip" })).body).toBe(payload);
  });

  it("answers HEAD with the headers Next set and no body", async () => {
    const port = await serve("text/html; charset=utf-8", PAGE, false);
    const { headers, body } = await get(port, {}, "HEAD");
    expect(body).toBe("");
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    // Next's length is that of the page before the rewrite: none rather than a wrong one.
    expect(headers["content-length"]).toBeUndefined();
  });

  // Behind nginx's page cache (decision 0027): one piece with its length, never chunked.
  it.each(["gzip", "identity"])(
    "behind the page cache, a page (%s) goes out whole with its length",
    async (encoding) => {
      const port = await serve("text/html; charset=utf-8", PAGE, false, true);
      const { headers, body, sent } = await get(port, { "accept-encoding": encoding });
      expect(body).toBe(scriptsAfterPaint(PAGE));
      expect(headers["transfer-encoding"]).toBeUndefined();
      expect(Number(headers["content-length"])).toBe(sent);
      expect(headers["content-encoding"]).toBe(encoding === "gzip" ? "gzip" : undefined);
      expect(String(headers.vary)).toMatch(/accept-encoding/i);
    },
  );

  it("behind the page cache, a page marked no-transform goes out as it is, with its length", async () => {
    const port = await serve("text/html; charset=utf-8", PAGE, false, true, "public, no-transform");
    const { headers, body, sent } = await get(port, { "accept-encoding": "gzip" });
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body).toBe(scriptsAfterPaint(PAGE));
    expect(Number(headers["content-length"])).toBe(sent);
  });

  it("behind the page cache, a page whose head went out early still arrives whole", async () => {
    const port = await serve("text/html; charset=utf-8", PAGE, true, true);
    const { body } = await get(port, { "accept-encoding": "gzip" });
    expect(body).toBe(scriptsAfterPaint(PAGE));
  });
});

describe("acceptsGzip", () => {
  const accepts = (value?: string) =>
    acceptsGzip({ headers: value === undefined ? {} : { "accept-encoding": value } } as IncomingMessage);
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, GZIP;q=0.5", true],
    ["*", true],
    ["gzip;q=0", false],
    ["gzip;q=0.0, br", false],
    ["br, *;q=0.5, gzip;q=0", false],
    ["br, gzip;q=abc", false],
    ["br, identity", false],
    ["", false],
    [undefined, false],
  ])("%s → %s", (value, expected) => {
    expect(accepts(value)).toBe(expected);
  });
});
