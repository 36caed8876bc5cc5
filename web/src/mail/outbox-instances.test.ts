import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "@/db/client";
import { outbox, submissions } from "@/db/schema";
import { handleSubmission } from "@/forms/server/handler";
import {
  formRequest,
  scratchPostgres,
  solvedPayload,
  TEST_ENGINES,
  testDatabase,
  testDeps,
  validFields,
} from "@/forms/server/testing";
import { processOutbox } from "./outbox";
import { smtpPeer } from "./smtp-peer";

// Every instance of the site runs an outbox worker (web/src/mail/worker.ts). Several workers on one
// database, each with its own connection (PostgreSQL) and SMTP connection, must still send each
// mail once: rows are claimed with FOR UPDATE SKIP LOCKED under a lease.

const COUNT = 8;
const WORKERS = 4;

/** Opens `WORKERS` databases: separate connections to one PostgreSQL database, or one PGlite. */
async function workerDatabases(engine: "pglite" | "postgres"): Promise<{ all: Database[]; close(): Promise<void> }> {
  if (engine === "pglite") {
    const database = await testDatabase("pglite");
    return { all: Array.from({ length: WORKERS }, () => database), close: () => database.close() };
  }
  const scratch = await scratchPostgres("outbox_instances");
  // Opened together, as instances starting at once: their migrations must not collide either.
  const all = await Promise.all(Array.from({ length: WORKERS }, () => openDatabase({ url: scratch.url, max: 2 })));
  return {
    all,
    async close() {
      for (const database of all) await database.close();
      await scratch.drop();
    },
  };
}

describe.each(TEST_ENGINES)("outbox with several instances (%s)", (engine) => {
  let databases: Awaited<ReturnType<typeof workerDatabases>>;
  const peer = smtpPeer(0, { delayMs: 20 });
  const received = peer.received;
  let port = 0;

  beforeAll(async () => {
    databases = await workerDatabases(engine);
    // A slow peer widens the window in which two workers could pick the same row.
    port = await peer.start();
  }, 60_000);
  afterAll(async () => {
    await peer.stop();
    await databases?.close();
  });

  it(`${WORKERS} workers racing over ${COUNT} submissions send every mail exactly once`, async () => {
    const [first] = databases.all as [Database];
    const deps = await testDeps(first.db);
    for (let i = 0; i < COUNT; i++) {
      const request = formRequest("message", validFields("message", 100 + i), {
        altcha: await solvedPayload(deps.keys),
      });
      expect((await handleSubmission("message", request, deps)).status).toBe(201);
    }
    const options = {
      from: "site@wafer.example",
      siteUrl: "https://www.wafer.example",
      recipients: async () => ["team@wafer.example"],
      batch: 3,
    };
    const totals = await Promise.all(
      databases.all.map(async (database) => {
        const transport = createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
        let sent = 0;
        for (;;) {
          const round = await processOutbox(database.db, { ...options, transport });
          sent += round.sent;
          if (round.sent + round.failed === 0) return sent;
        }
      }),
    );

    expect(totals.reduce((sum, n) => sum + n, 0)).toBe(COUNT);
    expect(received).toHaveLength(COUNT * 2);
    const visitors = received.flatMap((mail) => mail.to).filter((to) => to !== "team@wafer.example");
    expect(new Set(visitors).size).toBe(COUNT);
    const rows = await first.db.select({ status: outbox.status }).from(outbox);
    expect(rows.map((row) => row.status)).toEqual(Array(COUNT).fill("sent"));
    expect(await first.db.$count(submissions)).toBe(COUNT);
  }, 60_000);
});
