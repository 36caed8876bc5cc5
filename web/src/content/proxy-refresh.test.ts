import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { documentPages, publicPath, refreshProxyCaches, refreshRequests, refreshTargets } from "./proxy-refresh";

describe("publicPath", () => {
  it("serves Chinese pages without prefix and English under /en", () => {
    expect(publicPath("/zh")).toBe("/");
    expect(publicPath("/zh/news/wafer")).toBe("/news/wafer");
    expect(publicPath("/en")).toBe("/en");
    expect(publicPath("/en/news/wafer")).toBe("/en/news/wafer");
    expect(publicPath("/sitemap.xml")).toBe("/sitemap.xml");
  });
  it("reads Next's route cache keys", () => {
    const hash = "f3567b99044e5b7b2bf87e609a57845cc1ebf58ceed5f17b697eace11e391234";
    expect(publicPath(`/route-cache/APP_PAGE/${hash}/$/en/news`)).toBe("/en/news");
    expect(publicPath(`/route-cache/APP_PAGE/${hash}/$/zh`)).toBe("/");
    expect(publicPath(`/route-cache/APP_PAGE/${hash}/$/zh/news/x`)).toBe("/news/x");
    expect(publicPath(`/route-cache/APP_ROUTE/${hash}/$/sitemap.xml`)).toBe("/sitemap.xml");
    expect(publicPath(`/route-cache/APP_ROUTE/${hash}/$/index`)).toBe("/");
    expect(publicPath(`/route-cache/APP_PAGE/${hash}/$/_not-found`)).toBeNull();
    expect(publicPath(`/route-cache/APP_PAGE/${hash}`)).toBeNull();
  });
  it("leaves out Next's own entries and API routes", () => {
    expect(publicPath("/_not-found")).toBeNull();
    expect(publicPath("/_global-error")).toBeNull();
    expect(publicPath("/api/ready")).toBeNull();
    expect(publicPath("zh/x")).toBeNull();
  });
});

describe("refreshTargets", () => {
  it("reads several nginx and skips what is not an http(s) URL", () => {
    const targets = refreshTargets("http://10.0.0.1:8081, http://10.0.0.2:8081 ftp://x nonsense");
    expect(targets.map(String)).toEqual(["http://10.0.0.1:8081/", "http://10.0.0.2:8081/"]);
    expect(refreshTargets("")).toEqual([]);
    expect(refreshTargets(undefined)).toEqual([]);
  });
});

describe("refreshRequests", () => {
  it("replaces the gzip and the plain copy, with the cookie of the page's language", () => {
    expect(refreshRequests("/news/x").map((r) => r.headers)).toEqual([{ "accept-encoding": "gzip" }, {}]);
    expect(refreshRequests("/en/news").map((r) => r.headers.cookie)).toEqual(["i18n_locale=en", "i18n_locale=en"]);
    expect(refreshRequests("/").every((r) => r.headers.cookie === "i18n_locale=zh")).toBe(true);
  });
});

describe("documentPages", () => {
  it("finds a story's own page in each of its languages, from the published content", async () => {
    const pages = await documentPages(["news-300mm-polished-qualified-en", "news-300mm-polished-qualified-zh"]);
    expect(pages.sort()).toEqual(["/en/news/300mm-polished-qualified", "/news/300mm-polished-qualified"]);
    expect(await documentPages(["no-such-document"])).toEqual([]);
  });
});

describe("refreshProxyCaches", () => {
  const index = Symbol.for("wafer.route-index");
  const globals = globalThis as Record<symbol, unknown>;
  afterEach(() => {
    delete globals[index];
    delete process.env.NGINX_REFRESH_URLS;
  });

  it("asks every nginx for the pages carrying the publish's tags, the document's own first", async () => {
    const seen: { url: string | undefined; headers: IncomingHttpHeaders }[] = [];
    const server = createServer((req, res) => {
      seen.push({ url: req.url, headers: req.headers });
      res.end(req.url === "/broken" ? undefined : "ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    process.env.NGINX_REFRESH_URLS = `http://127.0.0.1:${port}`;
    const asked: string[][] = [];
    globals[index] = {
      keysTagged: async (tags: string[]) => {
        asked.push(tags);
        return tags.includes("doc:n1") && tags.length === 1 ? ["/en/news/n1"] : ["/zh", "/en/news/n1", "/_not-found"];
      },
      tagsExpiredSince: async () => true,
    };
    try {
      await refreshProxyCaches({ _id: "n1", _type: "news", translations: [] }, Date.now());
    } finally {
      server.close();
    }
    expect(asked[0]).toEqual(["doc:n1"]);
    expect(asked[1]).toContain("list:news");
    // Four in parallel: arrival order is not fixed.
    expect(seen.map((r) => r.url).sort()).toEqual(["/", "/", "/en/news/n1", "/en/news/n1"]);
    expect(seen.filter((r) => r.url === "/").every((r) => r.headers.cookie === "i18n_locale=zh")).toBe(true);
    expect(seen.filter((r) => r.url !== "/").every((r) => r.headers.cookie === "i18n_locale=en")).toBe(true);
  });

  it("refreshes the story's own pages in the first round, wherever the index lists them", async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.url ?? "");
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.NGINX_REFRESH_URLS = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const showing = ["/zh", "/en", "/zh/news", "/en/news", "/en/news/other", "/en/news/300mm-polished-qualified"];
    globals[index] = { keysTagged: async () => showing, tagsExpiredSince: async () => true };
    try {
      await refreshProxyCaches({ _id: "news-300mm-polished-qualified-en", _type: "news" }, Date.now());
    } finally {
      server.close();
    }
    // Four pages at a time, each asked gzip then plain: the first round's gzip requests come first.
    expect(seen.slice(0, 4)).toContain("/en/news/300mm-polished-qualified");
    expect(seen).toHaveLength(showing.length * 2);
  });

  it("never throws when nginx cannot be reached", async () => {
    process.env.NGINX_REFRESH_URLS = "http://127.0.0.1:9";
    globals[index] = { keysTagged: async () => ["/en"], tagsExpiredSince: async () => true };
    await expect(refreshProxyCaches({ _id: "n1", _type: "news" }, Date.now())).resolves.toBeUndefined();
  });
});
