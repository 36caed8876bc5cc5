import "server-only";
import { siteUrl } from "@/config/site-url";
import { getDatabase } from "@/db/client";
import { errorField, log } from "@/ops/log";
import { metrics } from "@/ops/metrics";
import { baiduPushConfig, indexNowConfig, pushPollMs } from "@/reach/config";
import { type PushEngines, processPushQueue } from "./queue";

// The push worker of a server process: polls the queue for due URLs and is woken after each
// publish (kickPushWorker). Every instance runs one; the queue's leases keep them apart. Without
// BAIDU_PUSH_* and INDEXNOW_KEY it never starts.

const state = globalThis as unknown as {
  __waferPush?: { timer: NodeJS.Timeout; running: boolean; again: boolean };
};

/** The engines this process is configured for. */
export function pushEngines(): PushEngines {
  return { baidu: baiduPushConfig(), indexNow: indexNowConfig() };
}

export function startPushWorker(): void {
  const engines = pushEngines();
  if (state.__waferPush || (!engines.baidu && !engines.indexNow)) return;
  const timer = setInterval(() => kickPushWorker(), pushPollMs());
  timer.unref();
  state.__waferPush = { timer, running: false, again: false };
  kickPushWorker();
}

/** Runs a round now (or right after the current one). */
export function kickPushWorker(): void {
  const worker = state.__waferPush;
  if (!worker) return;
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = true;
  void (async () => {
    try {
      do {
        worker.again = false;
        const { db } = await getDatabase();
        const results = await processPushQueue(db, { engines: pushEngines(), siteUrl: siteUrl() });
        for (const [engine, result] of Object.entries(results)) {
          const m = metrics().searchPush;
          if (result.sent) m.inc({ engine, outcome: "sent" }, result.sent);
          if (result.refused) m.inc({ engine, outcome: "refused" }, result.refused);
          if (result.deferred) m.inc({ engine, outcome: "quota" }, result.deferred);
          if (result.failed) {
            m.inc({ engine, outcome: "failed" }, result.failed);
            log("push").warn({ engine, urls: result.failed }, "search engine push failed; retrying with a backoff");
          }
          if (result.deferred) log("push").warn({ engine, urls: result.deferred }, "Baidu's daily quota is used up");
        }
      } while (worker.again);
    } catch (error) {
      log("push").error({ err: errorField(error) }, "search engine push round failed");
    } finally {
      worker.running = false;
    }
  })();
}
