import "server-only";
import { sql } from "drizzle-orm";
import { sharedRedis } from "@/config/redis";
import { queryEmbedded } from "@/content/embedded";
import { querySanity } from "@/content/sanity";
import { contentMode } from "@/content/source";
import { getDatabase } from "@/db/client";
import { errorField, log } from "@/ops/log";

// What `/api/ready` checks before a load balancer sends visitors to this instance: the submissions
// database, the content backend and, when configured, Redis. Answers say only "ok" or "down" per
// part: no host names, URLs or error texts (they may carry credentials).

export type CheckResult = "ok" | "down";
export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
}

const TIMEOUT_MS = 2000;

async function check(run: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return "ok";
  } catch (error) {
    log("ready").warn({ err: errorField(error) }, "readiness check failed");
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(): Promise<Readiness> {
  const checks: Record<string, Promise<CheckResult>> = {
    database: check(async () => {
      const { db } = await getDatabase();
      await db.execute(sql`select 1`);
    }),
    // The cheapest query that proves the backend answers (uncached, on purpose).
    content: check(() =>
      (contentMode() === "sanity" ? querySanity : queryEmbedded)({
        query: `count(*[_type == "page"])`,
        perspective: "published",
      }),
    ),
  };
  const redis = sharedRedis();
  if (redis) {
    checks.redis = check(async () => {
      // A fresh client may still be connecting: give it one short moment.
      await redis.connected(200);
      await redis.client.ping();
    });
  }
  const settled = Object.fromEntries(
    await Promise.all(Object.entries(checks).map(async ([name, result]) => [name, await result] as const)),
  );
  return { ready: Object.values(settled).every((result) => result === "ok"), checks: settled };
}
