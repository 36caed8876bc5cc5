// Presence: who else has a document open, over the studio's "bifur" WebSocket
// (ws://<api host>/v*/socket/{dataset}). JSON-RPC 2.0: `presence_subscribe` answers a
// subscription id; `presence_announce`, `presence_rollcall` and `presence_disconnect` are relayed
// to every other subscriber as `presence_subscription` messages, in the shapes the studio's
// handleIncomingMessage reads (`{type: "state", i, m: {sessionId, locations}}` and so on).
//
// Bounds (issue 40): the sockets count against the lake's 500 open listeners (api/listen.ts); sockets
// not signed in are at most 50 at once and closed after 10 s without an `authorization`; a socket
// holds at most 16 subscriptions; a peer that does not read what is relayed to it is closed.
import { randomUUID } from "node:crypto";
import type { WebSocket } from "ws";
import type { Editor } from "./auth.ts";
import { guard, MAX_LISTENER_BACKLOG_BYTES } from "./listen.ts";

/** Sockets open before signing in: a studio opens one per tab and signs in at once. */
export const MAX_ANONYMOUS_SOCKETS = 50;
/** Time a socket has to sign in (the studio sends `authorization` right after opening). */
export const SIGN_IN_WITHIN_MS = 10_000;
/** Subscriptions per socket: the studio makes one. */
export const MAX_SUBSCRIPTIONS = 16;

interface Peer {
  socket: WebSocket;
  editor: Editor | null;
  subscriptions: Set<string>;
  /** Counted among the sockets not signed in. */
  anonymous: boolean;
}

export class Presence {
  private peers = new Set<Peer>();
  private anonymous = 0;
  private authenticate: (token: string) => Editor | null;

  constructor(authenticate: (token: string) => Editor | null) {
    this.authenticate = authenticate;
  }

  /** Open presence sockets (they count as listeners). */
  get count() {
    return this.peers.size;
  }

  /** Whether one more socket may open before signing in. */
  admitsAnonymous() {
    return this.anonymous < MAX_ANONYMOUS_SOCKETS;
  }

  accept(socket: WebSocket, editor: Editor | null) {
    guard(socket);
    const peer: Peer = { socket, editor, subscriptions: new Set(), anonymous: !editor };
    this.peers.add(peer);
    let deadline: NodeJS.Timeout | undefined;
    if (peer.anonymous) {
      this.anonymous += 1;
      deadline = setTimeout(() => {
        if (!peer.editor) socket.terminate();
      }, SIGN_IN_WITHIN_MS);
    }
    const heartbeat = setInterval(() => this.send(peer, "♥"), 25_000);
    socket.on("close", () => {
      clearInterval(heartbeat);
      clearTimeout(deadline);
      this.signedIn(peer);
      this.peers.delete(peer);
    });
    socket.on("message", (raw) => this.handle(peer, raw.toString()));
  }

  private signedIn(peer: Peer) {
    if (!peer.anonymous) return;
    peer.anonymous = false;
    this.anonymous -= 1;
  }

  /** Sends unless the peer has left too much unread; then it is closed (the studio reconnects). */
  private send(peer: Peer, text: string) {
    if (peer.socket.readyState !== peer.socket.OPEN) return;
    if (peer.socket.bufferedAmount > MAX_LISTENER_BACKLOG_BYTES) peer.socket.terminate();
    else peer.socket.send(text);
  }

  private reply(peer: Peer, id: unknown, result: unknown) {
    this.send(peer, JSON.stringify({ jsonrpc: "2.0", id, result }));
  }

  private fail(peer: Peer, id: unknown, code: number, message: string) {
    this.send(peer, JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } }));
  }

  private broadcast(from: Peer, result: Record<string, unknown>) {
    for (const peer of this.peers) {
      if (peer === from || !peer.editor) continue;
      for (const subscription of peer.subscriptions)
        this.send(
          peer,
          JSON.stringify({ jsonrpc: "2.0", method: "presence_subscription", params: { subscription, result } }),
        );
    }
  }

  private handle(peer: Peer, text: string) {
    let message: { id?: unknown; method?: string; params?: Record<string, unknown> };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      return;
    }
    const { id, method, params = {} } = message;
    if (method === "authorization") {
      const header = String(params.authorization ?? "");
      const editor = this.authenticate(header.replace(/^Bearer\s+/, ""));
      if (!editor) return this.fail(peer, id, 4001, "Unauthorized");
      peer.editor = editor;
      this.signedIn(peer);
      return this.reply(peer, id, true);
    }
    if (!peer.editor) return this.fail(peer, id, 4001, "Unauthorized");
    const userId = peer.editor.id;
    switch (method) {
      case "presence_subscribe": {
        if (peer.subscriptions.size >= MAX_SUBSCRIPTIONS)
          return this.fail(peer, id, 429, `At most ${MAX_SUBSCRIPTIONS} subscriptions per connection`);
        const subscription = randomUUID();
        peer.subscriptions.add(subscription);
        return this.reply(peer, id, subscription);
      }
      case "presence_unsubscribe":
        peer.subscriptions.delete(String(params.subscriptionId));
        return this.reply(peer, id, true);
      case "presence_announce":
        this.broadcast(peer, { type: "state", i: userId, m: params.data ?? {} });
        return this.reply(peer, id, true);
      case "presence_rollcall":
        this.broadcast(peer, { type: "rollCall", i: userId, session: params.session });
        return this.reply(peer, id, true);
      case "presence_disconnect":
        this.broadcast(peer, { type: "disconnect", i: userId, m: { session: params.session } });
        return this.reply(peer, id, true);
      default:
        return this.fail(peer, id, -32601, `Method not found: ${String(method)}`);
    }
  }
}
