import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  PAGE_FILE_CACHE_CONTROL,
  PAGE_FILE_VARY,
  pageFileOf,
  roundDue,
  sitemapPaths,
  storable,
  sweepPageFiles,
  writePageFile,
  writePageFiles,
} from "./page-files";
import { refreshProxyCaches } from "./proxy-refresh";

describe("pageFileOf", () => {
  it("puts each page where nginx looks for it, with the cookie of the visitors it is for", () => {
    expect(pageFileOf("/")).toEqual({ file: "zh/index.html", cookie: "i18n_locale=zh" });
    expect(pageFileOf("/news/x")).toEqual({ file: "any/news/x.html", cookie: null });
    expect(pageFileOf("/en")).toEqual({ file: "en/en.html", cookie: "i18n_locale=en" });
    expect(pageFileOf("/en/news/x")).toEqual({ file: "en/en/news/x.html", cookie: "i18n_locale=en" });
    // nginx's $uri is decoded.
    expect(pageFileOf("/news/%E7%A1%85")).toEqual({ file: "any/news/硅.html", cookie: null });
  });
  it("has no file for paths Next redirects or that could leave the folder", () => {
    for (const path of ["/news/", "/en/", "/zh", "/zh/news", "/../etc/passwd", "/news/%2e%2e", "/a/%2F", "/%ZZ", "x"]) {
      expect(pageFileOf(path), path).toBeNull();
    }
  });
});

const page = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": PAGE_FILE_CACHE_CONTROL,
  vary: PAGE_FILE_VARY,
};

describe("storable", () => {
  it("takes what nginx's page cache would keep, with the lines nginx sends for a file", () => {
    expect(storable({ status: 200, headers: page })).toBe(true);
    expect(storable({ status: 200, headers: { ...page, "x-nextjs-cache": "HIT" } })).toBe(true);
    expect(storable({ status: 404, headers: page })).toBe(false);
    expect(storable({ status: 200, headers: { ...page, "set-cookie": ["i18n_locale=en"] } })).toBe(false);
    expect(storable({ status: 200, headers: { ...page, "x-nextjs-cache": "STALE" } })).toBe(false);
    expect(storable({ status: 200, headers: { ...page, "content-type": "application/json" } })).toBe(false);
    expect(storable({ status: 200, headers: { ...page, "content-encoding": "gzip" } })).toBe(false);
    // A story due soon shortens the page's lifetime: nginx's constant line would be wrong for it.
    expect(
      storable({ status: 200, headers: { ...page, "cache-control": "s-maxage=120, stale-while-revalidate=480" } }),
    ).toBe(false);
    expect(storable({ status: 200, headers: { ...page, "cache-control": "private, no-cache, no-store" } })).toBe(false);
    expect(storable({ status: 200, headers: { ...page, vary: "Accept-Encoding" } })).toBe(false);
  });
});

describe("writing page files", () => {
  /** What the fake instance answers per path: status, headers, body, and an optional delay. */
  const answers = new Map<string, { status: number; headers: OutgoingHttpHeaders; body: string; delayMs?: number }>();
  const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
  let server: Server;
  let dir: string;
  const previous = { ...process.env };

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push({ url: req.url ?? "", headers: req.headers });
      const answer = answers.get(req.url ?? "") ?? { status: 404, headers: {}, body: "not found" };
      setTimeout(() => {
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.PAGE_FILES_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.SITE_URL = "https://www.example.com";
  });
  afterAll(async () => {
    process.env = previous;
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "wafer-page-files-"));
    answers.clear();
    requests.length = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string) => join(dir, name);
  const read = (name: string) => readFileSync(file(name), "utf8");

  it("writes a page and its gzip, asked as an anonymous visitor of the public host", async () => {
    answers.set("/en/news/x", { status: 200, headers: page, body: "<html>x</html>" });
    expect(await writePageFile(dir, "/en/news/x")).toBe("written");
    expect(read("en/en/news/x.html")).toBe("<html>x</html>");
    expect(gunzipSync(readFileSync(file("en/en/news/x.html.gz"))).toString()).toBe("<html>x</html>");
    expect(requests[0]?.headers).toMatchObject({
      host: "www.example.com",
      "x-forwarded-proto": "https",
      cookie: "i18n_locale=en",
    });
    expect(requests[0]?.headers["accept-encoding"]).toBeUndefined();
    // Readable by nginx's workers (another user).
    expect(statSync(file("en/en/news/x.html")).mode & 0o444).toBe(0o444);
  });

  it("renews only the age of a page that did not change, and replaces one that did", async () => {
    answers.set("/about", { status: 200, headers: page, body: "<html>one</html>" });
    await writePageFile(dir, "/about");
    const old = new Date(Date.now() - 60_000);
    utimesSync(file("any/about.html"), old, old);
    utimesSync(file("any/about.html.gz"), old, old);
    expect(await writePageFile(dir, "/about")).toBe("unchanged");
    expect(Date.now() - statSync(file("any/about.html")).mtimeMs).toBeLessThan(10_000);
    expect(Date.now() - statSync(file("any/about.html.gz")).mtimeMs).toBeLessThan(10_000);
    answers.set("/about", { status: 200, headers: page, body: "<html>two</html>" });
    expect(await writePageFile(dir, "/about")).toBe("written");
    expect(read("any/about.html")).toBe("<html>two</html>");
    expect(gunzipSync(readFileSync(file("any/about.html.gz"))).toString()).toBe("<html>two</html>");
  });

  it.each([
    ["a deleted page (404)", { status: 404, headers: { "content-type": "text/html" }, body: "gone" }],
    ["a moved page (308)", { status: 308, headers: { location: "/elsewhere" }, body: "" }],
    ["a page that sets a cookie", { status: 200, headers: { ...page, "set-cookie": "i18n_locale=zh" }, body: "x" }],
    ["a page with its own lifetime", { status: 200, headers: { ...page, "cache-control": "s-maxage=30" }, body: "x" }],
  ])("removes the file of %s", async (_, answer) => {
    answers.set("/news/x", { status: 200, headers: page, body: "<html>x</html>" });
    await writePageFile(dir, "/news/x");
    answers.set("/news/x", answer);
    expect(await writePageFile(dir, "/news/x")).toBe("removed");
    expect(existsSync(file("any/news/x.html"))).toBe(false);
    expect(existsSync(file("any/news/x.html.gz"))).toBe(false);
  });

  it("keeps the file when Next answers STALE or fails, or the instance does not answer", async () => {
    answers.set("/news/x", { status: 200, headers: page, body: "<html>x</html>" });
    await writePageFile(dir, "/news/x");
    answers.set("/news/x", { status: 200, headers: { ...page, "x-nextjs-cache": "STALE" }, body: "<html>old</html>" });
    expect(await writePageFile(dir, "/news/x")).toBe("kept");
    answers.set("/news/x", { status: 500, headers: {}, body: "" });
    expect(await writePageFile(dir, "/news/x")).toBe("kept");
    const origin = process.env.PAGE_FILES_ORIGIN;
    process.env.PAGE_FILES_ORIGIN = "http://127.0.0.1:9";
    try {
      expect(await writePageFile(dir, "/news/x")).toBe("kept");
    } finally {
      process.env.PAGE_FILES_ORIGIN = origin;
    }
    expect(read("any/news/x.html")).toBe("<html>x</html>");
  });

  it("never replaces a file with a render fetched before it was written", async () => {
    // A round's request that began before a publish, answered after the publish's write.
    answers.set("/news/x", { status: 200, headers: page, body: "<html>before</html>", delayMs: 300 });
    const slow = writePageFile(dir, "/news/x");
    await new Promise((resolve) => setTimeout(resolve, 100));
    mkdirSync(file("any/news"), { recursive: true });
    writeFileSync(file("any/news/x.html"), "<html>after the publish</html>");
    expect(await slow).toBe("newer");
    expect(read("any/news/x.html")).toBe("<html>after the publish</html>");
  });

  it("writes many paths a few at a time and counts how each went", async () => {
    answers.set("/", { status: 200, headers: page, body: "<html>home</html>" });
    answers.set("/en", { status: 200, headers: page, body: "<html>en</html>" });
    answers.set("/gone", { status: 404, headers: {}, body: "" });
    const counts = await writePageFiles(dir, ["/", "/en", "/gone", "/news/"]);
    expect(counts).toMatchObject({ written: 2, removed: 1, skipped: 1 });
    expect(read("zh/index.html")).toBe("<html>home</html>");
    expect(requests.find((r) => r.url === "/")?.headers.cookie).toBe("i18n_locale=zh");
  });

  it("sweeps the files nobody rewrote for 90 s, and leftover temporary files", async () => {
    mkdirSync(file("any/news"), { recursive: true });
    for (const name of ["any/news/old.html", "any/news/old.html.gz", "any/news/a.html.1.x.tmp", "any/fresh.html"]) {
      writeFileSync(file(name), "x");
    }
    const old = new Date(Date.now() - 91_000);
    for (const name of ["any/news/old.html", "any/news/old.html.gz", "any/news/a.html.1.x.tmp"])
      utimesSync(file(name), old, old);
    expect(await sweepPageFiles(dir)).toBe(3);
    expect(existsSync(file("any/news/old.html"))).toBe(false);
    expect(existsSync(file("any/fresh.html"))).toBe(true);
    expect(await sweepPageFiles(join(dir, "missing"))).toBe(0);
  });

  it("lets one instance run the 30 s round, and another once it is overdue", async () => {
    const now = Date.now();
    expect(await roundDue(dir, now)).toBe(true);
    expect(await roundDue(dir, now + 1000)).toBe(false);
    expect(await roundDue(dir, now + 23_000)).toBe(false);
    expect(await roundDue(dir, now + 25_000)).toBe(true);
    expect(await roundDue(join(dir, "new"), now)).toBe(true);
  });

  it("reads the pages to write from the sitemap", async () => {
    answers.set("/sitemap.xml", {
      status: 200,
      headers: { "content-type": "application/xml" },
      body: `<urlset><url><loc>https://www.example.com</loc></url><url><loc>https://www.example.com/en/news/a</loc>
        <xhtml:link rel="alternate" href="https://www.example.com/news/a"/></url><url><loc>https://www.example.com/news/a</loc></url></urlset>`,
    });
    expect(await sitemapPaths()).toEqual(["/", "/en/news/a", "/news/a"]);
  });

  it("after a publish, writes the affected pages' files (no nginx refresh listener needed)", async () => {
    const index = Symbol.for("wafer.route-index");
    const globals = globalThis as Record<symbol, unknown>;
    globals[index] = { keysTagged: async () => ["/zh/news/x", "/en/news/x"], tagsExpiredSince: async () => true };
    process.env.PAGE_FILES_DIR = dir;
    answers.set("/news/x", { status: 200, headers: page, body: "<html>new</html>" });
    answers.set("/en/news/x", { status: 404, headers: {}, body: "" });
    mkdirSync(file("en/en/news"), { recursive: true });
    writeFileSync(file("en/en/news/x.html"), "<html>deleted story</html>");
    try {
      await refreshProxyCaches({ _id: "x", _type: "news" }, Date.now());
    } finally {
      delete globals[index];
      delete process.env.PAGE_FILES_DIR;
    }
    expect(read("any/news/x.html")).toBe("<html>new</html>");
    expect(existsSync(file("en/en/news/x.html"))).toBe(false);
  });

  it("after a publish, asks again for the story's own page while Next still answers STALE", async () => {
    const index = Symbol.for("wafer.route-index");
    const globals = globalThis as Record<symbol, unknown>;
    const story = "/en/news/300mm-polished-qualified";
    globals[index] = { keysTagged: async () => [], tagsExpiredSince: async () => true };
    process.env.PAGE_FILES_DIR = dir;
    answers.set(story, { status: 200, headers: { ...page, "x-nextjs-cache": "STALE" }, body: "<html>old</html>" });
    mkdirSync(file("en/en/news"), { recursive: true });
    writeFileSync(file(`en${story}.html`), "<html>old</html>");
    // Next renders in the background: the story was deleted, its next answer is a 404.
    setTimeout(() => answers.set(story, { status: 404, headers: {}, body: "" }), 200);
    try {
      await refreshProxyCaches({ _id: "news-300mm-polished-qualified-en", _type: "news" }, Date.now());
    } finally {
      delete globals[index];
      delete process.env.PAGE_FILES_DIR;
    }
    expect(requests.filter((r) => r.url === story).length).toBeGreaterThan(1);
    expect(existsSync(file(`en${story}.html`))).toBe(false);
  });
});
