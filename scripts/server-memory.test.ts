import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_MALLOC_ARENA_MAX, SERVER_NODE_OPTIONS, serverMemoryEnv } from "./server-memory.mjs";

describe("the production server's memory settings", () => {
  it("are the ones the container image runs with", () => {
    const dockerfile = readFileSync(path.join(import.meta.dirname, "..", "Dockerfile"), "utf8");
    const run = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    expect(/NODE_OPTIONS="([^"]*)"/.exec(run)?.[1]).toBe(SERVER_NODE_OPTIONS.join(" "));
    expect(/MALLOC_ARENA_MAX=(\S+)/.exec(run)?.[1]).toBe(SERVER_MALLOC_ARENA_MAX);
  });

  it("add to the NODE_OPTIONS a server is given, and leave the rest of its environment", () => {
    const env = serverMemoryEnv({ NODE_OPTIONS: "--enable-source-maps", PORT: "3000" }, "--report-on-signal");
    expect(env.NODE_OPTIONS).toBe(["--enable-source-maps", ...SERVER_NODE_OPTIONS, "--report-on-signal"].join(" "));
    expect(env.PORT).toBe("3000");
    expect(env.MALLOC_ARENA_MAX).toBe(SERVER_MALLOC_ARENA_MAX);
    expect(serverMemoryEnv({}).NODE_OPTIONS).toBe(SERVER_NODE_OPTIONS.join(" "));
  });
});
