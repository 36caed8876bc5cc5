import { randomBytes } from "node:crypto";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { attachments, submissions } from "@/db/schema";
import { TEST_ENGINES, testDatabase } from "@/forms/server/testing";
import { exportArchive } from "./export";
import { setStatus } from "./store";

// The streamed export's archive on a real database (PGlite, and PostgreSQL when npm test has one):
// the same CSV and the same files as the whole-archive export it replaced, read a page at a time.

/** The text with its byte-order mark (TextDecoder drops it unless told not to). */
const strFromU8 = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe.each(TEST_ENGINES)("the streamed inbox export (%s)", (engine) => {
  let database: Database;
  const resumes: Record<string, Uint8Array> = {};
  const ids: string[] = [];
  beforeAll(async () => {
    database = await testDatabase(engine);
    // 450 applications: more than two pages of rows; every tenth with a resume.
    for (let n = 0; n < 450; n++) {
      const [row] = await database.db
        .insert(submissions)
        .values({
          formType: "application",
          locale: n % 2 ? "en" : "zh",
          email: `a${n}@example.com`,
          fields: {
            name: n === 3 ? '=HYPERLINK("http://evil")' : `申请人 ${n}`,
            position: n % 3 ? "epi" : "litho",
            contactPhone: `138${String(n).padStart(8, "0")}`,
            ...(n === 7 ? { selfDescription: '第一行\n第二行, "引号"' } : {}),
          },
          ip: "192.0.2.1",
          ackTokenHash: `export-${n}-${Math.random()}`,
          createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
        })
        .returning({ id: submissions.id });
      const id = row?.id as string;
      ids.unshift(id); // newest first
      if (n % 10 === 0) {
        const data = new Uint8Array(randomBytes(n === 0 ? 3_000_000 : 1000));
        const fileName = n === 10 ? "简历/旧.doc" : `cv-${n}.pdf`;
        await database.db
          .insert(attachments)
          .values({ submissionId: id, fileName, contentType: "application/pdf", size: data.length, data });
        resumes[`resumes/${id}/${fileName.replace(/[/\\]/g, "_")}`] = data;
      }
      if (n === 20)
        await database.db.insert(attachments).values({
          submissionId: id,
          fileName: "infected.pdf",
          contentType: "application/pdf",
          size: 4,
          data: new Uint8Array([1, 2, 3, 4]),
          scanStatus: "infected",
        });
      if (n === 30) await setStatus(database.db, id, "interview", "hana");
    }
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it("holds the CSV of every row, newest first, and every clean resume byte for byte", async () => {
    const { rows, body } = await exportArchive(database.db, "application", {});
    expect(rows).toBe(450);
    const files = unzipSync(await bytesOf(body));
    expect(Object.keys(files).sort()).toEqual(["applications.csv", ...Object.keys(resumes)].sort());
    for (const [name, data] of Object.entries(resumes))
      expect(Buffer.from(files[name] as Uint8Array).equals(data)).toBe(true);
    const csv = strFromU8(files["applications.csv"] as Uint8Array);
    expect(csv.slice(0, csv.indexOf("\r\n"))).toBe(
      "\uFEFFid,created_at,status,job,name,email,phone,locale,contactPhone,selfDescription",
    );
    expect(csv.endsWith("\r\n")).toBe(true);
    const lines = csv.slice(1).split("\r\n").slice(1, -1);
    // One record a row (the description's line break is a bare \n inside its quotes).
    expect(lines).toHaveLength(450);
    expect(lines[0]?.split(",")[0]).toBe(ids[0]);
    expect(csv).toContain(
      `${ids[449]},2026-01-01T00:00:00.000Z,new,litho,申请人 0,a0@example.com,13800000000,zh,13800000000,\r\n`,
    );
    expect(csv).toContain(",interview,");
    expect(csv).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(csv).toContain('"第一行\n第二行, ""引号"""');
  });

  it("follows the list's filters", async () => {
    const { rows, body } = await exportArchive(database.db, "application", { job: "litho", status: "new" });
    expect(rows).toBe(149); // n = 30 is in interview
    const files = unzipSync(await bytesOf(body));
    const csv = strFromU8(files["applications.csv"] as Uint8Array);
    expect(csv.split("\r\n").filter((line) => line.includes(",litho,"))).toHaveLength(149);
    const empty = await exportArchive(database.db, "message", {});
    expect(empty.rows).toBe(0);
    const none = unzipSync(await bytesOf(empty.body));
    expect(strFromU8(none["messages.csv"] as Uint8Array)).toBe(
      "\uFEFFid,created_at,status,job,name,email,phone,locale\r\n",
    );
  });

  it("reads no further than the client has taken (pulled), and stops when it goes away", async () => {
    const { body } = await exportArchive(database.db, "application", {});
    const reader = body.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect((first.value as Uint8Array).length).toBeLessThanOrEqual(300 * 1024);
    await reader.cancel();
  });
});
