// The GROQ-powered webhook Sanity sends when published content changes, sent the same way to the
// site's /api/revalidate: same filter, projection, headers and signature as the README tells
// operators to configure on sanity.io (see web/src/publish/webhook.ts for the receiving side).
//
// Deliveries are queued durably and sent one at a time in commit order. A delivery is appended to
// the queue (and fsynced) while the transaction is committed, before the editor's request is
// answered; it leaves the queue only once the site has answered. While the site is down the lake
// retries with growing pauses, re-signing each attempt with a fresh timestamp (the site refuses
// deliveries older than 5 minutes) and keeping the idempotency key, so a retry after a lost answer
// is recognised as the same delivery.
import { createHmac, randomUUID } from "node:crypto";
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from "node:fs";
import path from "node:path";
import { WEBHOOK_PROJECTION, WEBHOOK_TYPES } from "@wafer/schemas/webhook";
import { carrier, traced } from "@wafer/server-kit/tracing";
import { evaluate, parse } from "groq-js";
import { errorField, logger } from "./ops/log.ts";
import { observeWebhookQueue, webhookDeliveries } from "./ops/metrics.ts";
import { view } from "./query.ts";
import { type Store, writeFileDurably } from "./store.ts";
import type { Change, Transaction } from "./types.ts";

export function signDelivery(body: string, secret: string, timestamp = Date.now()): string {
  return `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("base64url")}`;
}

interface Delivery {
  n: number;
  seq: number;
  idempotencyKey: string;
  transactionId: string;
  timestamp: string;
  documentId: string;
  operation: "create" | "update" | "delete";
  body: string;
  /** The trace of the commit (`traceparent`), when traces are on: the delivery continues it. */
  trace?: Record<string, string>;
}

const isPublished = (id: string) => !id.startsWith("drafts.") && !id.startsWith("versions.");
const MAX_PAUSE_MS = 30_000;

export class Webhook {
  private url: string;
  private secret: string;
  private store: Store;
  private projectId: string;
  private dataset: string;
  private queueFile: string;
  private fd = -1;
  private pending: Delivery[] = [];
  private next = 1;
  private enqueuedSeq = 0;
  private running = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private wake: (() => void) | undefined;
  /** Attempts and outcomes, for tests and logs. */
  delivered = 0;

  constructor(options: {
    url: string;
    secret: string;
    store: Store;
    dataDir: string;
    projectId: string;
    dataset: string;
  }) {
    this.url = options.url;
    this.secret = options.secret;
    this.store = options.store;
    this.projectId = options.projectId;
    this.dataset = options.dataset;
    this.queueFile = path.join(options.dataDir, "webhook-queue.ndjson");
    observeWebhookQueue(() => ({ depth: this.pending.length, oldest: this.pending[0]?.timestamp }));
  }

  /** Loads what is still to be sent, queues transactions a crash left unqueued, and starts sending. */
  async start() {
    let deliveredThrough = 0;
    if (existsSync(this.queueFile)) {
      for (const line of readFileSync(this.queueFile, "utf8").split("\n")) {
        if (line.trim() === "") continue;
        let record: Record<string, unknown>;
        try {
          record = JSON.parse(line) as Record<string, unknown>;
        } catch {
          break; // torn tail: that delivery's transaction is re-queued below from the log
        }
        if (typeof record.start === "number") this.enqueuedSeq = record.start;
        else if (typeof record.done === "number") deliveredThrough = Math.max(deliveredThrough, record.done);
        else {
          const delivery = record as unknown as Delivery;
          this.pending.push(delivery);
          this.enqueuedSeq = Math.max(this.enqueuedSeq, delivery.seq);
          this.next = Math.max(this.next, delivery.n + 1);
        }
      }
      this.pending = this.pending.filter((delivery) => delivery.n > deliveredThrough);
      this.rewriteQueue();
    } else {
      // First start with a webhook: earlier history was never meant for this site.
      this.enqueuedSeq = this.store.lastSeq;
      this.rewriteQueue();
    }
    for (const transaction of this.store.transactionsAfter(this.enqueuedSeq)) await this.enqueue(transaction);
    this.store.onCommit((transaction) => this.enqueue(transaction));
    void this.run();
  }

  private rewriteQueue() {
    if (this.fd >= 0) closeSync(this.fd);
    const lines = [JSON.stringify({ start: this.enqueuedSeq }), ...this.pending.map((d) => JSON.stringify(d))];
    writeFileDurably(this.queueFile, `${lines.join("\n")}\n`);
    this.fd = openSync(this.queueFile, "a");
  }

  private append(record: unknown) {
    writeSync(this.fd, `${JSON.stringify(record)}\n`);
    fsyncSync(this.fd);
  }

  private async projection(change: Change): Promise<string> {
    const doc = change.after ?? change.before;
    // Delta mode, as Sanity evaluates a webhook: `before()` and `after()` are the document around the change.
    const tree = parse(`$doc${WEBHOOK_PROJECTION}`, { params: { doc }, mode: "delta" });
    const value = await evaluate(tree, {
      dataset: view(this.store, "published"),
      params: { doc },
      before: change.before ?? null,
      after: change.after ?? null,
    });
    return JSON.stringify(await value.get());
  }

  /**
   * Queues the deliveries of one transaction. It runs as a commit hook: inside the commit, so the
   * projection sees the dataset as the transaction left it, and the delivery is on disk before the
   * editor's request is answered.
   */
  private async enqueue(transaction: Transaction) {
    const changes = transaction.changes.filter((change) => {
      const doc = change.after ?? change.before;
      return isPublished(change.id) && doc && (WEBHOOK_TYPES as readonly string[]).includes(doc._type);
    });
    const bodies = await Promise.all(changes.map((change) => this.projection(change)));
    changes.forEach((change, index) => {
      const delivery: Delivery = {
        n: this.next++,
        seq: transaction.seq,
        idempotencyKey: randomUUID(),
        transactionId: transaction.id,
        timestamp: transaction.timestamp,
        documentId: change.id,
        operation: !change.before ? "create" : !change.after ? "delete" : "update",
        body: bodies[index] as string,
        trace: carrier(),
      };
      this.append(delivery);
      this.pending.push(delivery);
    });
    if (transaction.seq > this.enqueuedSeq) this.enqueuedSeq = transaction.seq;
    this.wake?.();
  }

  /** How many deliveries wait (sent or not yet acknowledged by the site). */
  get backlog() {
    return this.pending.length;
  }

  private send(delivery: Delivery): Promise<"done" | "retry"> {
    return traced(
      "webhook delivery",
      { "sanity.operation": delivery.operation },
      () => this.post(delivery),
      delivery.trace,
    );
  }

  private async post(delivery: Delivery): Promise<"done" | "retry"> {
    try {
      const response = await fetch(this.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sanity-webhook-signature": signDelivery(delivery.body, this.secret),
          "idempotency-key": delivery.idempotencyKey,
          "sanity-project-id": this.projectId,
          "sanity-dataset": this.dataset,
          "sanity-document-id": delivery.documentId,
          "sanity-operation": delivery.operation,
          "sanity-transaction-id": delivery.transactionId,
          "sanity-transaction-time": delivery.timestamp,
          "sanity-webhook-id": "local-lake",
          "user-agent": "Sanity.io webhook delivery (local lake)",
          // The site's revalidation joins the publish's trace (empty when traces are off).
          ...carrier(),
        },
        body: delivery.body,
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      // 2xx: delivered. 409: the site already processed this delivery. Other 4xx (a wrong secret,
      // a refused body) will not get better by retrying: log and move on, as Sanity does.
      if (response.ok || response.status === 409) {
        webhookDeliveries.inc({ outcome: "delivered" });
        return "done";
      }
      if (response.status >= 500 || response.status === 408 || response.status === 429) {
        webhookDeliveries.inc({ outcome: "retried" });
        logger.warn({ document: delivery.documentId, status: response.status }, "webhook delivery failed; retrying");
        return "retry";
      }
      webhookDeliveries.inc({ outcome: "dropped" });
      logger.error({ document: delivery.documentId, status: response.status }, "webhook refused; not retried");
      return "done";
    } catch (error) {
      webhookDeliveries.inc({ outcome: "retried" });
      logger.warn({ document: delivery.documentId, err: errorField(error) }, "webhook delivery failed; retrying");
      return "retry";
    }
  }

  private async run() {
    if (this.running) return;
    this.running = true;
    let pause = 500;
    while (!this.stopped) {
      const delivery = this.pending[0];
      if (!delivery) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = undefined;
        continue;
      }
      const outcome = await this.send(delivery);
      if (this.stopped) break;
      if (outcome === "done") {
        this.pending.shift();
        this.delivered += 1;
        this.append({ done: delivery.n });
        if (this.pending.length === 0) this.rewriteQueue();
        pause = 500;
      } else {
        await new Promise<void>((resolve) => {
          this.timer = setTimeout(resolve, pause);
          this.wake = resolve;
        });
        this.wake = undefined;
        pause = Math.min(pause * 2, MAX_PAUSE_MS);
      }
    }
    this.running = false;
  }

  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.wake?.();
    if (this.fd >= 0) closeSync(this.fd);
    this.fd = -1;
  }
}
