// The Content Lake API as the studio and @sanity/client use it: actions, mutations, listeners,
// uploads and history, against the real lake over HTTP.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { lakeForTests, ROOT } from "./harness.ts";

const lake = lakeForTests();

const ID = "news-300mm-polished-qualified-zh";
const DRAFT = `drafts.${ID}`;

describe("document actions", () => {
  it("edit makes a draft from the published document; publish, unpublish and discard move it like Sanity", async () => {
    const original = await lake.query<string>(`*[_id == "${ID}"][0].title`);
    const edit = await lake.actions([
      {
        actionType: "sanity.action.document.edit",
        draftId: DRAFT,
        publishedId: ID,
        patch: { set: { title: "新标题" } },
      },
    ]);
    expect(edit.status).toBe(200);
    const { transactionId } = (await edit.json()) as { transactionId: string };
    const draft = await lake.query<Record<string, unknown>>(`*[_id == "${DRAFT}"][0]`);
    expect(draft.title).toBe("新标题");
    expect(draft._rev).toBe(transactionId);
    expect(draft.slug).toEqual(expect.objectContaining({ current: "300mm-polished-qualified" }));
    // The published document and the published perspective are untouched; drafts show the draft.
    expect(await lake.query<string>(`*[_id == "${ID}"][0].title`, "published")).toBe(original);
    expect(await lake.query<string>(`*[_id == "${ID}"][0].title`, "drafts")).toBe("新标题");

    expect(
      (await lake.actions([{ actionType: "sanity.action.document.publish", draftId: DRAFT, publishedId: ID }])).status,
    ).toBe(200);
    expect(await lake.query<string>(`*[_id == "${ID}"][0].title`, "published")).toBe("新标题");
    expect(await lake.query<number>(`count(*[_id == "${DRAFT}"])`)).toBe(0);

    expect(
      (await lake.actions([{ actionType: "sanity.action.document.unpublish", draftId: DRAFT, publishedId: ID }]))
        .status,
    ).toBe(200);
    expect(await lake.query<number>(`count(*[_id == "${ID}"])`)).toBe(0);
    expect(await lake.query<string>(`*[_id == "${DRAFT}"][0].title`)).toBe("新标题");

    expect((await lake.actions([{ actionType: "sanity.action.document.discard", draftId: DRAFT }])).status).toBe(200);
    expect(await lake.query<number>(`count(*[_id in ["${ID}", "${DRAFT}"]])`)).toBe(0);
    // Discarding a draft that is not there is an error, not a silent success.
    expect((await lake.actions([{ actionType: "sanity.action.document.discard", draftId: DRAFT }])).status).toBe(409);
  });

  it("creates a new document as a draft and refuses to create it twice", async () => {
    const create = {
      actionType: "sanity.action.document.create",
      publishedId: "news-new-story-zh",
      attributes: { _id: "drafts.news-new-story-zh", _type: "news", title: "新故事", language: "zh" },
      ifExists: "fail",
    };
    expect((await lake.actions([create])).status).toBe(200);
    expect((await lake.actions([create])).status).toBe(409);
    expect((await lake.actions([{ ...create, ifExists: "ignore" }])).status).toBe(200);
    const doc = await lake.api("/data/doc/production/news-new-story-zh,drafts.news-new-story-zh");
    const body = (await doc.json()) as { documents: { _id: string }[]; omitted: { id: string; reason: string }[] };
    expect(body.documents.map((d) => d._id)).toEqual(["drafts.news-new-story-zh"]);
    expect(body.omitted).toEqual([{ id: "news-new-story-zh", reason: "existence" }]);
  });
});

describe("mutations", () => {
  it("applies every patch operation in one transaction and returns ids and documents", async () => {
    const response = await lake.mutate(
      [
        {
          create: {
            _id: "patch-test",
            _type: "patchTest",
            title: "hello world",
            count: 1,
            tags: ["a", "c"],
            gone: true,
          },
        },
        {
          patch: {
            id: "patch-test",
            set: { "nested.value": 1 },
            setIfMissing: { title: "not used", extra: "added" },
            unset: ["gone"],
            inc: { count: 5 },
            dec: { "nested.value": 1 },
            insert: { after: "tags[0]", items: ["b"] },
            diffMatchPatch: { title: "@@ -1,11 +1,11 @@\n hello \n-world\n+there\n" },
          },
        },
      ],
      "?returnIds=true&returnDocuments=true",
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      transactionId: string;
      documentIds: string[];
      results: { id: string; operation: string; document: Record<string, unknown> }[];
    };
    expect(body.documentIds).toEqual(["patch-test", "patch-test"]);
    expect(body.results.map((r) => r.operation)).toEqual(["create", "update"]);
    const doc = await lake.query<Record<string, unknown>>('*[_id == "patch-test"][0]');
    expect(doc).toMatchObject({
      title: "hello there",
      extra: "added",
      count: 6,
      tags: ["a", "b", "c"],
      nested: { value: 0 },
    });
    expect(doc).not.toHaveProperty("gone");
    expect(doc._rev).toBe(body.transactionId);
  });

  it("rolls back the whole transaction when one mutation fails", async () => {
    const response = await lake.mutate([
      { create: { _id: "atomic-1", _type: "atomicTest" } },
      { patch: { id: "does-not-exist", set: { a: 1 } } },
    ]);
    expect(response.status).toBe(404);
    expect(await lake.query<number>('count(*[_id == "atomic-1"])')).toBe(0);
  });

  it("answers a bad query with a 400 and a message, not a 500", async () => {
    const response = await lake.api(`/data/query/production?query=${encodeURIComponent("*[_type == ")}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe("queryParseError");
  });

  it("keys its parse cache by parameters: slices with different limits give different results", async () => {
    const q = encodeURIComponent('*[_type == "news"] | order(_id asc) [0...$limit]._id');
    const two = await (await lake.api(`/data/query/production?query=${q}&$limit=2`)).json();
    const three = await (await lake.api(`/data/query/production?query=${q}&$limit=3`)).json();
    expect((two as { result: string[] }).result).toHaveLength(2);
    expect((three as { result: string[] }).result).toHaveLength(3);
  });
});

describe("listener", () => {
  it("sends a welcome, then mutation events with mutations, revisions and mendoza effects", async () => {
    await lake.mutate([{ createOrReplace: { _id: "listen-test", _type: "listenTest", title: "one" } }]);
    const previousRev = await lake.query<string>('*[_id == "listen-test"][0]._rev');
    const controller = new AbortController();
    const response = await lake.api(
      `/data/listen/production?query=${encodeURIComponent("*[_id == $id]")}&$id=${encodeURIComponent('"listen-test"')}&effectFormat=mendoza&includeResult=true`,
      { signal: controller.signal },
    );
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    const waitFor = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    await waitFor(/event: welcome/);
    const mutation = await lake.mutate(
      [{ patch: { id: "listen-test", set: { title: "two" } } }, { createOrReplace: { _id: "other", _type: "x" } }],
      "?transactionId=tx-listen-1",
    );
    expect(mutation.status).toBe(200);
    await waitFor(/event: mutation\ndata: .*\n\n/);
    controller.abort();
    const data = JSON.parse(/event: mutation\ndata: (.*)\n/.exec(text)?.[1] ?? "{}") as Record<string, unknown>;
    expect(data).toMatchObject({
      documentId: "listen-test",
      transactionId: "tx-listen-1",
      resultRev: "tx-listen-1",
      previousRev,
      transition: "update",
      transactionTotalEvents: 1,
      mutations: [{ patch: { id: "listen-test", set: { title: "two" } } }],
      result: { _id: "listen-test", title: "two" },
    });
    expect((data.effects as { apply: unknown[] }).apply).toEqual([0, expect.objectContaining({ title: "two" })]);
  });
});

describe("assets", () => {
  it("stores an uploaded image and serves it at the address image URLs use", async () => {
    const file = readdirSync(path.join(ROOT, "studio", "seed", "assets")).find((f) => f.endsWith(".png")) as string;
    const bytes = readFileSync(path.join(ROOT, "studio", "seed", "assets", file));
    const upload = await lake.api("/assets/images/production?filename=wafer.png", { method: "POST", body: bytes });
    expect(upload.status).toBe(200);
    const { document } = (await upload.json()) as { document: Record<string, unknown> };
    const sha1 = createHash("sha1").update(bytes).digest("hex");
    const [, width, height] = /-(\d+)x(\d+)\./.exec(file) ?? [];
    expect(document._id).toBe(`image-${sha1}-${width}x${height}-png`);
    expect(document.metadata).toMatchObject({ dimensions: { width: Number(width), height: Number(height) } });
    const served = await fetch(`${lake.origin}/images/local/production/${sha1}-${width}x${height}.png`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // With parameters it is transformed (image-urls.test.ts has the rest).
    const resized = await fetch(`${lake.origin}/images/local/production/${sha1}-${width}x${height}.png?w=30`);
    expect(resized.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(30);
    expect(await lake.query<string>(`*[_id == "${document._id}"][0].originalFilename`)).toBeTruthy();

    const text = Buffer.from("参数表 datasheet");
    const fileUpload = await lake.api("/assets/files/production?filename=sheet.txt", { method: "POST", body: text });
    const fileDoc = ((await fileUpload.json()) as { document: { url: string; _type: string } }).document;
    expect(fileDoc._type).toBe("sanity.fileAsset");
    expect(Buffer.from(await (await fetch(fileDoc.url)).arrayBuffer()).toString()).toBe("参数表 datasheet");

    const notImage = await lake.api("/assets/images/production", { method: "POST", body: text });
    expect(notImage.status).toBe(400);
  });
});

describe("history", () => {
  it("lists a document's transactions and returns it as it was at a revision", async () => {
    await lake.mutate(
      [{ createOrReplace: { _id: "history-test", _type: "historyTest", title: "v1" } }],
      "?transactionId=h1",
    );
    await lake.mutate([{ patch: { id: "history-test", set: { title: "v2" } } }], "?transactionId=h2");
    const lines = (
      await (await lake.api("/data/history/production/transactions/history-test?excludeContent=true")).text()
    )
      .trim()
      .split("\n")
      .map(
        (line) => JSON.parse(line) as { id: string; effects: Record<string, { apply: unknown[]; revert: unknown[] }> },
      );
    expect(lines.map((line) => line.id)).toEqual(["h1", "h2"]);
    expect(lines[1]?.effects["history-test"]?.revert).toEqual([0, expect.objectContaining({ title: "v1" })]);
    const then = await (await lake.api("/data/history/production/documents/history-test?revision=h1")).json();
    expect((then as { documents: { title: string }[] }).documents[0]?.title).toBe("v1");
  });
});

describe("studio calls on load", () => {
  it("answers the user, project, ACL and feature calls", async () => {
    const me = (await (await lake.api("/users/me")).json()) as { id: string };
    expect(me.id).toBe("local-editor");
    const acl = (await (await lake.api("/projects/local/datasets/production/acl")).json()) as {
      permissions: string[];
    }[];
    expect(acl[0]?.permissions).toContain("update");
    expect((await lake.api("/features")).status).toBe(200);
    expect((await lake.api("/ping")).status).toBe(200);
    const saved = await lake.api("/users/me/keyvalue", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ key: "studio.test", value: { open: true } }]),
    });
    expect(saved.status).toBe(200);
    expect(await (await lake.api("/users/me/keyvalue/studio.test")).json()).toEqual([
      { key: "studio.test", value: { open: true } },
    ]);
  });

  it("refuses browser origins other than its own", async () => {
    const response = await lake.api("/users/me", { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    const own = await lake.api("/users/me", { headers: { origin: lake.origin } });
    expect(own.headers.get("access-control-allow-origin")).toBe(lake.origin);
    expect(own.headers.get("access-control-allow-credentials")).toBe("true");
  });
});

describe("WebSockets", () => {
  const socketUrl = (route: string) => `${lake.origin.replace(/^http/, "ws")}${route}`;
  const nextMessage = (socket: WebSocket, match: (text: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no message")), 10_000);
      socket.addEventListener("message", (event) => {
        const text = String(event.data);
        if (match(text)) {
          clearTimeout(timer);
          resolve(text);
        }
      });
    });
  const opened = (socket: WebSocket) =>
    new Promise<void>((resolve, reject) => {
      socket.addEventListener("open", () => resolve());
      socket.addEventListener("error", () => reject(new Error("socket failed")));
    });

  it("carries a listener's event stream, as the studio's lake transport opens it", async () => {
    const socket = new WebSocket(
      socketUrl(
        `/v2025-10-01/data/listen/production?query=${encodeURIComponent('*[_id == "ws-test"]')}&effectFormat=mendoza`,
      ),
    );
    const welcome = nextMessage(socket, (text) => text.startsWith("event: welcome"));
    await opened(socket);
    await welcome;
    const event = nextMessage(socket, (text) => text.startsWith("event: mutation"));
    await lake.mutate([{ createOrReplace: { _id: "ws-test", _type: "wsTest", n: 1 } }], "?transactionId=ws-tx");
    const data = JSON.parse(/data: (.*)\n/.exec(await event)?.[1] ?? "{}") as Record<string, unknown>;
    expect(data).toMatchObject({ documentId: "ws-test", transition: "appear", resultRev: "ws-tx" });
    socket.close();
  });

  it("relays presence between two studio sessions", async () => {
    const a = new WebSocket(socketUrl("/v2022-06-30/socket/production"));
    const b = new WebSocket(socketUrl("/v2022-06-30/socket/production"));
    await Promise.all([opened(a), opened(b)]);
    const rpc = (socket: WebSocket, id: string, method: string, params: Record<string, unknown> = {}) => {
      const reply = nextMessage(socket, (text) => text.includes(`"id":"${id}"`));
      socket.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
      return reply;
    };
    const subscription = JSON.parse(await rpc(b, "1", "presence_subscribe")).result as string;
    const seen = nextMessage(b, (text) => text.includes("presence_subscription"));
    await rpc(a, "2", "presence_announce", {
      data: { sessionId: "session-a", locations: [{ documentId: "x", path: ["title"] }] },
    });
    const message = JSON.parse(await seen) as { params: { subscription: string; result: Record<string, unknown> } };
    expect(message.params.subscription).toBe(subscription);
    expect(message.params.result).toMatchObject({
      type: "state",
      i: "local-editor",
      m: { sessionId: "session-a", locations: [{ documentId: "x", path: ["title"] }] },
    });
    a.close();
    b.close();
  });
});

describe("bad input", () => {
  it("answers malformed requests with 4xx and a message, never a 500", async () => {
    const post = (route: string, body: string) =>
      lake.api(route, { method: "POST", headers: { "content-type": "application/json" }, body });
    const answers = await Promise.all([
      post("/data/mutate/production", "{not json"),
      post("/data/mutate/production", "[]"),
      post("/data/mutate/production", JSON.stringify({ mutations: [{ create: null }] })),
      post("/data/mutate/production", JSON.stringify({ mutations: [{ create: { _id: "bad id!", _type: "x" } }] })),
      post(
        "/data/mutate/production",
        JSON.stringify({ mutations: [{ patch: { id: "siteSettings", insert: { nowhere: 1 } } }] }),
      ),
      post("/data/mutate/production", JSON.stringify({ mutations: [{ frobnicate: {} }] })),
      post("/data/actions/production", JSON.stringify({ actions: [{ actionType: "sanity.action.document.explode" }] })),
      post("/data/actions/production", JSON.stringify({ actions: [{ actionType: "sanity.action.document.publish" }] })),
      lake.api("/data/query/production?query=*&$p=%7Bnot"),
      lake.api("/data/query/production"),
      lake.api("/data/listen/production"),
      lake.api("/data/doc/other-dataset/x"),
      lake.api("/data/doc/production/%E0%A4%A"),
      lake.api("/users/me/keyvalue", { method: "PUT", body: "nope" }),
      lake.api("/nothing/here"),
    ]);
    for (const answer of answers) {
      expect(answer.status, answer.url).toBeGreaterThanOrEqual(400);
      expect(answer.status, answer.url).toBeLessThan(500);
      const body = (await answer.json()) as { error: { description: string } };
      expect(body.error.description.length).toBeGreaterThan(0);
    }
    // The dataset is untouched by all of it.
    expect(await lake.query<number>('count(*[_id == "siteSettings"])')).toBe(1);
  });
});
