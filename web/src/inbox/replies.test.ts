import { sql } from "drizzle-orm";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { submissions } from "@/db/schema";
import { TEST_ENGINES, testDatabase } from "@/forms/server/testing";
import { mailQueue, mailStuck } from "@/inbox/mail-status";
import { bodyText, smtpPeer } from "@/mail/smtp-peer";
import { defaultReplySubject, queueReply, sendDueReplies } from "./replies";
import { findSubmission, statusHistory } from "./store";

// Issue 41, item 2: a reply is 已回复 only once the SMTP server has taken it; until then it waits,
// and the mail queue says mail is not leaving. A reply never goes without a subject.

describe.each(TEST_ENGINES)("replies that cannot leave (%s)", (engine) => {
  let database: Database;
  const peer = smtpPeer(0);
  let port = 0;
  beforeAll(async () => {
    database = await testDatabase(engine);
    port = await peer.start();
  }, 60_000);
  afterAll(async () => {
    await peer.stop();
    await database?.close();
  });
  const transport = () =>
    createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, connectionTimeout: 2000 });

  it("waits while the server does not answer, and is answered once it has left", async () => {
    const db = database.db;
    const [submission] = await db
      .insert(submissions)
      .values({
        formType: "message",
        locale: "zh",
        email: "visitor@example.com",
        fields: { name: "李四", title: "300 毫米硅片的交期" },
        ip: "192.0.2.1",
        ackTokenHash: `reply-${Math.random()}`,
      })
      .returning();
    if (!submission) throw new Error("no submission");
    expect(defaultReplySubject(submission)).toBe("回复：300 毫米硅片的交期");
    expect(defaultReplySubject({ ...submission, formType: "inquiry", locale: "en" })).toBe("Re: your product inquiry");

    await queueReply(db, submission, {
      subject: defaultReplySubject(submission),
      body: "本周联系您。",
      author: "mark",
    });
    await peer.stop();
    expect(await sendDueReplies(db, { transport: transport(), from: "site@wafer.example" })).toEqual({
      sent: 0,
      failed: 1,
    });
    const waiting = await findSubmission(db, submission.id);
    expect(waiting?.status).toBe("new");
    expect(waiting?.replies[0]).toMatchObject({ status: "pending", attempts: 1 });
    const queue = await mailQueue(db);
    expect(queue).toMatchObject({ waiting: 1, failing: 1 });
    expect(queue.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(mailStuck({ ...queue, configured: true })).toBe("failing");
    expect(mailStuck({ ...queue, configured: false })).toBe("unconfigured");

    // The server answers again (on a new port: the transport is made for it).
    port = await peer.start();
    await db.execute(sql`UPDATE inbox_replies SET next_attempt_at = now()`);
    expect(await sendDueReplies(db, { transport: transport(), from: "site@wafer.example" })).toEqual({
      sent: 1,
      failed: 0,
    });
    const answered = await findSubmission(db, submission.id);
    expect(answered?.status).toBe("answered");
    expect(answered?.replies[0]).toMatchObject({ status: "sent" });
    expect(bodyText(peer.received[0]?.raw)).toContain("本周联系您。");
    expect(mailStuck({ ...(await mailQueue(db)), configured: true })).toBeNull();
    const [row] = rowsOf<{ updated_by: string }>(
      await db.execute(sql`SELECT updated_by FROM inbox_triage WHERE submission_id = ${submission.id}`),
    );
    expect(row?.updated_by).toBe("mark");
    // The record's status history has it too (issue 41: each record shows its history of statuses).
    expect((await statusHistory(db, submission.id)).map(({ actor, from, to }) => ({ actor, from, to }))).toEqual([
      { actor: "mark", from: "new", to: "answered" },
    ]);
  });
});
