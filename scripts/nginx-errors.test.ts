// deploy/nginx.conf answers a failed page render with the static 500 page of the URL's language
// (docs/decisions/0015), run by nginx itself in front of an upstream that answers as Next does
// when a render throws: status 500 and an empty `<html id="__next_error__">` document. (The site
// has no route that throws on purpose, and must not get one.) The same nginx also shows that the
// page cache never keeps an answer Next marks STALE (decision 0018).
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderNginx } from "./cluster-lib.mjs";

const nginx = ["/usr/sbin/nginx"].find((bin) => existsSync(bin));
const publicDir = join(import.meta.dirname, "..", "web", "public");
const NEXT_ERROR_DOCUMENT = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!nginx)("deploy/nginx.conf: a failed render gets the static 500 page", () => {
  const dir = mkdtempSync(join(tmpdir(), "wafer-nginx-errors-"));
  let upstream: Server;
  let proxy: ChildProcess;
  let base = "";
  const upstreamHits = new Map<string, number>();

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const url = request.url ?? "/";
      if (url.startsWith("/errors/")) {
        const file = join(publicDir, url);
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return response.end(readFileSync(file));
      }
      if (url.startsWith("/api/")) {
        response.writeHead(500, { "content-type": "application/json" });
        return response.end('{"error":"internal"}');
      }
      if (url.startsWith("/cached/")) {
        // As Next answers a prerendered page: shared-cacheable, and STALE the first time for
        // /cached/stale (its copy had outlived its revalidate time and is being rendered again).
        const seen = (upstreamHits.get(url) ?? 0) + 1;
        upstreamHits.set(url, seen);
        const stale = url === "/cached/stale" && seen === 1;
        response.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "s-maxage=900, stale-while-revalidate=603900",
          "x-nextjs-cache": stale ? "STALE" : "HIT",
        });
        return response.end(`<!DOCTYPE html><html><body>${stale ? "old" : "new"}</body></html>`);
      }
      if (url.includes("boom")) {
        response.writeHead(500, { "content-type": "text/html; charset=utf-8" });
        return response.end(NEXT_ERROR_DOCUMENT);
      }
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end("<!DOCTYPE html><html><body>fine</body></html>");
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const web = `127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    mkdirSync(join(dir, "run"));
    // nginx workers run as nobody when started by root (as scripts/cluster-lib.mjs does).
    chmodSync(dir, 0o777);
    chmodSync(join(dir, "run"), 0o777);
    writeFileSync(join(dir, "empty.conf"), "");
    const conf = join(dir, "nginx.conf");
    writeFileSync(
      conf,
      renderNginx({
        NGINX_RUN: join(dir, "run"),
        NGINX_LISTEN: `127.0.0.1:${port}`,
        NGINX_TLS: join(dir, "empty.conf"),
        NGINX_EXTRA: join(dir, "empty.conf"),
        WEB_A: web,
        WEB_B: web,
        ACCESS_LOG: "off",
        PAGE_CACHE: "pages",
        // Not exercised here: a socket file needs no free port.
        NGINX_REFRESH_LISTEN: `unix:${join(dir, "run", "refresh.sock")}`,
        NGINX_REFRESH_ALLOW: "unix:",
      }),
    );
    const errorLog = join(dir, "run", "error.log");
    proxy = spawn(nginx as string, ["-c", conf, "-p", join(dir, "run"), "-e", errorLog, "-g", "daemon off;"], {
      stdio: "ignore",
    });
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${base}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx did not start: ${existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""}`);
  }, 30_000);

  afterAll(async () => {
    if (proxy?.pid) proxy.kill("SIGTERM");
    await new Promise((resolve) => upstream?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ["/boom", "zh-CN", "<h1>出错了</h1>", '<a href="/">返回首页</a>'],
    ["/news/boom", "zh-CN", "<h1>出错了</h1>", '<a href="/">返回首页</a>'],
    ["/en", "en", "<h1>Error</h1>", '<a href="/en">Back to the home page</a>'],
    ["/en/news/boom", "en", "<h1>Error</h1>", '<a href="/en">Back to the home page</a>'],
  ])("%s: status 500, the page in its language, in the HTML", async (path, lang, heading, link) => {
    const url = path === "/en" ? `${base}/en?boom` : `${base}${path}`;
    const response = await fetch(url);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(heading);
    expect(html).toContain(link);
    expect(html).not.toContain("__next_error__");
  });

  it("leaves the API's own error answers and working pages alone", async () => {
    const api = await fetch(`${base}/api/forms/message`);
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ error: "internal" });
    const page = await fetch(`${base}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("fine");
  });

  it("keeps a shared-cacheable page, but never an answer Next marks STALE", async () => {
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`);
      return { cache: response.headers.get("x-cache-status"), body: await response.text() };
    };
    expect(await get("/cached/fresh")).toMatchObject({ cache: "MISS", body: expect.stringContaining("new") });
    expect(await get("/cached/fresh")).toMatchObject({ cache: "HIT", body: expect.stringContaining("new") });
    expect(upstreamHits.get("/cached/fresh")).toBe(1);
    // The stale page is passed on, not stored: the next request goes to the instance again and
    // stores the new page, which the one after gets from nginx.
    expect(await get("/cached/stale")).toMatchObject({ cache: "MISS", body: expect.stringContaining("old") });
    expect(await get("/cached/stale")).toMatchObject({ cache: "MISS", body: expect.stringContaining("new") });
    expect(await get("/cached/stale")).toMatchObject({ cache: "HIT", body: expect.stringContaining("new") });
    expect(upstreamHits.get("/cached/stale")).toBe(2);
  });
});
