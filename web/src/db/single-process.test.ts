import { type ChildProcess, type SpawnSyncReturns, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { altchaKeysFrom } from "@/forms/server/altcha";
import { formRequest, solvedPayload, validFields } from "@/forms/server/testing";
import { SOCKET_ADDRESS_HEADER } from "@/http/client-ip";
import { openDatabase } from "./client";
import { submissions } from "./schema";

// Issue 29, item 1: `pnpm submissions list` run while the site held the embedded database opened it
// a second time; the site's later acknowledged submissions were gone after it was stopped. Now the
// command finds the site's lock and has the site run it; the site keeps every submission.

const MASTER = "single-process-master-key";
const SERVER = path.resolve("scripts/test-support/form-server.mjs");
const CLI = path.resolve("scripts/ops/submissions.mjs");

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, ALTCHA_HMAC_KEY: MASTER, DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready \d+/.test(output)) resolve(child);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode ? resolve(null) : child.once("exit", resolve)));

describe("the operator command while the server holds the embedded database", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "wafer-single-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is run by the server, and no acknowledged submission is lost when the server is then killed", async () => {
    const dataDir = path.join(dir, "pglite");
    const port = await freePort();
    const server = await startServer({ PGLITE_DIR: dataDir, FORM_SERVER_PORT: String(port) });
    const keys = altchaKeysFrom(MASTER);
    const acknowledged: string[] = [];
    const submit = async (i: number) => {
      const request = formRequest("message", validFields("message", 7000 + i), { altcha: await solvedPayload(keys) });
      const response = await fetch(`http://127.0.0.1:${port}/api/forms/message`, {
        method: "POST",
        body: await request.arrayBuffer(),
        headers: {
          "content-type": request.headers.get("content-type") as string,
          [SOCKET_ADDRESS_HEADER]: "192.0.2.60",
        },
      });
      expect(response.status).toBe(201);
      acknowledged.push(`visitor${7000 + i}@example.com`);
    };
    let cli: SpawnSyncReturns<string>;
    try {
      for (let i = 0; i < 3; i++) await submit(i);

      // The second process: the operator's command, as `pnpm submissions list` runs it.
      cli = spawnSync(process.execPath, [CLI, "list"], {
        env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: "" },
        encoding: "utf8",
        timeout: 60_000,
      });
      // The server goes on accepting, then is stopped as an operator or a deploy would stop it.
      for (let i = 3; i < 6; i++) await submit(i);
    } finally {
      server.kill("SIGTERM");
      await exited(server);
    }

    const database = await openDatabase({ dataDir });
    try {
      const stored = new Set((await database.db.select().from(submissions)).map((s) => s.email));
      expect(acknowledged).toHaveLength(6);
      for (const email of acknowledged)
        expect(stored.has(email), `${email} was acknowledged but is missing`).toBe(true);
    } finally {
      await database.close();
    }
    // The command's answer came from the server: the three submissions made before it.
    expect(cli.status, cli.stderr).toBe(0);
    expect(cli.stderr).toContain(`the site on port ${port} holds the embedded database`);
    expect(cli.stdout).toContain("3 submission(s), newest first");
    for (const email of acknowledged.slice(0, 3)) expect(cli.stdout).toContain(email);
  }, 120_000);

  it("refuses with a clear message when the holder is no server it can reach", async () => {
    const dataDir = path.join(dir, "pglite-held");
    const holder = await startServer({ PGLITE_DIR: dataDir }); // no fixed port: the lock names none
    try {
      const cli = spawnSync(process.execPath, [CLI, "list"], {
        env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: "" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(cli.status).toBe(1);
      expect(cli.stderr).toContain(`is in use by process ${holder.pid}`);
      expect(cli.stderr).toContain("stop it first");
    } finally {
      holder.kill("SIGKILL");
      await exited(holder);
    }
  }, 120_000);
});
