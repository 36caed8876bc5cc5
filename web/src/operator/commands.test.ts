import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { attachments, outbox, submissions } from "@/db/schema";
import { handleSubmission } from "@/forms/server/handler";
import { formRequest, solvedPayload, TEST_ENGINES, testDatabase, testDeps, validFields } from "@/forms/server/testing";
import { exportSubmissions, listSubmissions, parseAge, purgeSubmissions } from "./commands";

describe("operator commands", () => {
  let database: Database;
  const out = mkdtempSync(path.join(tmpdir(), "wafer-export-"));

  beforeAll(async () => {
    database = await testDatabase("pglite");
    const deps = await testDeps(database.db);
    for (const kind of ["message", "application"] as const) {
      const fields = { ...validFields(kind, 1), name: '=HYPERLINK("http://evil")' };
      const response = await handleSubmission(
        kind,
        formRequest(kind, fields, { altcha: await solvedPayload(deps.keys) }),
        deps,
      );
      expect(response.status).toBe(201);
    }
  }, 30_000);
  afterAll(async () => {
    await database.close();
    rmSync(out, { recursive: true, force: true });
  });

  it("lists submissions newest first", async () => {
    const text = await listSubmissions(database.db);
    expect(text).toMatch(/^2 submission\(s\)/);
    expect(text.split("\n")[1]).toContain("application");
  });

  it("exports a CSV (formulas neutralised) and the resumes as files", async () => {
    expect(await exportSubmissions(database.db, out)).toEqual({ rows: 2, files: 1 });
    const csv = readFileSync(path.join(out, "submissions.csv"), "utf8");
    expect(csv).toContain("'=HYPERLINK");
    expect(csv).toContain("2022-07-25");
    const [row] = await database.db.select({ id: attachments.submissionId }).from(attachments);
    const resume = path.join(out, "attachments", row?.id as string, "resume.pdf");
    expect(existsSync(resume)).toBe(true);
    // Personal data: nobody but the owner may read the export.
    expect(statSync(path.join(out, "submissions.csv")).mode & 0o077).toBe(0);
    expect(statSync(resume).mode & 0o077).toBe(0);
  });

  it("purges submissions older than the age, with their resumes and mail", async () => {
    expect(parseAge("180d")).toBe(180 * 86_400_000);
    expect(await purgeSubmissions(database.db, parseAge("180d"))).toBe(0);
    expect(await purgeSubmissions(database.db, 0, Date.now() + 1000)).toBe(2);
    for (const table of [submissions, attachments, outbox]) {
      expect((await database.db.select({ n: count() }).from(table))[0]?.n).toBe(0);
    }
  });
});

describe.each(TEST_ENGINES)("the operator export, a page at a time (%s)", (engine) => {
  let database: Database;
  const out = mkdtempSync(path.join(tmpdir(), "wafer-export-pages-"));
  beforeAll(async () => {
    database = await testDatabase(engine);
    // 450 rows over three pages; 300 of them share one timestamp to the microsecond and the rest
    // differ by microseconds only: the cursor must neither skip nor repeat a row.
    await database.db.execute(sql`
      INSERT INTO submissions (form_type, locale, email, fields, ip, ack_token_hash, created_at)
      SELECT 'message', 'zh', 'p' || n || '@example.com', jsonb_build_object('name', 'N' || n, CASE WHEN n = 7 THEN 'extra' ELSE 'message' END, 'x'),
             '192.0.2.1', 'pages-' || n,
             CASE WHEN n <= 300 THEN timestamptz '2026-01-01 00:00:00.123456+00'
                  ELSE timestamptz '2026-01-01 00:00:00.123' + n * interval '1 microsecond' END
      FROM generate_series(1, 450) AS n`);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    rmSync(out, { recursive: true, force: true });
  });

  it("writes every row once, with the header of all their fields", async () => {
    expect(await exportSubmissions(database.db, out)).toEqual({ rows: 450, files: 0 });
    const lines = readFileSync(path.join(out, "submissions.csv"), "utf8").split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFid,created_at,form_type,locale,email,email_confirmed_at,ip,policy_version,consented_at,mail_status,extra,message,name",
    );
    const ids = lines.slice(1, -1).map((line) => line.split(",")[0]);
    expect(new Set(ids).size).toBe(450);
    expect(await exportSubmissions(database.db, path.join(out, "some"), { limit: 250 })).toEqual({
      rows: 250,
      files: 0,
    });
  });
});
