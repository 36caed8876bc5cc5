import { ServerResponse } from "node:http";

// Every page is complete HTML that works without JavaScript; the scripts only hydrate it. Next
// writes them as `<script async>` tags, so the browser fetches all of them (about 150 KB
// compressed) while it still waits for the stylesheet and the hero image, and runs each one as
// it arrives, before the first frame: on a slow phone the first paint waited for the framework
// (Lighthouse mobile, decision 0026: LCP 1.8–2.6 s, TBT 110–170 ms; without the tags 0.9–1.1 s).
// Here the tags become one small inline loader that requests the same files, in the same async
// way, once the browser reports its first contentful paint. Visitors see the page first and can
// use it (links, forms) before hydration; e2e/fixtures.ts waits for hydration as before.

/** A script tag Next (React) writes for a chunk of our own, async, optionally with React's id. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)"(?: id="([\w-]+)")? async=""><\/script>/g;
/** React's preload of the bootstrap chunk: it would start the download as early as the tag did. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

/** The inline script that loads `scripts` after the first paint (ES5: it runs before any polyfill). */
export function afterPaintLoader(scripts: ReadonlyArray<readonly [src: string, id: string]>): string {
  const list = JSON.stringify(scripts).replaceAll("<", "\\u003c");
  // - First contentful paint, from the Paint Timing API, then one task later so the frame is out.
  // - Browsers without it, and documents nobody sees yet (background tab, prerender), load at once.
  // - 3 s at the latest, whatever happens: hydration must never wait on a missing paint entry.
  return (
    `(function(d,s){var started=0;function load(){if(started)return;started=1;` +
    `for(var i=0;i<s.length;i++){var e=d.createElement("script");e.src=s[i][0];if(s[i][1])e.id=s[i][1];e.async=true;d.head.appendChild(e)}}` +
    `function soon(){setTimeout(load,0)}var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)soon()}).observe({type:"paint",buffered:true})}else soon();` +
    `if(d.visibilityState!=="visible")soon();setTimeout(load,3000)})(document,${list})`
  );
}

/**
 * The document with Next's chunk script tags (and the bootstrap chunk's preload) replaced by the
 * loader, written where the first tag was (in <head>). A document without such tags is returned
 * unchanged; tags in another form (a nonce, integrity) are left alone and load as before.
 */
export function scriptsAfterPaint(html: string): string {
  const scripts: Array<[string, string]> = [];
  let first = -1;
  let out = html.replace(CHUNK_SCRIPT, (_tag, src: string, id: string | undefined, offset: number) => {
    if (first < 0) first = offset;
    scripts.push([src, id ?? ""]);
    return first === offset ? "\u0000" : "";
  });
  if (!scripts.length) return html;
  const deferred = new Set(scripts.map(([src]) => src));
  out = out.replace(CHUNK_PRELOAD, (tag, href: string) => (deferred.has(href) ? "" : tag));
  return out.replace("\u0000", `<script>${afterPaintLoader(scripts)}</script>`);
}

type Method = "write" | "end";
const isHtml = (value: unknown) => typeof value === "string" && value.startsWith("text/html");
const toBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === "string"
      ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
      : Buffer.from(chunk as Uint8Array);

/**
 * Makes `response`, if it is an HTML page with a body, go out through scriptsAfterPaint(). The
 * whole document is held until its end (pages are prerendered and cached: one piece) so the
 * bootstrap tag near </body> is found too; Content-Length is corrected when not yet sent.
 *
 * Next's compression (router-server, `compress` on by default) replaces response.write and end
 * with its encoder after this runs, keeping the originals to write the encoded bytes. The rewrite
 * has to see the HTML before it is encoded, so it sits in front of whatever is assigned first:
 * compression captures Node's own methods, Next's writes go rewrite → encoder → socket. Without
 * compression nothing is assigned and pages keep their tags (e2e/scripts-after-paint.spec.ts
 * fails then). A second assignment replaces the trap with a plain property, which then wraps
 * the rewrite in turn.
 */
export function scriptsAfterFirstPaint(response: ServerResponse): void {
  const encoder: Partial<Record<Method, (...args: unknown[]) => unknown>> = {};
  let held: Buffer[] | null = null;
  const takesPart = (res: ServerResponse) =>
    held !== null || (res.req?.method !== "HEAD" && isHtml(res.getHeader("content-type")));

  const rewrite: Record<Method, (this: ServerResponse, ...args: unknown[]) => unknown> = {
    write(chunk, encoding, callback) {
      if (!takesPart(this)) return encoder.write?.call(this, chunk, encoding, callback);
      held ??= [];
      if (chunk != null) held.push(toBuffer(chunk, encoding));
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") process.nextTick(done as () => void);
      return true;
    },
    end(chunk, encoding, callback) {
      // HEAD: Next's Content-Length is the length before the rewrite, and there is no body to
      // rewrite and count; no length is better than a wrong one.
      if (this.req?.method === "HEAD" && isHtml(this.getHeader("content-type")) && !this.headersSent) {
        this.removeHeader("content-length");
      }
      const last = typeof chunk === "function" ? undefined : chunk;
      if (!takesPart(this) || (held === null && last == null)) {
        return encoder.end?.call(this, chunk, encoding, callback);
      }
      const parts = held ?? [];
      if (last != null) parts.push(toBuffer(last, encoding));
      held = null;
      // Latin-1 maps each byte to one character and back: the tags are ASCII, the rest of the
      // UTF-8 passes through untouched, and V8 keeps it as a one-byte string (half the memory).
      const body = Buffer.from(scriptsAfterPaint(Buffer.concat(parts).toString("latin1")), "latin1");
      if (!this.headersSent && this.hasHeader("content-length")) this.setHeader("content-length", body.length);
      const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
      return encoder.end?.call(this, body, done);
    },
  };

  for (const method of ["write", "end"] as const) {
    Object.defineProperty(response, method, {
      configurable: true,
      enumerable: true,
      get: () => (encoder[method] ? rewrite[method] : ServerResponse.prototype[method]),
      set(value: (...args: unknown[]) => unknown) {
        if (!encoder[method]) encoder[method] = value;
        else Object.defineProperty(response, method, { value, writable: true, configurable: true, enumerable: true });
      },
    });
  }
}
