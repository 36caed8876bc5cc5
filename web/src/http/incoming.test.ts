import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { afterFirstResponse } from "./incoming";

// Start-up work that must not hold the first page back (instrumentation.ts: the embedded database).

describe("afterFirstResponse", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("runs the task once, after the first response has gone out", async () => {
    const events: string[] = [];
    server = createServer((_request, response) => {
      events.push("answered");
      response.end("ok");
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const ran = new Promise<void>((resolve) =>
      afterFirstResponse(() => {
        events.push("task");
        resolve();
      }, 60_000),
    );
    expect(events).toEqual([]);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
    await ran;
    await (await fetch(`http://127.0.0.1:${port}/`)).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(["answered", "task", "answered"]);
  });

  it("runs it anyway when no request comes", async () => {
    await new Promise<void>((resolve) => afterFirstResponse(resolve, 200));
  });
});
