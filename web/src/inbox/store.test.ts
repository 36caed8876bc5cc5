import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { attachments, submissions } from "@/db/schema";
import { TEST_ENGINES, testDatabase } from "@/forms/server/testing";
import { purgeSubmissions } from "@/operator/commands";
import { auditDetail, confirmErasure, emailHash, holdErasure, previewErasure } from "./erasure";
import {
  AUDIT_PAGE,
  addNote,
  audit,
  auditLog,
  findSubmission,
  listSubmissions,
  liveState,
  notesOf,
  setStatus,
  statusHistory,
} from "./store";

// The inbox's reads and changes on a real database (PGlite, and PostgreSQL when npm test has one).

describe.each(TEST_ENGINES)("the inbox store (%s)", (engine) => {
  let database: Database;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    database = await testDatabase(engine);
    const add = async (
      key: string,
      formType: "application" | "message" | "inquiry",
      email: string,
      fields: Record<string, unknown>,
      daysAgo: number,
    ) => {
      const [row] = await database.db
        .insert(submissions)
        .values({
          formType,
          locale: "zh",
          email,
          fields,
          ip: "192.0.2.1",
          ackTokenHash: `${key}-${Math.random()}`,
          createdAt: new Date(Date.now() - daysAgo * 86_400_000),
        })
        .returning({ id: submissions.id });
      ids[key] = row?.id as string;
      if (formType === "application")
        await database.db.insert(attachments).values({
          submissionId: row?.id as string,
          fileName: "cv.pdf",
          contentType: "application/pdf",
          size: 4,
          data: new Uint8Array([37, 80, 68, 70]),
        });
    };
    await add(
      "old",
      "application",
      "old@example.com",
      { name: "Old Applicant", position: "epi", contactPhone: "13800000001" },
      200,
    );
    await add(
      "epi",
      "application",
      "li@example.com",
      { name: "李四", position: "epi", contactPhone: "+86 138 0013 8000" },
      2,
    );
    await add(
      "cmp",
      "application",
      "zhao@example.com",
      { name: "赵六", position: "cmp", contactPhone: "13900000000" },
      1,
    );
    await add("msg", "message", "li@example.com", { name: "李四", phone: "+86 21 5000 0000" }, 0);
  }, 60_000);
  afterAll(() => database?.close());

  it("lists one form newest first, by job, status, date and search (name, email, phone)", async () => {
    const db = database.db;
    const all = await listSubmissions(db, { forms: ["application"] });
    expect(all.map((r) => r.id)).toEqual([ids.cmp, ids.epi, ids.old]);
    expect((await listSubmissions(db, { forms: ["application"], job: "epi" })).map((r) => r.id)).toEqual([
      ids.epi,
      ids.old,
    ]);
    expect((await listSubmissions(db, { forms: ["application"], q: "李四" })).map((r) => r.id)).toEqual([ids.epi]);
    expect((await listSubmissions(db, { forms: ["application"], q: "ZHAO@" })).map((r) => r.id)).toEqual([ids.cmp]);
    expect((await listSubmissions(db, { forms: ["application"], q: "138 0013" })).map((r) => r.id)).toEqual([ids.epi]);
    const today = new Date().toISOString().slice(0, 10);
    const week = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    expect((await listSubmissions(db, { forms: ["application"], from: week, to: today })).length).toBe(2);
    expect((await listSubmissions(db, { forms: ["application"], q: "%" })).length).toBe(0); // LIKE characters are text
    // A day that does not exist is no filter, not an error (issue 41: Beijing days).
    expect((await listSubmissions(db, { forms: ["application"], from: "2026-13-45" })).length).toBe(3);

    await setStatus(db, ids.epi as string, "interview", "hana");
    expect((await listSubmissions(db, { forms: ["application"], status: "interview" })).map((r) => r.id)).toEqual([
      ids.epi,
    ]);
    expect((await listSubmissions(db, { forms: ["application"], status: "new" })).map((r) => r.id)).toEqual([
      ids.cmp,
      ids.old,
    ]);
    expect(await liveState(db, ["application"])).toEqual({ latest: ids.cmp, fresh: 2 });
    expect((await listSubmissions(db, { forms: [] })).length).toBe(0);
  });

  it("keeps notes and status with the submission; the retention purge removes them with the resume bytes", async () => {
    const db = database.db;
    await addNote(db, ids.old as string, "not this year", "hana");
    await setStatus(db, ids.old as string, "rejected", "hana");
    const before = await findSubmission(db, ids.old as string);
    expect(before?.notes.map((n) => n.body)).toEqual(["not this year"]);
    expect(before?.files).toHaveLength(1);

    expect(await purgeSubmissions(db, 180 * 86_400_000)).toBe(1);
    expect(await findSubmission(db, ids.old as string)).toBeNull();
    expect(
      await db
        .select()
        .from(attachments)
        .where(eq(attachments.submissionId, ids.old as string)),
    ).toEqual([]);
    const left = rowsOf<{ n: number | string }>(
      await db.execute(sql`SELECT count(*) AS n FROM inbox_notes WHERE submission_id = ${ids.old as string}`),
    );
    expect(Number(left[0]?.n)).toBe(0);
  });

  it("filters the audit log by person, action and Beijing day, a bounded page at a time, with the record's name", async () => {
    const db = database.db;
    const cmp = ids.cmp as string;
    await audit(db, "hana", "status", cmp, "screening");
    await audit(db, "wang", "status", cmp, "interview");
    await audit(db, "hana", "view", cmp);
    await audit(db, "hana", "note", ids.msg as string);
    const byHana = await auditLog(db, { actor: "hana" });
    expect(byHana.entries.map((e) => e.action).slice(0, 3)).toEqual(["note", "view", "status"]);
    expect(byHana.entries.every((e) => e.actor === "hana")).toBe(true);
    const statuses = await auditLog(db, { action: "status" });
    expect(statuses.entries.every((e) => e.action === "status")).toBe(true);
    expect(statuses.entries[0]).toMatchObject({ actor: "wang", name: "赵六", form_type: "application" });
    // Beijing days: today's entries are in today and not in yesterday.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 16 * 3_600_000).toISOString().slice(0, 10);
    expect((await auditLog(db, { actor: "wang", from: today, to: today })).entries).toHaveLength(1);
    expect((await auditLog(db, { actor: "wang", to: yesterday })).entries).toHaveLength(0);
    expect((await auditLog(db, { actor: "wang", from: "not a day" })).entries).toHaveLength(1);
    // Pages: at most the page size, then the older ones after the last id shown.
    const first = await auditLog(db, { actor: "hana", limit: 2 });
    expect(first).toMatchObject({ more: true });
    expect(first.entries).toHaveLength(2);
    const next = await auditLog(db, { actor: "hana", limit: 2, before: Number(first.entries[1]?.id) });
    expect(next.entries[0]?.action).toBe("status");
    expect((await auditLog(db, { limit: 10_000 })).entries.length).toBeLessThanOrEqual(AUDIT_PAGE);
    // The record's history: who, when, from → to.
    expect((await statusHistory(db, cmp)).map(({ actor, from, to }) => ({ actor, from, to }))).toEqual([
      { actor: "hana", from: "new", to: "screening" },
      { actor: "wang", from: "screening", to: "interview" },
    ]);
    await addNote(db, cmp, "二面通过", "wang");
    expect((await notesOf(db, [cmp, ids.msg as string])).get(cmp)?.map((n) => n.body)).toEqual(["二面通过"]);
  });

  it("erases one person in two steps: a preview with counts and names, then only the exact address typed again", async () => {
    const db = database.db;
    const preview = await previewErasure(db, "LI@example.com ");
    expect(preview.counts).toEqual({ message: 1, application: 1, inquiry: 0, resumes: 1, mails: 0 });
    expect(preview.names).toEqual(["李四"]);
    // Nothing to confirm before a look-up; a typo confirms nothing and erases nothing.
    expect(await confirmErasure(db, "ada", "LI@example.com")).toBe("expired");
    await holdErasure(db, "ada", "LI@example.com ");
    expect(await confirmErasure(db, "ada", "LI@example.co")).toBe("mismatch");
    expect(await confirmErasure(db, "ada", "li@example.com")).toBe("mismatch");
    // Another admin cannot confirm this admin's look-up.
    expect(await confirmErasure(db, "bob", "LI@example.com")).toBe("expired");
    expect((await listSubmissions(db, { forms: ["application", "message"] })).map((r) => r.id)).toContain(ids.msg);
    // An earlier list searched by the address: its audit line keeps the search, not the address.
    await audit(db, "mark", "list", null, "message q=Li@Example.com");
    const done = await confirmErasure(db, "ada", "LI@example.com");
    expect((await auditLog(db)).entries.find((e) => e.actor === "mark")?.detail).toBe(
      `message q=[erased email-sha256=${emailHash("li@example.com")}]`,
    );
    expect(done).toMatchObject({ counts: preview.counts });
    expect((await listSubmissions(db, { forms: ["application", "message"] })).map((r) => r.id)).toEqual([ids.cmp]);
    expect(await confirmErasure(db, "ada", "LI@example.com")).toBe("expired");
    // The audit line: counts and a hash of the address, never the address or the names.
    const detail = auditDetail(preview.counts, "li@example.com");
    expect(detail).toBe(
      `messages=1 applications=1 inquiries=0 resumes=1 mails=0 email-sha256=${emailHash("LI@example.com")}`,
    );
    expect(detail).not.toMatch(/li@|李四/i);
    await audit(db, "ada", "erase", null, detail);
    const [entry] = (await auditLog(db)).entries;
    expect(entry).toMatchObject({ actor: "ada", action: "erase", detail });
  });
});
