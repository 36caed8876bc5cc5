// Real-time listeners (GET /data/listen): a welcome event, then one mutation event per document a
// transaction changed that matches the listener's filter before or after the change.
//
// The studio relies on details of these events: it replays `mutations` on its buffered copy,
// checks `previousRev`, takes `resultRev` equal to the `transactionId` it submitted as the echo of
// its own write, groups events by `transactionTotalEvents`, and with `effectFormat=mendoza`
// applies `effects.apply` (the mendoza patch `[0, doc]` means "the value is now doc").
//
// The same stream is offered over a WebSocket (same path, `Upgrade: websocket`): browsers open at
// most six HTTP/1.1 connections per host, and the studio keeps about eight listeners open, so
// over plain HTTP the document pane waits forever. The studio's lake transport (studio/lake.ts)
// sends listeners through WebSockets, which do not count against that limit.
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { WebSocket } from "ws";
import { matches } from "./query.ts";
import type { Store } from "./store.ts";
import type { Doc, Transaction } from "./types.ts";

export interface ListenOptions {
  query: string;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  effects: boolean;
}

/** Where a listener's events go: an SSE response or a WebSocket carrying the same text. */
export interface EventSink {
  write(chunk: string): void;
  onClose(handler: () => void): void;
  /** Bytes written but not yet taken by the client. */
  backlog(): number;
  /** Ends the stream (the client reconnects, as after any dropped connection). */
  close(): void;
}

/**
 * Bytes a listener may leave unread before it is closed (issue 40): a client that never reads
 * would otherwise have every later transaction (whole documents, with `includeResult`) queued in
 * the lake's memory, times 500 listeners. 4 MB: a few hundred ordinary events, more than a studio
 * tab falls behind while it is busy.
 */
export const MAX_LISTENER_BACKLOG_BYTES = 4 * 1024 * 1024;

export function sseSink(res: ServerResponse): EventSink {
  return {
    write: (chunk) => res.write(chunk),
    onClose: (handler) => res.on("close", handler),
    backlog: () => res.writableLength,
    close: () => res.destroy(),
  };
}

export function socketSink(ws: WebSocket): EventSink {
  guard(ws);
  return {
    write: (chunk) => ws.readyState === ws.OPEN && ws.send(chunk),
    onClose: (handler) => ws.on("close", handler),
    backlog: () => ws.bufferedAmount,
    close: () => ws.terminate(),
  };
}

/**
 * A socket's protocol errors (a frame over maxPayload, invalid UTF-8, a bad opcode) close that
 * socket; unhandled, ws emits them as an `error` event that ends the whole process.
 */
export function guard(ws: WebSocket) {
  ws.on("error", () => ws.terminate());
}

/** Writes `chunk` unless the client has left more than the allowed backlog unread; then closes it. */
export function writeOrDrop(sink: EventSink, chunk: string): boolean {
  if (sink.backlog() > MAX_LISTENER_BACKLOG_BYTES) {
    sink.close();
    return false;
  }
  sink.write(chunk);
  return true;
}

const KEEPALIVE_MS = 20_000;

export function sse(event: string, data: unknown, id?: string) {
  return `${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export class Listeners {
  private active = new Set<{ options: ListenOptions; sink: EventSink; queue: Promise<void> }>();

  constructor(store: Store) {
    store.on("transaction", (transaction) => {
      for (const listener of this.active) {
        listener.queue = listener.queue.then(() => this.deliver(listener.options, listener.sink, transaction));
      }
    });
  }

  get count() {
    return this.active.size;
  }

  open(options: ListenOptions, sink: EventSink) {
    const listener = { options, sink, queue: Promise.resolve() };
    this.active.add(listener);
    sink.write(sse("welcome", { listenerName: `lake-${randomUUID()}` }));
    const keepalive = setInterval(() => writeOrDrop(sink, ": keepalive\n\n"), KEEPALIVE_MS);
    sink.onClose(() => {
      clearInterval(keepalive);
      this.active.delete(listener);
    });
  }

  private async deliver(options: ListenOptions, sink: EventSink, transaction: Transaction) {
    const events: { before: Doc | null; after: Doc | null; id: string; mutations: Record<string, unknown>[] }[] = [];
    for (const change of transaction.changes) {
      try {
        const [was, is] = await Promise.all([
          matches(options.query, options.params, change.before),
          matches(options.query, options.params, change.after),
        ]);
        if (was || is) events.push(change);
      } catch {
        // A filter groq-js cannot evaluate matches nothing rather than ending the stream.
      }
    }
    events.forEach((change, index) => {
      const transition = !change.before ? "appear" : !change.after ? "disappear" : "update";
      const data: Record<string, unknown> = {
        eventId: `${transaction.id}#${change.id}`,
        documentId: change.id,
        transactionId: transaction.id,
        identity: transaction.author,
        previousRev: change.before?._rev,
        resultRev: transaction.id,
        timestamp: transaction.timestamp,
        transition,
        visibility: "query",
        transactionTotalEvents: events.length,
        transactionCurrentEvent: index + 1,
      };
      if (options.includeMutations) data.mutations = change.mutations;
      if (options.includeResult && change.after) data.result = change.after;
      if (options.includePreviousRevision && change.before) data.previous = change.before;
      if (options.effects) data.effects = { apply: [0, change.after], revert: [0, change.before] };
      writeOrDrop(sink, sse("mutation", data));
    });
  }
}
