// The Live Content API (GET /data/live/events/<dataset>), as the studio's Presentation tool and
// @sanity/client's `live.events()` use it: a `welcome` event, then a `message` event naming sync tags
// whenever content changed. Sanity tags each query result with fine-grained sync tags; the lake
// tags every query with one tag for the whole dataset (`syncTags` in query answers), so a change
// makes live queries fetch again. Without this endpoint the Presentation tool crashes on open.
import type { ServerResponse } from "node:http";
import { MAX_LISTENER_BACKLOG_BYTES, sse } from "./listen.ts";
import type { Store } from "./store.ts";

/** The one sync tag of every query answer and every live event. */
export const DATASET_SYNC_TAG = "s1:lake";

const KEEPALIVE_MS = 20_000;

export class LiveEvents {
  /** Each open stream, and whether it asked for drafts (`includeDrafts=true`). */
  private open = new Map<ServerResponse, boolean>();

  constructor(store: Store) {
    store.on("transaction", (transaction) => {
      // As with Sanity, a stream without drafts hears only of published changes. It matters: the
      // Presentation tool's first fetch is dropped when an event arrives before it answers, and
      // opening the tool writes a preview secret, a draft.
      const published = transaction.changes.some(
        (change) => !change.id.startsWith("drafts.") && !change.id.startsWith("versions."),
      );
      const event = sse("message", { tags: [DATASET_SYNC_TAG] }, transaction.id);
      for (const [res, drafts] of this.open) {
        if (!drafts && !published) continue;
        // A stream whose client does not read is closed rather than buffered (listen.ts).
        if (res.writableLength > MAX_LISTENER_BACKLOG_BYTES) res.destroy();
        else res.write(event);
      }
    });
  }

  get count() {
    return this.open.size;
  }

  attach(res: ServerResponse, includeDrafts: boolean) {
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    res.write(sse("welcome", {}));
    this.open.set(res, includeDrafts);
    const keepalive = setInterval(() => res.write(": keepalive\n\n"), KEEPALIVE_MS);
    res.on("close", () => {
      clearInterval(keepalive);
      this.open.delete(res);
    });
  }
}
