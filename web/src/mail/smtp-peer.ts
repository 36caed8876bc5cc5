import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP peer for tests: it accepts every mail and keeps it, so a test can count and read
// what the outbox sent. Used by the outbox tests and by scripts/cluster/cluster-test.mjs (plain Node runs
// this file as it is: type stripping, no path aliases).

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** The text of a single-part mail, decoded from base64 or quoted-printable as nodemailer chose. */
export function bodyText(raw = ""): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, "base64").toString("utf8");
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The Message-ID header of a received mail (headers unfolded), or "" when it has none. */
export function messageIdOf(raw = ""): string {
  const headers = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return /^Message-ID:\s*(<[^>]+>)/im.exec(headers)?.[1] ?? "";
}

/**
 * A peer on 127.0.0.1:`port` (0: any free port), that can be stopped and started again.
 * `delayMs` holds each answer back: a slow peer widens the window in which two outbox workers
 * could pick the same row.
 */
export function smtpPeer(port = 0, { delayMs = 0 } = {}) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  return {
    received,
    /** Listens; resolves with the port. */
    async start(): Promise<number> {
      const peer = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            setTimeout(() => {
              received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((r) => r.address),
                raw: Buffer.concat(chunks).toString("utf8"),
              });
              callback();
            }, delayMs);
          });
        },
      });
      // A client that drops its connection (a worker killed mid-mail) is no failure of the peer.
      peer.on("error", () => {});
      server = peer;
      await new Promise<void>((resolve) => peer.listen(port, "127.0.0.1", resolve));
      return (peer.server.address() as AddressInfo).port;
    },
    async stop(): Promise<void> {
      const peer = server;
      server = null;
      await new Promise<void>((resolve) => (peer ? peer.close(() => resolve()) : resolve()));
    },
  };
}
