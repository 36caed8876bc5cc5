import type { ServerResponse } from "node:http";

// Behind nginx's page cache (deploy/nginx.conf), each cacheable page is stored with the response
// headers the instance sent, and nginx parses those lines again on every hit: a cached page's
// cost over a static file is mostly that parse and the cache key (decisions 0018, 0021, 0023).
// Some of the lines are for nobody once the page is an HTML document in a cache:
//   x-nextjs-prerender, x-nextjs-stale-time  read by Next's client router on its RSC fetches only
//                                            (those answers keep them: only HTML is trimmed)
//   x-next-i18n-router-locale                next-i18n-router's note of the locale it routed to
//   Date                                     nginx writes its own on every answer it sends
//   Keep-Alive: timeout=5                    Node's hint beside `Connection: keep-alive`; nginx
//                                            keeps its upstream connections by its own settings
// x-nextjs-cache stays: nginx never stores a STALE answer (decision 0018) and tests read HIT/MISS.
// Only processes that refresh an nginx page cache (NGINX_REFRESH_URLS set) trim them: a bare
// `npm start` answers as Next does.

/** Next's lines an HTML page in nginx's page cache carries for nobody. */
export const LEAN_DROPPED_HEADERS = ["x-nextjs-prerender", "x-nextjs-stale-time", "x-next-i18n-router-locale"];

/** Whether this process's pages are stored by an nginx page cache (it refreshes one on publish). */
export function behindPageCache(env: Record<string, string | undefined> = process.env): boolean {
  return (env.NGINX_REFRESH_URLS ?? "").trim() !== "";
}

const isHtml = (value: unknown) => typeof value === "string" && value.startsWith("text/html");

/**
 * Makes `response`, if it turns out to be an HTML page, leave out the lines above when its head is
 * written. Node writes the head in writeHead, also when the body is streamed without calling it
 * (its implicit head calls `this.writeHead`), so wrapping that one method sees every answer.
 */
export function leanPageHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!this.headersSent && isHtml(this.getHeader("content-type"))) {
      for (const name of LEAN_DROPPED_HEADERS) this.removeHeader(name);
      this.sendDate = false;
      // An explicit Connection line replaces Node's pair `Connection: keep-alive` + `Keep-Alive`.
      if (this.shouldKeepAlive && !this.hasHeader("connection")) this.setHeader("connection", "keep-alive");
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
