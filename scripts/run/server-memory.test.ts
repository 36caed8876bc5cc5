import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_MALLOC_ENV, SERVER_NODE_OPTIONS, serverMemoryEnv } from "./server-memory.mjs";

describe("the production server's memory settings", () => {
  it("are the ones the container image runs with", () => {
    const dockerfile = readFileSync(path.join(import.meta.dirname, "..", "..", "Dockerfile"), "utf8");
    const run = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    expect(/NODE_OPTIONS="([^"]*)"/.exec(run)?.[1]).toBe(SERVER_NODE_OPTIONS.join(" "));
    for (const [name, value] of Object.entries(SERVER_MALLOC_ENV)) {
      expect(new RegExp(`\\b${name}=(\\S+)`).exec(run)?.[1], name).toBe(value);
    }
  });

  it("add to the NODE_OPTIONS a server is given, and leave the rest of its environment", () => {
    const env = serverMemoryEnv({ NODE_OPTIONS: "--enable-source-maps", PORT: "3000" }, "--report-on-signal");
    expect(env.NODE_OPTIONS).toBe(["--enable-source-maps", ...SERVER_NODE_OPTIONS, "--report-on-signal"].join(" "));
    expect(env.PORT).toBe("3000");
    expect(env).toMatchObject(SERVER_MALLOC_ENV);
    expect(serverMemoryEnv({ MALLOC_ARENA_MAX: "4" }).MALLOC_ARENA_MAX).toBe("4");
    expect(serverMemoryEnv({}).NODE_OPTIONS).toBe(SERVER_NODE_OPTIONS.join(" "));
  });
});
