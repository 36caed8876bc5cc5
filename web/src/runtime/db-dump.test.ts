import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { saveState } from "@/db/memory";
import { rowsOf } from "@/db/rows";
import { handleSubmission } from "@/forms/server/handler";
import {
  formRequest,
  sampleFiles,
  solvedPayload,
  TEST_ENGINES,
  testDatabase,
  testDeps,
  validFields,
} from "@/forms/server/testing";
import { ensureInboxTables } from "@/inbox/store";
import { dumpDatabase, loadDatabase, readDumpHeader, TargetNotEmptyError, tableContents } from "./db-dump";

// The dump `pnpm backup` archives and `pnpm restore` / `pnpm db:copy` load: every row of every
// table comes back identical, resume bytes included, into either engine.

const dir = mkdtempSync(path.join(tmpdir(), "wafer-dump-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let source: Database;
const resumes: Uint8Array[] = [];

beforeAll(async () => {
  source = await testDatabase("pglite");
  const deps = await testDeps(source.db);
  for (let n = 0; n < 3; n++) {
    // Bytes of every value 0..255, so an encoding slip anywhere shows.
    const resume = new Uint8Array([...sampleFiles.pdf(`resume ${n}`), ...Array.from({ length: 256 }, (_, i) => i)]);
    resumes.push(resume);
    for (const kind of ["message", "application", "inquiry"] as const) {
      const request = formRequest(kind, validFields(kind, n), {
        altcha: await solvedPayload(deps.keys),
        file: kind === "application" ? { name: `简历-${n}.pdf`, bytes: resume } : undefined,
      });
      expect((await handleSubmission(kind, request, deps)).status).toBe(201);
    }
  }
  await ensureInboxTables(source.db);
  await source.db.execute(sql`INSERT INTO inbox_triage (submission_id, status, updated_by)
    SELECT id, 'shortlisted', 'hr-li' FROM submissions WHERE form_type = 'application'`);
  await source.db.execute(sql`INSERT INTO inbox_notes (submission_id, author, body)
    SELECT id, 'hr-li', '电话面试 "周二" \\ ok' FROM submissions WHERE form_type = 'application'`);
  await source.db.execute(
    sql`INSERT INTO inbox_audit (actor, action, detail) VALUES ('hr-li', 'view', 'a'), ('hr-li', 'export', 'b')`,
  );
  await source.db.execute(sql`INSERT INTO inbox_sessions (token_hash, account, roles, csrf, expires_at)
    VALUES ('h1', 'hr-li', 'hr', 'c', now() + interval '1 day')`);
  await saveState(source.db, "last-revalidation", { at: "2026-11-26T00:00:00.000Z", tags: ["doc:x"] });
}, 60_000);
afterAll(async () => source?.close());

describe.each(TEST_ENGINES)("a dump loaded into %s", (engine) => {
  let target: Database;
  const file = path.join(dir, `dump-${engine}.ndjson`);
  beforeAll(async () => {
    target = await testDatabase(engine);
  }, 60_000);
  afterAll(async () => target?.close());

  it("holds every row of every table, and loads back identical, resume bytes included", async () => {
    const header = await dumpDatabase(source.db, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const counts = Object.fromEntries(header.tables.map((t) => [t.name, t.rows]));
    expect(counts).toMatchObject({
      submissions: 9,
      attachments: 3,
      consents: 9,
      outbox: 9,
      inbox_notes: 3,
      inbox_triage: 3,
      inbox_audit: 2,
      inbox_sessions: 1,
      app_state: 1,
    });
    // Parents first: a submission before its resume, consent and outbox row.
    const order = header.tables.map((t) => t.name);
    expect(order.indexOf("submissions")).toBeLessThan(order.indexOf("attachments"));

    await loadDatabase(target.db, file);
    expect(await tableContents(target.db)).toEqual(await tableContents(source.db));
    const stored = rowsOf<{ data: Uint8Array; file_name: string }>(
      await target.db.execute(sql`SELECT data, file_name FROM attachments ORDER BY file_name`),
    );
    expect(
      stored.map((row) => Buffer.from(row.data).equals(Buffer.from(resumes[Number(row.file_name[3])] as Uint8Array))),
    ).toEqual([true, true, true]);
    // The audit log's serial continues after the restored rows instead of colliding with them.
    await target.db.execute(sql`INSERT INTO inbox_audit (actor, action) VALUES ('admin', 'after-restore')`);
  }, 60_000);

  it("refuses a database that already holds data, and leaves it as it was", async () => {
    const before = await tableContents(target.db);
    await expect(loadDatabase(target.db, file)).rejects.toBeInstanceOf(TargetNotEmptyError);
    expect(await tableContents(target.db)).toEqual(before);
  });
});

describe("a damaged or foreign file", () => {
  it("is refused with a message, before anything is written", async () => {
    const target = await testDatabase("pglite");
    try {
      const foreign = path.join(dir, "foreign.ndjson");
      writeFileSync(foreign, '{"hello":"world"}\n');
      await expect(readDumpHeader(foreign)).rejects.toThrow(/not a database dump/);
      await expect(loadDatabase(target.db, foreign)).rejects.toThrow(/not a database dump/);
      const good = path.join(dir, "dump-pglite.ndjson");
      const cut = path.join(dir, "cut.ndjson");
      const text = readFileSync(good, "utf8").split("\n");
      writeFileSync(cut, `${text.slice(0, -3).join("\n")}\n`);
      await expect(loadDatabase(target.db, cut)).rejects.toThrow(/damaged/);
      const [row] = rowsOf<{ n: string }>(await target.db.execute(sql`SELECT count(*) AS n FROM submissions`));
      expect(Number(row?.n)).toBe(0);
    } finally {
      await target.close();
    }
  }, 60_000);
});
