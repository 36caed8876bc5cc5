import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { attachments, outbox, submissions } from "@/db/schema";
import { handleSubmission } from "@/forms/server/handler";
import { formRequest, solvedPayload, testDatabase, testDeps, validFields } from "@/forms/server/testing";
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
