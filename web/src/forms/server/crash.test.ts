import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "@/db/client";
import { attachments, consents, outbox, submissions } from "@/db/schema";
import { SOCKET_ADDRESS_HEADER } from "@/http/client-ip";
import type { FormKind } from "../schemas";
import { altchaKeysFrom } from "./altcha";
import { formRequest, solvedPayload, TEST_ENGINES, testDatabase, validFields } from "./testing";

// "Nothing is ever lost": a server killed with SIGKILL in the middle of a burst leaves no partial
// submission, and every submission it acknowledged (201) is in the database.

const MASTER = "crash-test-master-key";
const SERVER = path.resolve("scripts/test-support/form-server.mjs");
const BURST = 120;

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, ALTCHA_HMAC_KEY: MASTER, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\d+)/.exec(output);
      if (ready) resolve({ child, port: Number(ready[1]) });
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

describe.each(TEST_ENGINES)("a server killed during a burst (%s)", (engine) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps every acknowledged submission and no partial one", async () => {
    let env: Record<string, string>;
    let reopen: () => Promise<Database>;
    if (engine === "pglite") {
      const dir = mkdtempSync(path.join(tmpdir(), "wafer-crash-"));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      env = { PGLITE_DIR: dir, DATABASE_URL: "" };
      reopen = () => openDatabase({ dataDir: dir });
    } else {
      const database = await testDatabase("postgres");
      cleanups.push(() => database.close());
      const url = process.env.TEST_DATABASE_URL as string;
      const [dbName] = await database.db
        .execute<{ current_database: string }>("select current_database()" as never)
        .then((r) => (Array.isArray(r) ? r : (r as { rows: { current_database: string }[] }).rows));
      const target = new URL(url);
      target.pathname = `/${dbName?.current_database}`;
      env = { DATABASE_URL: target.href };
      reopen = async () => database;
    }

    const { child, port } = await startServer(env);
    const keys = altchaKeysFrom(MASTER);
    const kinds: FormKind[] = ["message", "application", "inquiry"];
    const bodies = await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const kind = kinds[i % 3] as FormKind;
        const request = formRequest(kind, validFields(kind, 5000 + i), { altcha: await solvedPayload(keys) });
        return {
          kind,
          email: `visitor${5000 + i}@example.com`,
          body: await request.arrayBuffer(),
          type: request.headers.get("content-type") as string,
        };
      }),
    );

    const acknowledged: string[] = [];
    let killed = false;
    const results = await Promise.allSettled(
      bodies.map(async ({ kind, email, body, type }) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/forms/${kind}`, {
          method: "POST",
          body,
          headers: { "content-type": type, [SOCKET_ADDRESS_HEADER]: "192.0.2.50" },
        });
        if (response.status === 201) {
          acknowledged.push(email);
          // Pull the plug once a part of the burst is through: the rest is in flight.
          if (acknowledged.length >= BURST / 4 && !killed) {
            killed = true;
            child.kill("SIGKILL");
          }
        }
        return response.status;
      }),
    );
    if (!killed) child.kill("SIGKILL");
    await new Promise((resolve) =>
      child.exitCode !== null || child.signalCode ? resolve(null) : child.once("exit", resolve),
    );
    expect(killed, "the burst finished before the kill").toBe(true);
    expect(results.some((r) => r.status === "rejected")).toBe(true); // some requests really were cut off

    const database = await reopen();
    if (engine === "pglite") cleanups.push(() => database.close());
    const stored = await database.db.select().from(submissions);
    const emails = new Set(stored.map((s) => s.email));
    for (const email of acknowledged) expect(emails.has(email), `${email} was acknowledged but is missing`).toBe(true);
    const ids = stored.map((s) => s.id);
    if (ids.length > 0) {
      const withConsent = await database.db.select().from(consents).where(inArray(consents.submissionId, ids));
      const withMail = await database.db.select().from(outbox).where(inArray(outbox.submissionId, ids));
      expect(withConsent).toHaveLength(ids.length);
      expect(withMail).toHaveLength(ids.length);
      for (const s of stored.filter((row) => row.formType === "application")) {
        expect(await database.db.select().from(attachments).where(eq(attachments.submissionId, s.id))).toHaveLength(1);
      }
    }
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(stored.length).toBeLessThan(BURST);
  }, 120_000);
});
