// Sanity parity where editors and scripts notice it (issue 44, "Done when" 3): @sanity/client
// 8.15.0 against the real lake process, and the raw HTTP forms Sanity documents.
import { createServer, type Server } from "node:http";
import { createClient, type MutationEvent, type SanityClient } from "@sanity/client";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningLake, removeDir, startLake } from "./harness.ts";
import { hugePng, twoColourPng } from "./image-payloads.ts";

const READ_TOKEN = "site-read-token-for-the-parity-test";
let lake: RunningLake;
let receiver: Server;
const deliveries: string[] = [];

const clientFor = (token?: string): SanityClient =>
  createClient({
    projectId: "local",
    dataset: "production",
    apiHost: lake.origin,
    useProjectHostname: false,
    apiVersion: "2025-10-01",
    useCdn: false,
    ...(token ? { token } : {}),
  });

beforeAll(async () => {
  const port = await freePort();
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      deliveries.push(body);
      res.writeHead(200, { "content-type": "application/json" }).end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
  lake = await startLake({
    LAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/revalidate`,
    LAKE_WEBHOOK_SECRET: "parity-webhook-secret-0123456789",
    LAKE_READ_TOKEN: READ_TOKEN,
  });
});

afterAll(async () => {
  await lake?.stop();
  receiver?.close();
  if (lake) removeDir(lake.dataDir);
});

const until = async (check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const news = (id: string, title: string) => ({ _id: id, _type: "news", language: "zh", title });

describe("dryRun", () => {
  it("answers what the commit would have answered, and writes, tells and calls nothing", async () => {
    const client = clientFor();
    const events: MutationEvent[] = [];
    let welcomed = false;
    const subscription = client
      .listen("*[_type == 'news' && _id match 'parity-*']", {}, { events: ["welcome", "mutation"] })
      .subscribe((event) => {
        if (event.type === "welcome") welcomed = true;
        if (event.type === "mutation") events.push(event);
      });
    try {
      await until(() => welcomed); // the listener is open

      // The body form, as Sanity's HTTP documentation writes it.
      const body = await client.request<{
        transactionId: string;
        results: { id: string; operation: string; document?: Record<string, unknown> }[];
      }>({
        url: "/data/mutate/production?returnIds=true&returnDocuments=true",
        method: "POST",
        body: { mutations: [{ create: news("parity-dry-body", "只是试试 Only trying") }], dryRun: true },
      });
      expect(body.results).toEqual([
        {
          id: "parity-dry-body",
          operation: "create",
          document: expect.objectContaining({ _id: "parity-dry-body", title: "只是试试 Only trying" }),
        },
      ]);
      expect(body.results[0]?.document?._rev).toBe(body.transactionId);

      // The query-parameter form, which @sanity/client sends for its `dryRun` option.
      const created = await client.create(news("parity-dry-query", "也只是试试"), { dryRun: true });
      expect(created).toEqual(expect.objectContaining({ _id: "parity-dry-query", title: "也只是试试" }));

      // A dry-run delete of a document that exists answers the delete and keeps the document.
      await client.create(news("parity-kept", "留下 Kept"));
      const deleted = await client.request<{ results: { id: string; operation: string }[] }>({
        url: "/data/mutate/production?returnIds=true",
        method: "POST",
        body: { mutations: [{ delete: { id: "parity-kept" } }], dryRun: true },
      });
      expect(deleted.results).toEqual([{ id: "parity-kept", operation: "delete" }]);

      // Actions take it in the body too (@sanity/client's `action(…, {dryRun: true})`).
      await client.action(
        {
          actionType: "sanity.action.document.create",
          publishedId: "parity-dry-action",
          attributes: { ...news("drafts.parity-dry-action", "草稿 Draft") },
          ifExists: "fail",
        },
        { dryRun: true },
      );

      // A real commit after them: the listener and the webhook see it, and only it.
      await client.create(news("parity-real", "真的 Real"));
      await until(() => events.some((event) => event.documentId === "parity-real"));
      await until(() => deliveries.some((delivery) => delivery.includes("parity-real")));

      const ids = ["parity-dry-body", "parity-dry-query", "parity-dry-action", "drafts.parity-dry-action"];
      expect(await client.fetch("*[_id in $ids]._id", { ids }, { perspective: "raw" })).toEqual([]);
      expect(await client.fetch("*[_id == 'parity-kept'][0].title", {}, { perspective: "raw" })).toBe("留下 Kept");
      expect(events.map((event) => event.documentId).sort()).toEqual(["parity-kept", "parity-real"]);
      expect(deliveries.filter((delivery) => /parity-dry/.test(delivery))).toEqual([]);
      expect(deliveries.filter((delivery) => delivery.includes("parity-kept"))).toHaveLength(1);
    } finally {
      subscription.unsubscribe();
    }
  });
});

describe("a query that names a parameter it was not given", () => {
  it("is refused with 400 queryParseError, as Sanity refuses it, not answered []", async () => {
    const query = "*[_type == 'news' && slug.current == $slug][0...2]{title}";
    const response = await lake.api(`/data/query/production?query=${encodeURIComponent(query)}`);
    expect(response.status).toBe(400);
    const start = query.indexOf("$slug");
    expect(await response.json()).toEqual({
      error: {
        description: "param $slug referenced, but not provided",
        type: "queryParseError",
        query,
        start,
        end: start + "$slug".length,
      },
      statusCode: 400,
      message: "param $slug referenced, but not provided",
    });
    // @sanity/client shows it as the GROQ parse error it is on Sanity.
    await expect(clientFor().fetch(query)).rejects.toThrow(/param \$slug referenced, but not provided/);
    // Given, it is a parameter like any other; a POST body's parameters count too.
    expect(await clientFor().fetch(query, { slug: "no-such-slug" })).toEqual([]);
    const post = await lake.api("/data/query/production", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "count(*[_type == $type])", params: { type: "news" } }),
    });
    expect(post.status).toBe(200);
    // A listener is refused before its stream opens; given the parameter, it opens.
    const listen = (search: string) =>
      lake.api(`/data/listen/production?query=${encodeURIComponent("*[_id == $id]")}${search}`);
    const refused = await listen("");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { description: "param $id referenced, but not provided", type: "queryParseError" },
    });
    const opened = await listen(`&${encodeURIComponent("$id")}=${encodeURIComponent('"x"')}`);
    expect(opened.status).toBe(200);
    await opened.body?.cancel();
    // Parameters of a custom function are its own, not the request's.
    expect(await clientFor().fetch("fn ex::pick($doc) = $doc{title}; ex::pick({'title': 'x', 'y': 1})")).toEqual({
      title: "x",
    });
  });
});

describe("dateTime() in a projection", () => {
  it("comes back as an ISO string, as on Sanity", async () => {
    const result = await clientFor().fetch<Record<string, unknown>>(
      `{
        "at": dateTime("2024-05-01T08:30:00Z"),
        "later": dateTime("2024-05-01T08:30:00Z") + 60,
        "list": [dateTime("2024-05-01T08:30:00.5Z")],
        "nested": {"now": dateTime(now())},
        "docs": *[_type == 'news'][0...1]{"when": dateTime(_createdAt)}
      }`,
    );
    expect(result.at).toBe("2024-05-01T08:30:00Z");
    expect(result.later).toBe("2024-05-01T08:31:00Z");
    expect(result.list).toEqual(["2024-05-01T08:30:00.500Z"]);
    expect(typeof (result.nested as { now: unknown }).now).toBe("string");
    for (const doc of result.docs as { when: unknown }[]) expect(doc.when).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe("the read token on loopback", () => {
  it("reads, and writes nothing anywhere (mutate, actions, uploads, users), as with sign-in", async () => {
    const reader = clientFor(READ_TOKEN);
    expect(await reader.fetch("count(*[_type == 'news']) > 0")).toBe(true);
    await expect(reader.create(news("parity-by-reader", "不该写入"))).rejects.toMatchObject({ statusCode: 403 });
    await expect(
      reader.action({
        actionType: "sanity.action.document.create",
        publishedId: "parity-by-reader",
        attributes: news("drafts.parity-by-reader", "不该写入"),
        ifExists: "fail",
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
    await expect(reader.assets.upload("file", Buffer.from("not for a reader"))).rejects.toMatchObject({
      statusCode: 403,
    });
    // Restoring a revision is a mutation (the studio's history restore sends createOrReplace).
    await expect(reader.createOrReplace(news("parity-real", "旧版本 Old revision"))).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(await clientFor().fetch("*[_id match 'parity-by-reader*']._id", {}, { perspective: "raw" })).toEqual([]);
    // Without the read token, loopback stays what it was: the one local editor, who writes.
    expect(await clientFor().create(news("parity-by-editor", "编辑写入"))).toEqual(
      expect.objectContaining({ _id: "parity-by-editor" }),
    );
  });
});

describe("an uploaded image's metadata", () => {
  it("has Sanity's lqip, palette and blurHash, computed from the image", async () => {
    const asset = await clientFor().assets.upload("image", await twoColourPng(), { filename: "two.png" });
    const metadata = asset.metadata as unknown as Record<string, unknown> & {
      lqip: string;
      blurHash: string;
      palette: Record<string, { background: string; foreground: string; population: number }>;
    };
    expect(metadata.lqip).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/);
    const lqip = await sharp(Buffer.from(metadata.lqip.split(",")[1] as string, "base64")).metadata();
    expect([lqip.format, lqip.width, lqip.height]).toEqual(["jpeg", 20, 13]);
    // Two thirds red: the dominant swatch is red, and blue is among the others.
    const dominant = metadata.palette.dominant;
    expect(dominant?.background).toMatch(/^#[0-9a-f]{6}$/);
    const rgb = (color = "") => [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16)) as number[];
    const [r = 0, g = 0, b = 0] = rgb(dominant?.background);
    expect(r).toBeGreaterThan(180);
    expect(Math.max(g, b)).toBeLessThan(80);
    expect(dominant?.population).toBeGreaterThan(50);
    const blueish = Object.values(metadata.palette).filter((swatch) => {
      const [sr = 255, , sb = 0] = rgb(swatch.background);
      return sb > 150 && sr < 80;
    });
    expect(blueish.length).toBeGreaterThan(0);
    // 4 × 3 components: 28 characters of base 83, the first "L" (Sanity's hashes start so).
    expect(metadata.blurHash).toMatch(/^L[0-9A-Za-z#$%*+,.:;=?@[\]^_{|}~-]{27}$/);
    expect([metadata.hasAlpha, metadata.isOpaque]).toEqual([false, true]);
    // What was stored is what a query reads.
    const stored = await clientFor().fetch("*[_id == $id][0].metadata{lqip, blurHash}", { id: asset._id });
    expect(stored).toEqual({ lqip: metadata.lqip, blurHash: metadata.blurHash });
  });

  it("stores an image too large to decode without them, at once, and never answers 500", async () => {
    const started = performance.now();
    const asset = await clientFor().assets.upload("image", hugePng(), { filename: "bomb.png" });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(asset.metadata.dimensions).toEqual(expect.objectContaining({ width: 60_000, height: 60_000 }));
    expect(asset.metadata).not.toHaveProperty("lqip");
  });
});
