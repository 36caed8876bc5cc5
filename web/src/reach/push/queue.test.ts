import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { searchPush } from "@/db/schema";
import { TEST_ENGINES, testDatabase } from "@/forms/server/testing";
import {
  type BaiduStandIn,
  type IndexNowStandIn,
  startBaiduStandIn,
  startIndexNowStandIn,
} from "../testing/push-stand-ins";
import { beijingDay, enqueuePush, MAX_ATTEMPTS, type PushOptions, pendingPushes, processPushQueue } from "./queue";

// The push queue against local stand-ins for Baidu's 普通收录 API and IndexNow: URLs queued once
// reach both engines, Baidu's daily quota stops the sending for the day (its `remain`, and its
// "over quota" refusal), refusals and outages are retried with a backoff and finally given up.

const SITE = "https://www.example.com";
const KEY = "0123456789abcdef0123";
const urls = (...paths: string[]) => paths.map((p) => `${SITE}${p}`);

describe.each(TEST_ENGINES)("search engine push queue (%s)", (engine) => {
  let database: Database;
  let baidu: BaiduStandIn;
  let indexNow: IndexNowStandIn;
  const options = (extra: Partial<PushOptions> = {}): PushOptions => ({
    engines: {
      baidu: { site: SITE, token: "baidu-token", apiBase: baidu.base },
      indexNow: { key: KEY, endpoint: `${indexNow.base}/indexnow` },
    },
    siteUrl: SITE,
    ...extra,
  });
  const rows = () => database.db.select().from(searchPush);
  const dueNow = () => database.db.execute(sql`UPDATE search_push SET next_attempt_at = now() - interval '1 second'`);

  beforeAll(async () => {
    database = await testDatabase(engine);
    baidu = await startBaiduStandIn({ site: SITE, token: "baidu-token" });
    indexNow = await startIndexNowStandIn({ key: KEY, host: "www.example.com" });
  }, 120_000); // PGlite's first start takes seconds on a loaded machine
  afterAll(async () => {
    await baidu.stop();
    await indexNow.stop();
    await database.close();
  });
  afterEach(async () => {
    await database.db.delete(searchPush);
    await database.db.execute(sql`DELETE FROM app_state WHERE key = 'baidu-push-quota'`);
    Object.assign(baidu, { received: [], requests: 0, remain: 10, down: false });
    Object.assign(indexNow, { received: [], bodies: [], requests: 0, throttle: 0, expectedKey: KEY });
  });

  it("tells both engines about queued URLs once, in one request each", async () => {
    const story = urls("/news/a", "/en/news/a-en");
    expect(await enqueuePush(database.db, story, options().engines)).toBe(4);
    // Publishing again while they wait adds nothing.
    expect(await enqueuePush(database.db, story, options().engines)).toBe(0);
    expect(await pendingPushes(database.db)).toEqual({ baidu: 2, indexnow: 2 });

    const result = await processPushQueue(database.db, options());
    expect(result.baidu).toMatchObject({ sent: 2, failed: 0 });
    expect(result.indexnow).toMatchObject({ sent: 2, failed: 0 });
    const sorted = (batches: string[][]) => batches.map((batch) => [...batch].sort());
    expect(sorted(baidu.received)).toEqual(sorted([story]));
    expect(sorted(indexNow.received)).toEqual(sorted([story]));
    expect(indexNow.bodies[0]).toEqual({
      host: "www.example.com",
      key: KEY,
      keyLocation: `${SITE}/${KEY}.txt`,
      urlList: expect.arrayContaining(story),
    });
    expect((await rows()).every((row) => row.status === "sent" && row.sentAt)).toBe(true);
    expect(await pendingPushes(database.db)).toEqual({ baidu: 0, indexnow: 0 });
    // Nothing due: no request.
    await processPushQueue(database.db, options());
    expect(baidu.requests + indexNow.requests).toBe(2);
  });

  it("sends no more to Baidu today once it says nothing remains, and sends again the next day", async () => {
    const baiduOnly = options({ engines: { baidu: options().engines.baidu } });
    baidu.remain = 2;
    await enqueuePush(database.db, urls("/product/a", "/en/product/a"), baiduOnly.engines);
    expect((await processPushQueue(database.db, baiduOnly)).baidu.sent).toBe(2); // remain: 0
    await enqueuePush(database.db, urls("/news/b"), baiduOnly.engines);
    await processPushQueue(database.db, baiduOnly);
    expect(baidu.requests).toBe(1);

    baidu.remain = 10; // a new day at Baidu
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    expect(beijingDay(tomorrow)).not.toBe(beijingDay(new Date()));
    expect((await processPushQueue(database.db, { ...baiduOnly, now: () => tomorrow })).baidu.sent).toBe(1);
    expect(baidu.received.at(-1)).toEqual(urls("/news/b"));
  });

  it("keeps URLs waiting, attempts unchanged, when Baidu answers 'over quota', and stops for the day", async () => {
    const baiduOnly = options({ engines: { baidu: options().engines.baidu } });
    baidu.remain = 0;
    await enqueuePush(database.db, urls("/jobs/a", "/en/jobs/a"), baiduOnly.engines);
    expect((await processPushQueue(database.db, baiduOnly)).baidu).toMatchObject({ deferred: 2, failed: 0 });
    const waiting = await rows();
    expect(waiting.map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
    expect(waiting[0]?.lastError).toMatch(/over quota/);
    await processPushQueue(database.db, baiduOnly);
    expect(baidu.requests).toBe(1);
  });

  it("sends Baidu only what remains today, the rest waits", async () => {
    const baiduOnly = options({ engines: { baidu: options().engines.baidu } });
    baidu.remain = 4;
    await enqueuePush(database.db, urls("/a"), baiduOnly.engines);
    await processPushQueue(database.db, baiduOnly); // Baidu: 3 remain
    await enqueuePush(database.db, urls("/b", "/c", "/d", "/e", "/f"), baiduOnly.engines);
    expect((await processPushQueue(database.db, baiduOnly)).baidu.sent).toBe(3);
    expect(baidu.received.at(-1)).toHaveLength(3);
    for (const url of baidu.received.at(-1) ?? []) expect(urls("/b", "/c", "/d", "/e", "/f")).toContain(url);
    expect(await pendingPushes(database.db)).toEqual({ baidu: 2, indexnow: 0 });
  });

  it("retries a refusal or an outage after a backoff, and gives up after MAX_ATTEMPTS", async () => {
    const refused = options();
    refused.engines.baidu = {
      ...(refused.engines.baidu as NonNullable<PushOptions["engines"]["baidu"]>),
      token: "wrong",
    };
    indexNow.expectedKey = "another-key-entirely";
    await enqueuePush(database.db, urls("/x"), refused.engines);
    const result = await processPushQueue(database.db, refused);
    expect(result.baidu.failed).toBe(1);
    expect(result.indexnow.failed).toBe(1);
    const [a, b] = await rows();
    expect(a?.attempts).toBe(1);
    expect(a?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect([a?.lastError, b?.lastError].sort()).toEqual([
      expect.stringMatching(/baidu answered 401: token is not valid/),
      expect.stringMatching(/indexnow answered 403/),
    ]);
    // Before the backoff: nothing is sent.
    const requests = baidu.requests + indexNow.requests;
    await processPushQueue(database.db, refused);
    expect(baidu.requests + indexNow.requests).toBe(requests);

    // An outage, then a rate limit: still retried; then the right key and token: sent.
    baidu.down = true;
    indexNow.expectedKey = KEY;
    indexNow.throttle = 1;
    await dueNow();
    const outage = await processPushQueue(database.db, options());
    expect(outage.baidu.failed + outage.indexnow.failed).toBe(2);
    expect((await rows()).map((row) => row.lastError).sort()).toEqual([
      expect.stringMatching(/baidu answered 500/),
      expect.stringMatching(/indexnow answered 429/),
    ]);
    baidu.down = false;
    await dueNow();
    const recovered = await processPushQueue(database.db, options());
    expect(recovered.baidu.sent + recovered.indexnow.sent).toBe(2);

    // An engine that keeps failing: the URL is given up after MAX_ATTEMPTS.
    await database.db.delete(searchPush);
    await enqueuePush(database.db, urls("/y"), { indexNow: options().engines.indexNow });
    await database.db.update(searchPush).set({ attempts: MAX_ATTEMPTS - 1 });
    indexNow.throttle = 1;
    await processPushQueue(database.db, options({ engines: { indexNow: options().engines.indexNow } }));
    const [given] = await rows();
    expect(given?.status).toBe("failed");
  });

  it("marks the URLs an engine will never take as refused, and an unreachable engine as a failure", async () => {
    await enqueuePush(database.db, ["https://elsewhere.example/news/a"], options().engines);
    const result = await processPushQueue(database.db, options());
    expect(result.baidu.refused).toBe(1);
    expect(result.indexnow.refused).toBe(1);
    expect((await rows()).every((row) => row.status === "refused")).toBe(true);

    await enqueuePush(database.db, urls("/z"), options().engines);
    const away = await processPushQueue(
      database.db,
      options({
        engines: {
          baidu: { site: SITE, token: "t", apiBase: "http://127.0.0.1:9" },
          indexNow: { key: KEY, endpoint: "http://127.0.0.1:9/indexnow" },
        },
      }),
    );
    expect(away.baidu.failed + away.indexnow.failed).toBe(2);
    const failed = await database.db
      .select()
      .from(searchPush)
      .where(eq(searchPush.url, `${SITE}/z`));
    expect(failed.every((row) => /unreachable/.test(row.lastError ?? ""))).toBe(true);
  });
});
