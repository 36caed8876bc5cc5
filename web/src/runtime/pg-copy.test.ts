import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { handleSubmission } from "@/forms/server/handler";
import {
  formRequest,
  sampleFiles,
  scratchPostgres,
  solvedPayload,
  testDeps,
  validFields,
} from "@/forms/server/testing";
import { ensureInboxTables } from "@/inbox/store";
// @ts-expect-error: plain JavaScript module without types
import { startTestPostgres } from "../../../scripts/run/postgres.mjs";
import { tableContents } from "./db-dump";

// `pnpm db:copy`: from the embedded PGlite to a real PostgreSQL server (issue 34, item 6), run as
// the operator runs it. Every row of every table arrives, resume bytes included.

const OPS = path.join(import.meta.dirname, "..", "..", "..", "scripts", "ops");
const dir = mkdtempSync(path.join(tmpdir(), "wafer-pg-copy-"));
const pgliteDir = path.join(dir, "pglite");

/** Runs an operator command of scripts/ops as the operator does; its exit status and output. */
function run(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(OPS, script), ...args],
      { encoding: "utf8", timeout: 90_000, killSignal: "SIGKILL", env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        resolve({ status: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

let server: { url: string; stop(): void | Promise<void> } | null = null;

/** A fresh database on `npm test`'s server (TEST_DATABASE_URL), or a throwaway server of our own. */
async function emptyServer() {
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await scratchPostgres("db_copy");
    return { url: scratch.url, stop: () => scratch.drop() };
  }
  return startTestPostgres();
}
let expected: Record<string, string[]>;

beforeAll(async () => {
  server = await emptyServer();
  const source = await openDatabase({ dataDir: pgliteDir });
  try {
    const deps = await testDeps(source.db);
    for (let n = 0; n < 4; n++)
      for (const kind of ["message", "application", "inquiry"] as const) {
        const file =
          kind === "application" ? { name: `cv-${n}.pdf`, bytes: sampleFiles.pdf(`候选人 ${n}`) } : undefined;
        const request = formRequest(kind, validFields(kind, n), { altcha: await solvedPayload(deps.keys), file });
        expect((await handleSubmission(kind, request, deps)).status).toBe(201);
      }
    await ensureInboxTables(source.db);
    await source.db.execute(sql`INSERT INTO inbox_notes (submission_id, author, body)
      SELECT id, 'hr-li', '面试通过' FROM submissions WHERE form_type = 'application'`);
    await source.db.execute(sql`INSERT INTO inbox_replies (submission_id, author, locale, to_email, subject, body)
      SELECT id, 'hr-li', 'zh', email, '面试邀请', '周二见' FROM submissions WHERE form_type = 'application'`);
    await source.db.execute(sql`INSERT INTO inbox_audit (actor, action) VALUES ('hr-li', 'export')`);
    expected = await tableContents(source.db);
  } finally {
    await source.close();
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("from PGlite to a PostgreSQL server (pnpm db:copy, pnpm restore)", () => {
  it("copies every submission, resume, consent, outbox row and inbox record to the server", async () => {
    if (!server) return expect.fail("no PostgreSQL server could be started (scripts/run/postgres.mjs)");
    const result = await run("pg-copy.mjs", ["--from", pgliteDir, "--to", server.url]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/submissions\s+12 →\s+12/);
    const target = await openDatabase({ url: server.url, max: 2 });
    try {
      const copied = await tableContents(target.db);
      expect(expected.submissions).toHaveLength(12);
      expect(expected.attachments).toHaveLength(4);
      expect(expected.consents).toHaveLength(12);
      expect(expected.outbox).toHaveLength(12);
      expect(expected.inbox_replies).toHaveLength(4);
      // Row for row, as PostgreSQL prints them: resume bytes (hex), timestamps, JSON fields.
      expect(copied).toEqual(expected);
      const [resume] = rowsOf<{ data: Uint8Array }>(
        await target.db.execute(sql`SELECT data FROM attachments WHERE file_name = 'cv-2.pdf'`),
      );
      expect(Buffer.from(resume?.data as Uint8Array).equals(Buffer.from(sampleFiles.pdf("候选人 2")))).toBe(true);
    } finally {
      await target.close();
    }
  }, 120_000);

  it("refuses a server that already holds rows, and changes nothing there", async () => {
    if (!server) return expect.fail("no PostgreSQL server could be started");
    const result = await run("pg-copy.mjs", ["--from", pgliteDir, "--to", server.url]);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/already holds data/);
    const target = await openDatabase({ url: server.url, max: 2 });
    try {
      expect(await tableContents(target.db)).toEqual(expected);
    } finally {
      await target.close();
    }
  }, 120_000);

  it("`pnpm backup` of the stopped site's PGlite restores into an empty server the same", async () => {
    if (!server) return expect.fail("no PostgreSQL server could be started");
    const out = path.join(dir, "backups");
    const backup = await run("backup.mjs", ["--out", out], {
      PGLITE_DIR: pgliteDir,
      LAKE_DATA_DIR: path.join(dir, "no-lake"),
      INBOX_ACCOUNTS: path.join(dir, "no-accounts"),
    });
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/database \(pglite\): 12 submission\(s\), 4 attachment\(s\)/);
    const archive = path.join(out, readdirSync(out).find((name) => name.endsWith(".tar.gz")) as string);
    const { default: postgres } = await import("postgres");
    const admin = postgres(server.url, { max: 1, onnotice: () => {} });
    const name = `restored_${Date.now()}`;
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    try {
      const restore = await run("restore.mjs", [archive, "--into", path.join(dir, "restored")], {
        DATABASE_URL: url.href,
      });
      expect(restore.stderr).toBe("");
      expect(restore.status).toBe(0);
      const target = await openDatabase({ url: url.href, max: 2 });
      try {
        expect(await tableContents(target.db)).toEqual(expected);
      } finally {
        await target.close();
      }
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);

  it("refuses while the site holds the embedded database, saying to stop it first", async () => {
    if (!server) return expect.fail("no PostgreSQL server could be started");
    const held = await openDatabase({ dataDir: pgliteDir });
    try {
      const result = await run("pg-copy.mjs", ["--from", pgliteDir, "--to", server.url]);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/stop it first/);
      expect(result.stderr).toMatch(/请先停止网站/);
    } finally {
      await held.close();
    }
  }, 120_000);
});
