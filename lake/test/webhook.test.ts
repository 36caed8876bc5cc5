// The publish webhook as the site receives it: signed like Sanity's, projected with translations,
// and retried until the site is up, in order.
import { createServer, type Server } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { verifyDelivery } from "../../web/src/publish/webhook.ts";
import { freePort, type RunningLake, removeDir, startLake, tempDataDir } from "./harness.ts";

const SECRET = "test-webhook-secret-0123456789";
const lakes: RunningLake[] = [];
const servers: Server[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const lake of lakes) await lake.stop();
  for (const server of servers) server.close();
  for (const dir of dirs) removeDir(dir);
});

interface Received {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function receiver(port: number, received: Received[]): Promise<Server> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ body, headers: req.headers });
      res.writeHead(200, { "content-type": "application/json" }).end('{"revalidated":true}');
    });
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

const until = async (check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe("webhook", () => {
  it("retries while the site is down, then delivers in order, signed, with the translations projection", async () => {
    const port = await freePort();
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const lake = await startLake(
      { LAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/revalidate`, LAKE_WEBHOOK_SECRET: SECRET },
      dataDir,
    );
    lakes.push(lake);
    const id = "news-300mm-polished-qualified-zh";
    // The site is down: an editor edits a draft (no webhook), publishes, and edits the settings.
    await lake.actions([
      {
        actionType: "sanity.action.document.edit",
        draftId: `drafts.${id}`,
        publishedId: id,
        patch: { set: { title: "新" } },
      },
    ]);
    await lake.actions([{ actionType: "sanity.action.document.publish", draftId: `drafts.${id}`, publishedId: id }]);
    await lake.mutate([{ patch: { id: "siteSettings", set: { badgeLink: "https://example.com/badge" } } }]);
    await new Promise((resolve) => setTimeout(resolve, 1200));

    // The lake restarts while deliveries are pending: they were queued on disk.
    await lake.stop();
    const restarted = await startLake(
      { LAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/revalidate`, LAKE_WEBHOOK_SECRET: SECRET },
      dataDir,
    );
    lakes.push(restarted);

    const received: Received[] = [];
    await receiver(port, received);
    await until(() => received.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(2);

    const [news, settings] = received as [Received, Received];
    // The address fields let the site tell search engines about the page (issue 43).
    expect(JSON.parse(news.body)).toMatchObject({
      _id: id,
      _type: "news",
      slug: expect.any(String),
      language: expect.stringMatching(/^(zh|en)$/),
      translations: expect.arrayContaining([id, "news-300mm-polished-qualified-en"]),
    });
    expect(JSON.parse(settings.body)).toMatchObject({ _id: "siteSettings", _type: "siteSettings" });
    for (const delivery of received) {
      const verdict = verifyDelivery(delivery.body, delivery.headers["sanity-webhook-signature"] as string, SECRET);
      expect(verdict.ok).toBe(true);
      expect(delivery.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(delivery.headers["content-type"]).toBe("application/json");
    }
    expect(news.headers["sanity-operation"]).toBe("update");
  }, 60_000);

  it("sends a delete when a story is unpublished, and nothing for draft edits", async () => {
    const port = await freePort();
    const received: Received[] = [];
    await receiver(port, received);
    const lake = await startLake({ LAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, LAKE_WEBHOOK_SECRET: SECRET });
    lakes.push(lake);
    dirs.push(lake.dataDir);
    const id = "news-chongqing-200mm-capacity-en";
    await lake.actions([{ actionType: "sanity.action.document.unpublish", draftId: `drafts.${id}`, publishedId: id }]);
    await lake.actions([
      {
        actionType: "sanity.action.document.edit",
        draftId: `drafts.${id}`,
        publishedId: id,
        patch: { set: { title: "x" } },
      },
    ]);
    await until(() => received.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(1);
    expect(received[0]?.headers["sanity-operation"]).toBe("delete");
    expect(JSON.parse(received[0]?.body ?? "{}")).toMatchObject({ _id: id, _type: "news" });
  }, 30_000);
});

describe("webhook delta", () => {
  it("tells the slug before the change (before(), as Sanity's webhooks do), so the site can redirect the old path", async () => {
    const port = await freePort();
    const received: Received[] = [];
    await receiver(port, received);
    const lake = await startLake({ LAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, LAKE_WEBHOOK_SECRET: SECRET });
    lakes.push(lake);
    dirs.push(lake.dataDir);
    const id = "news-chongqing-200mm-capacity-zh";
    await lake.mutate([{ patch: { id, set: { slug: { _type: "slug", current: "chongqing-renamed" } } } }]);
    await lake.mutate([{ patch: { id, set: { title: "同一网址" } } }]);
    await until(() => received.length >= 2);
    expect(received.map((delivery) => JSON.parse(delivery.body))).toMatchObject([
      { _id: id, slug: "chongqing-renamed", previousSlug: "chongqing-200mm-capacity" },
      { _id: id, slug: "chongqing-renamed", previousSlug: "chongqing-renamed" },
    ]);
  }, 30_000);
});
