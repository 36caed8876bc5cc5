import { type IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";

// Every page is complete HTML that works without JavaScript; the scripts only hydrate it. Next
// writes them as `<script async>` tags, so the browser fetches all of them (about 150 KB
// compressed) while it still waits for the stylesheet and the hero image, and runs each one as
// it arrives, before the first frame: on a slow phone the first paint waited for the framework
// (Lighthouse mobile, decision 0026: LCP 1.8–2.6 s, TBT 110–170 ms; without the tags 0.9–1.1 s).
// Here the tags become one small inline loader that requests the same files, in the same async
// way, once the browser reports its first contentful paint. Visitors see the page first and can
// use it (links, forms) before hydration; e2e/fixtures.ts waits for hydration as before.

/** A script tag Next (React) writes for a chunk of our own, async, optionally with React's id. */
const CHUNK_SCRIPT = /^<script src="(\/_next\/static\/[^"<>]+\.js)"(?: id="([\w-]+)")? async=""><\/script>$/;
/** React's preload of the bootstrap chunk: it would start the download as early as the tag did. */
const CHUNK_PRELOAD = /^<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>$/;
const SCRIPT_START = Buffer.from('<script src="/_next/static/');
const SCRIPT_END = Buffer.from("</script>");
const PRELOAD_START = Buffer.from('<link rel="preload" as="script" ');
const PRELOAD_END = Buffer.from("/>");

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

/** Each `[start, end)` of `html` where a tag opening with `open` and closing with `close` is. */
function* tags(html: Buffer, open: Buffer, close: Buffer): Generator<[number, number]> {
  for (let at = html.indexOf(open); at >= 0; at = html.indexOf(open, at + 1)) {
    const end = html.indexOf(close, at);
    if (end < 0) return;
    yield [at, end + close.length];
  }
}

/**
 * The document (UTF-8 bytes) as the pieces to send: Next's chunk script tags and the bootstrap
 * chunk's preload left out, the loader where the first tag was (in <head>). The pieces are views
 * of `html`, not copies: a page is about 66 KB and every HTML answer goes through here. Null when
 * the document has no such tag; tags in another form (a nonce, integrity) are left as they are.
 */
export function scriptsAfterPaintPieces(html: Buffer): Buffer[] | null {
  const scripts: Array<[string, string]> = [];
  const cuts: Array<[number, number]> = [];
  for (const [start, end] of tags(html, SCRIPT_START, SCRIPT_END)) {
    const match = CHUNK_SCRIPT.exec(html.toString("latin1", start, end));
    if (!match?.[1]) continue;
    scripts.push([match[1], match[2] ?? ""]);
    cuts.push([start, end]);
  }
  const first = cuts[0];
  if (!first) return null;
  const deferred = new Set(scripts.map(([src]) => src));
  for (const [start, end] of tags(html, PRELOAD_START, PRELOAD_END)) {
    const href = CHUNK_PRELOAD.exec(html.toString("latin1", start, end))?.[1];
    if (href && deferred.has(href)) cuts.push([start, end]);
  }
  cuts.sort((a, b) => a[0] - b[0]);
  const pieces: Buffer[] = [];
  let kept = 0;
  for (const [start, end] of cuts) {
    if (start > kept) pieces.push(html.subarray(kept, start));
    if (start === first[0]) pieces.push(Buffer.from(`<script>${afterPaintLoader(scripts)}</script>`));
    kept = end;
  }
  if (kept < html.length) pieces.push(html.subarray(kept));
  return pieces;
}

/** scriptsAfterPaintPieces() of a document as a string (tests, tools). */
export function scriptsAfterPaint(html: string): string {
  const pieces = scriptsAfterPaintPieces(Buffer.from(html));
  return pieces ? Buffer.concat(pieces).toString("utf8") : html;
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
 * Makes `response`, if it is an HTML page with a body, go out as scriptsAfterPaintPieces(). The
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
 *
 * `whole` (a process behind nginx's page cache, http/lean-page-headers.ts): the page goes out
 * compressed here, in one piece with its Content-Length, instead of streamed by the encoder in
 * chunks. nginx stores the answer's header lines with its copy and reads them again on every hit:
 * a length instead of `Transfer-Encoding: chunked` is about 1,000 fewer of nginx's instructions per
 * hit (decision 0027). Compressing a page (about 70 KB) takes about a millisecond, paid on a miss
 * or a refresh only, which behind the page cache are rare.
 */
export function scriptsAfterFirstPaint(response: ServerResponse, { whole = false }: { whole?: boolean } = {}): void {
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
      const page = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
      const pieces = scriptsAfterPaintPieces(page) ?? [page];
      if (!this.headersSent && this.hasHeader("content-length")) {
        this.setHeader(
          "content-length",
          pieces.reduce((sum, piece) => sum + piece.length, 0),
        );
      }
      const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
      if (whole && !this.headersSent && encoder.end) return endWhole(this, pieces, encoder.end, done);
      // Piece by piece into the encoder: no copy of the page is made.
      for (const piece of pieces.slice(0, -1)) encoder.write?.call(this, piece);
      return encoder.end?.call(this, pieces.at(-1), done);
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

/**
 * Whether the request accepts gzip (RFC 9110 §12.5.3): by the weight of `gzip` when it is listed,
 * else by that of `*`; a weight of 0 refuses.
 */
export function acceptsGzip(request: IncomingMessage | undefined): boolean {
  const header = request?.headers["accept-encoding"];
  if (typeof header !== "string") return false;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    if (name) weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const weight = weights.get("gzip") ?? weights.get("*") ?? 0;
  return weight > 0;
}

/** Ends `response` with the page in one piece: gzip when accepted (as Next's encoder would), with its length. */
function endWhole(
  response: ServerResponse,
  pieces: Buffer[],
  end: (...args: unknown[]) => unknown,
  done: unknown,
): unknown {
  const page = pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces);
  // The encoder's own rules: not under 1 KB, not what is encoded already, not `no-transform`. With
  // Content-Encoding set it passes the bytes through ("already encoded") and still adds
  // Vary: Accept-Encoding.
  const compress =
    page.length >= 1024 &&
    !response.hasHeader("content-encoding") &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader("cache-control") ?? "")) &&
    acceptsGzip(response.req);
  const body = compress ? gzipSync(page) : page;
  if (compress) response.setHeader("content-encoding", "gzip");
  response.setHeader("content-length", body.length);
  return end.call(response, body, done);
}
