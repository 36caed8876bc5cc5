import { connect, type Socket } from "node:net";

// A client for clamd's INSTREAM command (docs: clamd(8), "INSTREAM"): the file is streamed in
// length-prefixed chunks over TCP or a Unix socket, so clamd needs no access to our files and can
// run in another container. Written by hand: the npm clients wrap the command-line scanners, temp
// files and much configuration; this is the one command the site needs.

/** What clamd said about a file. */
export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/** clamd could not be reached or did not give a verdict: the file is neither clean nor infected. */
export class ScannerUnavailable extends Error {
  override name = "ScannerUnavailable";
}

export interface ClamdAddress {
  /** `tcp://host:port`, or `unix:///path/to/clamd.ctl` (a bare absolute path is a socket too). */
  url: string;
  /** Gives up after this long without an answer (default 60 s: large PDFs take a few seconds). */
  timeoutMs?: number;
}

/** Chunks sent to clamd; below its default StreamMaxLength many times over. */
const CHUNK = 64 * 1024;

function open({ url }: ClamdAddress): Socket {
  if (url.startsWith("/")) return connect(url);
  const parsed = new URL(url);
  if (parsed.protocol === "unix:") return connect(decodeURIComponent(parsed.pathname));
  if (parsed.protocol === "tcp:" && parsed.port) {
    return connect(Number(parsed.port), parsed.hostname.replace(/^\[|\]$/g, ""));
  }
  throw new ScannerUnavailable(`CLAMAV_URL must be tcp://host:port or unix:///path, not ${url}`);
}

/** Sends one null-terminated command (and optional body), resolves with clamd's one reply. */
function exchange(address: ClamdAddress, command: string, body?: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    let socket: Socket;
    try {
      socket = open(address);
    } catch (error) {
      reject(error instanceof ScannerUnavailable ? error : new ScannerUnavailable(String(error)));
      return;
    }
    const chunks: Buffer[] = [];
    const fail = (reason: string) => {
      socket.destroy();
      reject(new ScannerUnavailable(`clamd at ${address.url}: ${reason}`));
    };
    socket.setTimeout(address.timeoutMs ?? 60_000, () => fail("no answer in time"));
    socket.on("error", (error) => fail(error.message));
    socket.on("data", (data) => chunks.push(data));
    socket.on("end", () => {
      // The "z" form of a command ends its reply with a NUL.
      resolve(Buffer.concat(chunks).toString("utf8").replace(/\0+$/, "").trim());
    });
    socket.on("connect", () => {
      socket.write(`z${command}\0`);
      if (body) {
        for (let at = 0; at < body.byteLength; at += CHUNK) {
          const part = body.subarray(at, at + CHUNK);
          const size = Buffer.alloc(4);
          size.writeUInt32BE(part.byteLength);
          socket.write(size);
          socket.write(part);
        }
        socket.write(Buffer.alloc(4)); // a zero-length chunk ends the stream
      }
      socket.end();
    });
  });
}

/** Scans bytes with clamd. Throws ScannerUnavailable when no verdict could be had. */
export async function scanBytes(address: ClamdAddress, bytes: Uint8Array): Promise<ScanVerdict> {
  const reply = await exchange(address, "INSTREAM", bytes);
  // "stream: OK", "stream: Eicar-Signature FOUND", or "... ERROR" (e.g. size limit exceeded).
  const match = /^stream: (.+?) (OK|FOUND|ERROR)$/.exec(reply) ?? /^stream: (OK)$/.exec(reply);
  if (match?.[1] === "OK") return { clean: true };
  if (match?.[2] === "FOUND") return { clean: false, signature: match[1] as string };
  throw new ScannerUnavailable(`clamd at ${address.url} answered "${reply.slice(0, 200)}"`);
}

/** True when clamd answers PING. */
export async function clamdAnswers(address: ClamdAddress): Promise<boolean> {
  return (await exchange({ ...address, timeoutMs: address.timeoutMs ?? 5_000 }, "PING").catch(() => "")) === "PONG";
}
