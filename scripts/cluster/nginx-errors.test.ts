// deploy/nginx.conf answers a failed page render with the static 500 page of the URL's language
// (docs/decisions/0015), run by nginx itself in front of an upstream that answers as Next does
// when a render throws: status 500 and an empty `<html id="__next_error__">` document. (The site
// has no route that throws on purpose, and must not get one.) The same nginx also shows that the
// micro-cache keeps a shared-cacheable page for a second and nothing private (decision 0030), one
// copy per page, compression and (for `/` and English pages) language, and that every kind of
// answer carries the security headers nginx adds (decision 0021) exactly once.
import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderNginx } from "./cluster-lib.mjs";

const nginx = ["/usr/sbin/nginx"].find((bin) => existsSync(bin));
const publicDir = join(import.meta.dirname, "..", "..", "web", "public");
const securityHeadersConf = join(import.meta.dirname, "..", "..", "deploy", "security-headers.conf");
/** [name, value] of each add_header line of the committed include. */
const SECURITY_HEADERS = readFileSync(securityHeadersConf, "utf8")
  .split("\n")
  .map((line) => /^add_header (\S+) "([^"]*)" always;$/.exec(line))
  .filter((match) => match !== null)
  .map((match) => [match[1] as string, match[2] as string] as const);

/** An answer's raw header lines (a header sent twice stays two lines), status and cache status. */
function rawAnswer(
  target: { port?: number; socketPath?: string },
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; lines: [string, string][]; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", ...target, path, agent: false, ...options }, (res) => {
      res.resume();
      res.on("end", () => {
        const lines: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          lines.push([res.rawHeaders[i] as string, res.rawHeaders[i + 1] as string]);
        }
        resolve({ status: res.statusCode ?? 0, lines, cache: res.headers["x-cache-status"] as string | undefined });
      });
    });
    req.on("error", reject);
    // A declared body nginx refuses by its size is answered before it is sent.
    if (options.headers?.["content-length"]) req.flushHeaders();
    else req.end();
  });
}

/** The security header lines missing from an answer, or sent more than once, or with another value. */
function securityHeaderProblems(lines: [string, string][]): string[] {
  return SECURITY_HEADERS.flatMap(([name, value]) => {
    const sent = lines.filter(([key]) => key.toLowerCase() === name.toLowerCase()).map(([, v]) => v);
    return sent.length === 1 && sent[0] === value ? [] : [`${name}: ${JSON.stringify(sent)}`];
  });
}
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
  let port = 0;
  const upstreamHits = new Map<string, number>();

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const url = request.url ?? "/";
      if (request.headers["x-test-variant"]) {
        // A shared-cacheable page that says which request it answered, and how many times this
        // path has been rendered: which copy nginx serves.
        const seen = (upstreamHits.get(url) ?? 0) + 1;
        upstreamHits.set(url, seen);
        response.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "s-maxage=900, stale-while-revalidate=603900",
        });
        const { cookie = "-", "accept-encoding": encoding = "-" } = request.headers;
        return response.end(`${url} cookie=${cookie} encoding=${encoding} render=${seen}`);
      }
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
        // As Next answers a prerendered page (shared-cacheable), or a private one (/cached/private).
        const seen = (upstreamHits.get(url) ?? 0) + 1;
        upstreamHits.set(url, seen);
        response.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "cache-control": url.includes("private")
            ? "private, no-cache, no-store, max-age=0, must-revalidate"
            : "s-maxage=900, stale-while-revalidate=603900",
        });
        return response.end(`<!DOCTYPE html><html><body>render ${seen}</body></html>`);
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
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    mkdirSync(join(dir, "run"));
    // nginx workers run as nobody when started by root (as scripts/cluster/cluster-lib.mjs does).
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
        NGINX_SECURITY_HEADERS: securityHeadersConf,
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

  it("keeps a shared-cacheable page for a second, and never a private one", async () => {
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`);
      return { cache: response.headers.get("x-cache-status"), body: await response.text() };
    };
    expect(await get("/cached/fresh")).toMatchObject({ cache: "MISS", body: expect.stringContaining("render 1") });
    expect(await get("/cached/fresh")).toMatchObject({ cache: "HIT", body: expect.stringContaining("render 1") });
    // Past its second the copy is renewed by the next request (what makes a publish show). nginx
    // counts whole seconds: a copy stored late in one is still valid through the next.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await get("/cached/fresh")).toMatchObject({ cache: "EXPIRED", body: expect.stringContaining("render 2") });
    expect(await get("/cached/private")).toMatchObject({ cache: "MISS", body: expect.stringContaining("render 1") });
    expect(await get("/cached/private")).toMatchObject({ cache: "MISS", body: expect.stringContaining("render 2") });
  });

  it("keeps one copy per page, compression and language where the page depends on it", async () => {
    const get = (target: { port?: number; socketPath?: string }, path: string, headers: Record<string, string>) =>
      new Promise<{ cache: string; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { host: "127.0.0.1", ...target, path, agent: false, headers: { ...headers, "x-test-variant": "1" } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => {
              // nginx compresses for a client that accepts gzip (the page's own copy is per encoding).
              const raw = Buffer.concat(chunks);
              const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
              resolve({ cache: String(res.headers["x-cache-status"]), body: body.toString() });
            });
          },
        );
        req.on("error", reject);
        req.end();
      });
    const visit = (path: string, headers: Record<string, string> = {}) => get({ port }, path, headers);
    const zh = { cookie: "i18n_locale=zh" };
    const en = { cookie: "i18n_locale=en" };
    const gzip = { "accept-encoding": "gzip" };
    // `/` answers by the language cookie: without a known one, never from or into the cache.
    expect((await visit("/")).cache).toBe("BYPASS");
    expect((await visit("/", { cookie: "i18n_locale=fr" })).cache).toBe("BYPASS");
    expect(await visit("/", zh)).toMatchObject({ cache: "MISS", body: "/ cookie=i18n_locale=zh encoding=- render=3" });
    expect(await visit("/", en)).toMatchObject({ cache: "MISS", body: "/ cookie=i18n_locale=en encoding=- render=4" });
    expect(await visit("/", zh)).toMatchObject({ cache: "HIT", body: "/ cookie=i18n_locale=zh encoding=- render=3" });
    expect(await visit("/", en)).toMatchObject({ cache: "HIT", body: "/ cookie=i18n_locale=en encoding=- render=4" });
    expect(await visit("/", { ...zh, ...gzip })).toMatchObject({
      cache: "MISS",
      body: expect.stringContaining("render=5"),
    });
    // English pages: one copy per language cookie (and compression); Chinese pages: one for all.
    for (const path of ["/en", "/en/news/a"]) {
      expect(await visit(path, en)).toMatchObject({ cache: "MISS", body: expect.stringContaining("render=1") });
      expect(await visit(path, zh)).toMatchObject({ cache: "MISS", body: expect.stringContaining("render=2") });
      expect(await visit(path, en)).toMatchObject({ cache: "HIT", body: expect.stringContaining("render=1") });
      expect(await visit(path, { ...en, ...gzip })).toMatchObject({
        cache: "MISS",
        body: expect.stringContaining("render=3"),
      });
    }
    expect(await visit("/english", zh)).toMatchObject({ cache: "MISS", body: expect.stringContaining("render=1") });
    expect(await visit("/english", en)).toMatchObject({ cache: "HIT", body: expect.stringContaining("render=1") });
    expect(await visit("/news/a", zh)).toMatchObject({ cache: "MISS", body: expect.stringContaining("render=1") });
    expect(await visit("/news/a", en)).toMatchObject({ cache: "HIT", body: expect.stringContaining("render=1") });
    expect(await visit("/news/a", gzip)).toMatchObject({ cache: "MISS", body: expect.stringContaining("render=2") });
  });

  it("adds every security header exactly once to every kind of answer", async () => {
    const answers = {
      "a failed render (static 500 page)": await rawAnswer({ port }, "/news/boom"),
      "an API error": await rawAnswer({ port }, "/api/forms/message"),
      "an uncacheable page": await rawAnswer({ port }, "/about"),
      "a cached page, MISS": await rawAnswer({ port }, "/cached/headers"),
      "a cached page, HIT": await rawAnswer({ port }, "/cached/headers"),
      "a query string (BYPASS)": await rawAnswer({ port }, "/cached/headers?x=1"),
      "a build asset": await rawAnswer({ port }, "/_next/static/chunks/app.js"),
      "nginx's own 413": await rawAnswer({ port }, "/api/forms/message", {
        method: "POST",
        headers: { "content-length": String(12 * 1024 * 1024) },
      }),
    };
    expect(answers["a cached page, HIT"].cache).toBe("HIT");
    expect(answers["a query string (BYPASS)"].cache).toBe("BYPASS");
    expect(answers["nginx's own 413"].status).toBe(413);
    const problems = Object.fromEntries(
      Object.entries(answers).map(([what, { lines }]) => [what, securityHeaderProblems(lines)]),
    );
    expect(problems).toEqual(Object.fromEntries(Object.keys(answers).map((what) => [what, []])));
    expect(SECURITY_HEADERS.length).toBeGreaterThanOrEqual(7);
  });
});
