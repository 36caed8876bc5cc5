// Issue 40: what the lake remembers per connection is bounded. WebSocket messages are capped at
// 64 KB (ws allowed 100 MB), presence sockets not signed in are few and short-lived, a socket holds
// few subscriptions, and a listener that never reads is closed instead of having every later
// transaction queued in the lake's memory.
import { spawnSync } from "node:child_process";
import { connect, type Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lakeForTests, ROOT, type RunningLake, removeDir, rssMb, startLake, tempDataDir } from "./harness.ts";

const opened = (socket: WebSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve());
    socket.addEventListener("error", () => reject(new Error("socket failed")));
  });
const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
const replies = (socket: WebSocket) => {
  const seen: Record<string, unknown>[] = [];
  socket.addEventListener("message", (event) => {
    if (String(event.data).startsWith("{")) seen.push(JSON.parse(String(event.data)) as Record<string, unknown>);
  });
  return seen;
};
const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

describe("connections are bounded (issue 40)", () => {
  const lake = lakeForTests();
  const socketUrl = (route: string) => `${lake.origin.replace(/^http/, "ws")}${route}`;

  it("closes a WebSocket that sends a message over 64 KB (1009) and refuses a 17th presence subscription", async () => {
    const socket = new WebSocket(socketUrl("/v2025-10-01/socket/production"));
    await opened(socket);
    const seen = replies(socket);
    for (let id = 1; id <= 17; id++) socket.send(JSON.stringify({ jsonrpc: "2.0", id, method: "presence_subscribe" }));
    expect(await until(() => seen.length === 17)).toBe(true);
    expect(seen.filter((reply) => reply.error).map((reply) => reply.id)).toEqual([17]);
    const code = closed(socket);
    socket.send(
      JSON.stringify({ jsonrpc: "2.0", id: 18, method: "presence_announce", params: { data: "x".repeat(100_000) } }),
    );
    expect(await code).toBe(1009);
  });

  it("closes listeners that never read instead of queueing every transaction for them; RSS stays flat", async () => {
    const pid = lake.child.pid as number;
    const url = new URL(lake.origin);
    const query = encodeURIComponent('*[_type == "bulk"]');
    // Twenty clients open a listener with whole documents and never read a byte.
    const stalled: Socket[] = [];
    for (let i = 0; i < 20; i++) {
      const socket = connect(Number(url.port), url.hostname);
      socket.on("error", () => undefined);
      socket.write(
        `GET /v2025-10-01/data/listen/production?query=${query}&includeResult=true HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`,
      );
      socket.pause();
      stalled.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 25);
    // 40 transactions of a 1 MB document: 40 MB per listener, 800 MB if all were kept.
    const text = "字".repeat(350_000);
    for (let n = 0; n < 40; n++) {
      const response = await lake.mutate([{ createOrReplace: { _id: `bulk-${n}`, _type: "bulk", text } }]);
      expect(response.status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    clearInterval(sampler);
    const after = rssMb(pid);
    console.log(
      `20 stalled listeners × 40 MB of events: lake RSS ${before.toFixed(0)} → peak ${peak.toFixed(0)} → ${after.toFixed(0)} MB`,
    );
    for (const socket of stalled) socket.destroy();
    // The store keeps the 40 documents and their history (about 85 MB); each listener at most 4 MB
    // unread (plus one event and the kernel's socket buffers) before it is closed. Unbounded, the
    // twenty queues alone held 1.6 GB.
    expect(peak - before).toBeLessThan(400);
    // A reading listener still works.
    expect((await lake.api("/data/query/production?query=count(*)")).status).toBe(200);
  }, 60_000);
});

describe("presence sockets before sign-in (issue 40)", () => {
  let lake: RunningLake;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDataDir();
    const editors = path.join(dataDir, "editors");
    const added = spawnSync(process.execPath, [path.join(ROOT, "lake", "src", "cli.ts"), "add-editor", "editor"], {
      input: "correct horse battery\n",
      env: { ...process.env, LAKE_EDITORS: editors, LAKE_DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(added.status).toBe(0);
    lake = await startLake({ LAKE_EDITORS: editors }, dataDir);
  });
  afterAll(async () => {
    await lake?.stop();
    removeDir(dataDir);
  });

  it("admits at most 50 sockets that have not signed in; the 51st is refused with 429", async () => {
    const url = `${lake.origin.replace(/^http/, "ws")}/v2025-10-01/socket/production`;
    const sockets: WebSocket[] = [];
    for (let i = 0; i < 50; i++) {
      const socket = new WebSocket(url);
      await opened(socket);
      sockets.push(socket);
    }
    const refused = new WebSocket(url);
    await expect(opened(refused)).rejects.toThrow();
    for (const socket of sockets) socket.close();
    // Once they are gone, a new one is admitted again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const again = new WebSocket(url);
    await opened(again);
    again.close();
  }, 30_000);
});
