import { sql } from "drizzle-orm";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { submissions } from "@/db/schema";
import { TEST_ENGINES, testDatabase } from "@/forms/server/testing";
import { bodyText, smtpPeer } from "@/mail/smtp-peer";
import { applicantMailDrafts } from "./applicant-mail";
import { queueReply, sendDueReplies } from "./replies";
import { findSubmission, setStatus } from "./store";

// Issue 41, item 6: HR invites or declines an applicant by mail, from the studio's templates in the
// language they applied in; the mail is kept with the application and its status changes only once
// the mail has left. A status change alone sends nothing.

const application = (locale: string, name: string) => ({
  formType: "application" as const,
  locale,
  email: `${name.replace(/\W/g, "").toLowerCase() || "zhang"}@example.com`,
  fields: { name, position: "epitaxy-process-engineer" },
  ip: "192.0.2.1",
  ackTokenHash: `applicant-mail-${Math.random()}`,
});

describe("the mails drafted for an applicant", () => {
  it("are the seed's templates in the applicant's language, with their name, the job and the company", async () => {
    const zh = await applicantMailDrafts(application("zh", "张三"));
    expect(zh.invite.subject).toBe("面试邀请：外延工艺工程师");
    expect(zh.invite.body).toMatch(/^张三，您好：\n\n感谢您应聘上海硅晶半导体股份有限公司的“外延工艺工程师”职位。/);
    expect(zh.decline.subject).toBe("关于您应聘“外延工艺工程师”的答复");
    const en = await applicantMailDrafts(application("en", "Ann Lee"));
    expect(en.invite.subject).toBe("Interview invitation: Epitaxy Process Engineer");
    expect(en.decline.body).toMatch(/^Dear Ann Lee,\n\nThank you for your interest in Shanghai Silicon Crystal/);
    expect(en.decline.body).not.toMatch(/[\u4e00-\u9fff{]/);
  });
});

describe.each(TEST_ENGINES)("an invitation sent from the inbox (%s)", (engine) => {
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

  it("leaves as HR wrote it, is kept with the application, and only then makes it 面试", async () => {
    const db = database.db;
    const [submission] = await db.insert(submissions).values(application("zh", "张三")).returning();
    if (!submission) throw new Error("no submission");
    const pending = () =>
      db
        .execute(sql`SELECT count(*)::int AS n FROM outbox WHERE status = 'pending'`)
        .then((r) => rowsOf<{ n: number }>(r)[0]?.n);
    const before = await pending();
    // Screening changes nothing the applicant hears of.
    await setStatus(db, submission.id, "screening", "hana");
    expect(await pending()).toBe(before);
    expect((await findSubmission(db, submission.id))?.replies).toEqual([]);

    const draft = (await applicantMailDrafts(submission)).invite;
    const body = draft.body.replace("面试时间：", "面试时间：12 月 3 日 14:00");
    await queueReply(db, submission, { subject: draft.subject, body, author: "hana", kind: "invite" });
    expect((await findSubmission(db, submission.id))?.status).toBe("screening");

    expect(await sendDueReplies(db, { transport: transport(), from: "hr@wafer.example" })).toEqual({
      sent: 1,
      failed: 0,
    });
    const sent = await findSubmission(db, submission.id);
    expect(sent?.status).toBe("interview");
    expect(sent?.replies).toMatchObject([
      { kind: "invite", status: "sent", author: "hana", subject: "面试邀请：外延工艺工程师" },
    ]);
    const received = peer.received.at(-1);
    expect(received?.to).toEqual(["zhang@example.com"]);
    const text = bodyText(received?.raw);
    expect(text).toContain("面试时间：12 月 3 日 14:00");
    // Sent as HR wrote it: no reply greeting or message reference around it.
    expect(text).not.toContain("此邮件回复您在网站上的留言");
  });

  it("a decline, once it has left, makes the application 不合适", async () => {
    const db = database.db;
    const [submission] = await db.insert(submissions).values(application("en", "Ann Lee")).returning();
    if (!submission) throw new Error("no submission");
    const draft = (await applicantMailDrafts(submission)).decline;
    await queueReply(db, submission, { ...draft, author: "hana", kind: "decline" });
    expect((await findSubmission(db, submission.id))?.status).toBe("new");
    expect(await sendDueReplies(db, { transport: transport(), from: "hr@wafer.example" })).toEqual({
      sent: 1,
      failed: 0,
    });
    const declined = await findSubmission(db, submission.id);
    expect(declined?.status).toBe("rejected");
    expect(declined?.replies).toMatchObject([{ kind: "decline", status: "sent", subject: draft.subject }]);
    expect(bodyText(peer.received.at(-1)?.raw)).toContain("Dear Ann Lee,");
  });
});
