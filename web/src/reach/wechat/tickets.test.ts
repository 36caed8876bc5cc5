import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Daemon, freePort, notInstalled, startRedis } from "@/testing/daemons";
import { startWeChatStandIn, type WeChatStandIn } from "../testing/wechat-stand-in";
import { memoryTicketStore, redisTicketStore } from "./ticket-store";
import { jsapiTicket, WeChatUnavailable } from "./tickets";

// The access token and jsapi_ticket against a local stand-in for WeChat's API: fetched once and
// kept, fetched again after they expire, a token WeChat no longer accepts replaced once, WeChat
// unreachable reported as such, and (with Redis) two instances refreshing an expired ticket once.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("jsapi_ticket from WeChat's API (stand-in)", () => {
  let wechat: WeChatStandIn;
  const config = () => ({ appId: wechat.appId, appSecret: wechat.appSecret, apiBase: wechat.base });

  beforeAll(async () => {
    wechat = await startWeChatStandIn();
  });
  afterAll(() => wechat.stop());

  it("fetches a token and a ticket once, then serves the kept ticket", async () => {
    const store = memoryTicketStore();
    const before = { ...wechat.calls };
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => jsapiTicket(config(), { store })));
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(await jsapiTicket(config(), { store })).toBe(a);
    expect(wechat.calls.token - before.token).toBe(1);
    expect(wechat.calls.ticket - before.ticket).toBe(1);
  });

  it("fetches a new ticket once the old one has expired", async () => {
    const store = memoryTicketStore();
    wechat.expiresIn = 2; // kept 1 s (half of a short lifetime is the margin)
    try {
      const first = await jsapiTicket(config(), { store });
      await sleep(1100);
      const second = await jsapiTicket(config(), { store });
      expect(second).not.toBe(first);
      expect(wechat.tickets.at(-1)).toBe(second);
    } finally {
      wechat.expiresIn = 7200;
    }
  });

  it("replaces an access token WeChat no longer accepts, once", async () => {
    const store = memoryTicketStore();
    await store.set("token:wx-test-app", "token-revoked", 60_000);
    const before = { ...wechat.calls };
    const ticket = await jsapiTicket(config(), { store });
    expect(ticket).toMatch(/^ticket-/);
    expect(wechat.calls.token - before.token).toBe(1);
    expect(wechat.calls.ticket - before.ticket).toBe(2);
    expect(await store.get("token:wx-test-app")).not.toBe("token-revoked");
  });

  it("refuses a wrong secret and an unreachable WeChat with WeChatUnavailable, keeping nothing", async () => {
    const store = memoryTicketStore();
    await expect(jsapiTicket({ ...config(), appSecret: "wrong" }, { store })).rejects.toThrow(WeChatUnavailable);
    await expect(jsapiTicket({ ...config(), apiBase: "http://127.0.0.1:9" }, { store })).rejects.toThrow(/unreachable/);
    expect(await store.get("ticket:wx-test-app")).toBeNull();
    expect(await store.get("lock:wx-test-app")).toBeNull();
  });
});

describe("jsapi_ticket shared by two instances in Redis", () => {
  let redis: Daemon | null = null;
  let wechat: WeChatStandIn;
  const clients: Redis[] = [];

  beforeAll(async () => {
    wechat = await startWeChatStandIn();
    redis = await startRedis(await freePort(process.env.REDIS_TEST_PORT));
  }, 600_000);
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await redis?.remove();
    await wechat?.stop();
  });

  const instance = async (prefix: string) => {
    const client = new Redis(redis?.url as string, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on("error", () => {});
    clients.push(client);
    while (client.status !== "ready") await sleep(20);
    return redisTicketStore(client, prefix);
  };

  it("refreshes an expired ticket once (SET NX PX lock): the other instance waits and reads it", async (context) => {
    if (!redis) return context.skip(notInstalled("redis-server"));
    const prefix = `test-wechat-${Date.now()}:`;
    const [a, b] = [await instance(prefix), await instance(prefix)];
    const config = { appId: wechat.appId, appSecret: wechat.appSecret, apiBase: wechat.base };
    wechat.expiresIn = 2;
    try {
      const first = await Promise.all([jsapiTicket(config, { store: a }), jsapiTicket(config, { store: b })]);
      expect(first[0]).toBe(first[1]);
      expect(wechat.calls.ticket).toBe(1);
      await sleep(1100); // expired in Redis (PX)
      const second = await Promise.all([jsapiTicket(config, { store: a }), jsapiTicket(config, { store: b })]);
      expect(second[0]).toBe(second[1]);
      expect(second[0]).not.toBe(first[0]);
      expect(wechat.calls).toEqual({ token: 2, ticket: 2 });
    } finally {
      wechat.expiresIn = 7200;
    }
  });
});
