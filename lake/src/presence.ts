// Presence: who else has a document open, over the studio's "bifur" WebSocket
// (ws://<api host>/v*/socket/{dataset}). JSON-RPC 2.0: `presence_subscribe` answers a
// subscription id; `presence_announce`, `presence_rollcall` and `presence_disconnect` are relayed
// to every other subscriber as `presence_subscription` messages, in the shapes the studio's
// handleIncomingMessage reads (`{type: "state", i, m: {sessionId, locations}}` and so on).
import { randomUUID } from "node:crypto";
import type { WebSocket } from "ws";
import type { Editor } from "./auth.ts";

interface Peer {
  socket: WebSocket;
  editor: Editor | null;
  subscriptions: Set<string>;
}

export class Presence {
  private peers = new Set<Peer>();
  private authenticate: (token: string) => Editor | null;

  constructor(authenticate: (token: string) => Editor | null) {
    this.authenticate = authenticate;
  }

  accept(socket: WebSocket, editor: Editor | null) {
    const peer: Peer = { socket, editor, subscriptions: new Set() };
    this.peers.add(peer);
    const heartbeat = setInterval(() => socket.readyState === socket.OPEN && socket.send("♥"), 25_000);
    socket.on("close", () => {
      clearInterval(heartbeat);
      this.peers.delete(peer);
    });
    socket.on("message", (raw) => this.handle(peer, raw.toString()));
  }

  private reply(peer: Peer, id: unknown, result: unknown) {
    peer.socket.send(JSON.stringify({ jsonrpc: "2.0", id, result }));
  }

  private fail(peer: Peer, id: unknown, code: number, message: string) {
    peer.socket.send(JSON.stringify({ jsonrpc: "2.0", id, error: { code, message } }));
  }

  private broadcast(from: Peer, result: Record<string, unknown>) {
    for (const peer of this.peers) {
      if (peer === from) continue;
      for (const subscription of peer.subscriptions)
        peer.socket.send(
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
      return this.reply(peer, id, true);
    }
    if (!peer.editor) return this.fail(peer, id, 4001, "Unauthorized");
    const userId = peer.editor.id;
    switch (method) {
      case "presence_subscribe": {
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
