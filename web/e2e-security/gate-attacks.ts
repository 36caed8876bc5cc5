import { connect, type Socket } from "node:net";
import { gzipSync } from "node:zlib";
import type { BodyKind, RouteCase } from "./gate-cases";

// The hostile gate's payloads, written on raw sockets so that nothing between the test and the
// server (fetch's limits, its own timeouts, its refusal of malformed URLs) softens them.

/** What is sent at most of a body over the cap: a reader that buffers it all grows by this much. */
export const OVERSIZED_SEND_BYTES = 96 * 1024 * 1024;
/** What the oversized request declares (Content-Length), far over any cap of the product. */
export const OVERSIZED_DECLARED_BYTES = 1024 * 1024 * 1024;
const CHUNK = Buffer.alloc(1024 * 1024, 0x61);

export interface RawAnswer {
  /** The response's status, or null when none came before the deadline or the socket closed. */
  status: number | null;
  ms: number;
  /** Body bytes written before the answer (or the end). */
  sent: number;
  closedByServer: boolean;
  /**
   * The server reset the connection (ECONNRESET / EPIPE) before its answer could be read: it
   * answered and closed while the body was still coming, and TCP discards what was unread.
   */
  reset: boolean;
}

const BOUNDARY = "gateboundary";

export function contentType(body: BodyKind): string {
  switch (body) {
    case "multipart":
      return `multipart/form-data; boundary=${BOUNDARY}`;
    case "form":
      return "application/x-www-form-urlencoded";
    case "json":
      return "application/json";
    case "bytes":
      return "image/png";
    default:
      return "application/octet-stream";
  }
}

/** The start of a body of this kind whose last field goes on for as long as the sender writes. */
function bodyPrefix(body: BodyKind): Buffer {
  switch (body) {
    case "multipart":
      return Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
      );
    case "form":
      return Buffer.from("action=sign-in&password=x&account=");
    case "json":
      return Buffer.from('{"query":"*[_id == \\"');
    default:
      return Buffer.alloc(0);
  }
}

/** The method an attack uses on a route: its own when it reads a body, else POST (a body it must ignore or refuse). */
export const attackMethod = (route: RouteCase) => (route.body ? route.method : "POST");
/**
 * The body an attack sends: what the route reads, else a multipart form, which Next takes for a
 * form posted to a server action on any page (before the proxy refused it, over 1 MB was a 500).
 */
const attackBody = (route: RouteCase): BodyKind => route.body ?? "multipart";

function head(
  method: string,
  target: string,
  port: number,
  headers: Record<string, string | number>,
  route?: RouteCase,
): string {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: localhost:${port}`, "Connection: close"];
  if (route?.sameOrigin) lines.push(`Origin: http://localhost:${port}`);
  for (const [name, value] of Object.entries(route?.headers ?? {})) lines.push(`${name}: ${value}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/** Opens a socket, hands it to `drive`, and resolves with the first status line the server sends. */
function exchange(
  port: number,
  drive: (socket: Socket, answered: () => boolean) => Promise<void>,
  { deadlineMs = 20_000 } = {},
): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    let status: number | null = null;
    let sent = 0;
    let done = false;
    let closedByServer = false;
    let reset = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, ms: Math.round(performance.now() - started), sent, closedByServer, reset });
    };
    const timer = setTimeout(finish, deadlineMs);
    socket.on("data", (data) => {
      if (status !== null) return;
      received += data.toString("latin1");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (match) {
        status = Number(match[1]);
        // Read the rest briefly (a well-behaved server closes: Connection: close), then stop.
        setTimeout(finish, 200);
      }
    });
    socket.on("end", () => {
      closedByServer = true;
      finish();
    });
    socket.on("close", finish);
    socket.on("error", () => {
      // EPIPE / ECONNRESET once the server answered early and closed: an answer read counts.
      reset = true;
      setTimeout(finish, 50);
    });
    const originalWrite = socket.write.bind(socket);
    (socket as Socket & { countedWrite: (b: Buffer) => Promise<void> }).countedWrite = (buffer: Buffer) =>
      new Promise<void>((resolveWrite) => {
        sent += buffer.length;
        if (socket.destroyed || originalWrite(buffer)) return resolveWrite();
        const done = () => {
          socket.off("drain", done);
          socket.off("close", done);
          resolveWrite();
        };
        socket.on("drain", done);
        socket.on("close", done);
      });
    socket.on("connect", () => {
      drive(socket, () => status !== null || done).catch(finish);
    });
  });
}

const write = (socket: Socket, buffer: Buffer) =>
  (socket as Socket & { countedWrite: (b: Buffer) => Promise<void> }).countedWrite(buffer);

/**
 * A body far over any cap, declared (Content-Length of 1 GB) or chunked without a length: the
 * server should answer (413, or 405 where nothing reads a body) long before OVERSIZED_SEND_BYTES.
 */
export function oversized(
  port: number,
  route: RouteCase,
  chunked: boolean,
  { deadlineMs = 20_000, stopAfterSend = false } = {},
): Promise<RawAnswer> {
  const framing: Record<string, string | number> = chunked
    ? { "Transfer-Encoding": "chunked" }
    : { "Content-Length": OVERSIZED_DECLARED_BYTES };
  const request = head(
    attackMethod(route),
    route.url,
    port,
    { "Content-Type": contentType(attackBody(route)), ...framing },
    route,
  );
  return exchange(
    port,
    async (socket, answered) => {
      await write(socket, Buffer.from(request, "latin1"));
      const frame = (data: Buffer) =>
        chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]) : data;
      const prefix = bodyPrefix(attackBody(route));
      if (prefix.length > 0) await write(socket, frame(prefix));
      let body = prefix.length;
      while (!answered() && body < OVERSIZED_SEND_BYTES && !socket.destroyed) {
        await write(socket, frame(CHUNK));
        body += CHUNK.length;
      }
      if (chunked && !answered() && !socket.destroyed) await write(socket, Buffer.from("0\r\n\r\n"));
      // A server that reads on to the declared end: what it did with the bytes sent is what counts.
      if (stopAfterSend && !answered()) setTimeout(() => socket.destroy(), 500);
    },
    { deadlineMs },
  );
}

/** 64 MB of zeros, gzip-compressed to about 64 KB, sent as Content-Encoding: gzip. */
let bomb: Buffer | undefined;
export function gzipBomb(port: number, route: RouteCase): Promise<RawAnswer> {
  bomb ??= gzipSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 });
  const payload = bomb;
  const request = head(
    attackMethod(route),
    route.url,
    port,
    { "Content-Type": contentType(attackBody(route)), "Content-Encoding": "gzip", "Content-Length": payload.length },
    route,
  );
  return exchange(port, async (socket) => {
    await write(socket, Buffer.concat([Buffer.from(request, "latin1"), payload]));
  });
}

/** One header of 64 KB (Node's limit for all headers is 16 KB), then 1,000 small ones. */
export function hugeHeaders(port: number, route: RouteCase): Promise<RawAnswer>[] {
  const one = head(route.method, route.url, port, { "X-Gate": "a".repeat(64 * 1024) }, route);
  const many = head(
    route.method,
    route.url,
    port,
    Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`X-Gate-${i}`, "aaaaaaaaaaaaaaaa"])),
    route,
  );
  return [one, many].map((request) =>
    exchange(port, async (socket) => {
      await write(socket, Buffer.from(request, "latin1"));
    }),
  );
}

/** A query string of 64 KB, and one of 1,000 distinct parameters (12 KB: under the header limit). */
export function hugeQueries(port: number, route: RouteCase): Promise<RawAnswer>[] {
  const join = route.url.includes("?") ? "&" : "?";
  const targets = [
    `${route.url}${join}q=${"a".repeat(64 * 1024)}`,
    `${route.url}${join}${Array.from({ length: 1000 }, (_, i) => `k${i}=v`).join("&")}`,
  ];
  return targets.map((target) =>
    exchange(port, async (socket) => {
      await write(socket, Buffer.from(head(route.method, target, port, {}, route), "latin1"));
    }),
  );
}

/** Percent-encoding that does not decode, invalid UTF-8, escaped and raw. */
export function malformedTargets(url: string): { label: string; target: Buffer }[] {
  const [pathname, query] = url.split("?");
  const join = query ? `?${query}&` : "?";
  return [
    { label: "path ending in %", target: Buffer.from(`${pathname}/%`) },
    { label: "truncated escape", target: Buffer.from(`${pathname}/%E0%A4%A`) },
    { label: "escaped invalid UTF-8", target: Buffer.from(`${pathname}/%C3%28%FF%FE`) },
    { label: "bad escapes in the query", target: Buffer.from(`${pathname}${join}q=%ZZ&%=&a=%C3%28&%FF=%FE`) },
    { label: "escaped NUL and dot segments", target: Buffer.from(`${pathname}/%00/..%2f..%2f/%2e%2e`) },
    {
      label: "raw invalid UTF-8 bytes",
      target: Buffer.concat([Buffer.from(`${pathname}/`), Buffer.from([0xc3, 0x28, 0xff, 0xfe])]),
    },
  ];
}

export function malformed(port: number, route: RouteCase, target: Buffer): Promise<RawAnswer> {
  const request = head(route.method, "\u0000", port, route.body ? { "Content-Length": 0 } : {}, route);
  const [before, after] = request.split("\u0000") as [string, string];
  return exchange(port, async (socket) => {
    await write(socket, Buffer.concat([Buffer.from(before, "latin1"), target, Buffer.from(after, "latin1")]));
  });
}

/** A connection that sends its request line, then one header line every 3 s, never the end. */
export function slowHeaders(port: number, route: RouteCase, deadlineMs: number): Promise<RawAnswer> {
  return exchange(
    port,
    async (socket, answered) => {
      await write(socket, Buffer.from(`${route.method} ${route.url} HTTP/1.1\r\nHost: localhost:${port}\r\n`));
      for (let i = 0; !answered() && !socket.destroyed; i++) {
        await new Promise((r) => setTimeout(r, 3000));
        if (!socket.destroyed) await write(socket, Buffer.from(`X-Slow-${i}: 1\r\n`));
      }
    },
    { deadlineMs },
  );
}

/** A request whose declared 10 KB body comes one byte every 2 s. */
export function slowBody(port: number, route: RouteCase, deadlineMs: number): Promise<RawAnswer> {
  const request = head(
    attackMethod(route),
    route.url,
    port,
    { "Content-Type": contentType(attackBody(route)), "Content-Length": 10_240 },
    route,
  );
  return exchange(
    port,
    async (socket, answered) => {
      await write(socket, Buffer.from(request, "latin1"));
      while (!answered() && !socket.destroyed) {
        await write(socket, Buffer.from("a"));
        await new Promise((r) => setTimeout(r, 2000));
      }
    },
    { deadlineMs },
  );
}
