import { eq } from "drizzle-orm";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { outbox, submissions } from "@/db/schema";
import { confirmEmail } from "@/forms/server/confirm";
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
import { processOutbox } from "./outbox";
import { bodyText, messageIdOf, smtpPeer } from "./smtp-peer";

const tokenIn = (raw?: string) => /handleEmail\?token=([A-Za-z0-9_-]+)/.exec(bodyText(raw))?.[1];

describe.each(TEST_ENGINES)("outbox mail over SMTP (%s)", (engine) => {
  let database: Database;
  let deps: Awaited<ReturnType<typeof testDeps>>;
  let port = 0;
  const peer = { current: smtpPeer(0) };

  beforeAll(async () => {
    database = await testDatabase(engine);
    deps = await testDeps(database.db);
    port = await peer.current.start();
  }, 60_000);
  afterAll(async () => {
    await peer.current.stop();
    await database?.close();
  });

  const options = () => ({
    transport: createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true, connectionTimeout: 2000 }),
    from: "site@wafer.example",
    siteUrl: "https://www.wafer.example",
    recipients: async (kind: string) => [`${kind}-team@wafer.example`],
  });

  it("delivers the team's notification with the resume attached, and the visitor's acknowledgement", async () => {
    const response = await handleSubmission(
      "application",
      formRequest("application", validFields("application", 1, "en"), {
        altcha: await solvedPayload(deps.keys),
        file: { name: "Li-Si-CV.docx", bytes: sampleFiles.docx() },
      }),
      deps,
    );
    expect(response.status).toBe(201);
    expect(await processOutbox(database.db, options())).toEqual({ sent: 1, failed: 0 });

    const [notification, ack] = peer.current.received;
    expect(notification?.to).toEqual(["application-team@wafer.example"]);
    expect(notification?.raw).toMatch(/filename="?Li-Si-CV\.docx"?/);
    expect(notification?.raw).toContain("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(ack?.to).toEqual(["visitor1@example.com"]);
    expect(ack?.raw).toContain("Subject: We have received your application");
    const token = tokenIn(ack?.raw);
    expect(token).toBeTruthy();
    expect(bodyText(ack?.raw)).toContain("https://www.wafer.example/en/handleEmail?token=");

    const [row] = await database.db.select().from(outbox);
    expect(row?.status).toBe("sent");
    expect(row?.ackToken).toBeNull();
    // Each mail carries its row's own Message-ID, so a redelivery after a crash is the same message.
    expect(messageIdOf(notification?.raw)).toBe(`<${row?.id}.notification@www.wafer.example>`);
    expect(messageIdOf(ack?.raw)).toBe(`<${row?.id}.acknowledgement@www.wafer.example>`);
    // Sending again sends nothing: each message goes out once.
    expect(await processOutbox(database.db, options())).toEqual({ sent: 0, failed: 0 });
    expect(peer.current.received).toHaveLength(2);

    // The link confirms the address once; a wrong token is refused.
    expect(await confirmEmail(database.db, token as string)).toBe("confirmed");
    expect(await confirmEmail(database.db, token as string)).toBe("already");
    expect(await confirmEmail(database.db, "x".repeat(43))).toBe("invalid");
    const [submission] = await database.db.select().from(submissions);
    expect(submission?.emailConfirmedAt).toBeInstanceOf(Date);
  });

  it("keeps mail queued while the SMTP peer is down and delivers it once it is back", async () => {
    await peer.current.stop();
    const response = await handleSubmission(
      "message",
      formRequest("message", validFields("message", 2), { altcha: await solvedPayload(deps.keys) }),
      deps,
    );
    expect(response.status).toBe(201);
    expect(await processOutbox(database.db, options())).toEqual({ sent: 0, failed: 1 });
    let [row] = await database.db.select().from(outbox).where(eq(outbox.status, "pending"));
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeTruthy();
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Back up; once the backoff has passed the worker delivers.
    const before = peer.current.received.length;
    peer.current = smtpPeer(port);
    await peer.current.start();
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.status, "pending"));
    expect(await processOutbox(database.db, options())).toEqual({ sent: 1, failed: 0 });
    expect(peer.current.received.length + before).toBeGreaterThanOrEqual(2);
    expect(peer.current.received.map((m) => m.to[0])).toEqual(["message-team@wafer.example", "visitor2@example.com"]);
    expect(bodyText(peer.current.received[1]?.raw)).toContain("https://www.wafer.example/handleEmail?token=");
    expect(bodyText(peer.current.received[1]?.raw)).toContain("张三2，您好");
    [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, row?.submissionId as string));
    expect(row?.status).toBe("sent");
  }, 30_000);

  it("expires acknowledgement links after a week", async () => {
    const response = await handleSubmission(
      "inquiry",
      formRequest("inquiry", validFields("inquiry", 3), { altcha: await solvedPayload(deps.keys) }),
      deps,
    );
    expect(response.status).toBe(201);
    await processOutbox(database.db, options());
    const ack = peer.current.received.at(-1);
    const token = tokenIn(ack?.raw) as string;
    expect(await confirmEmail(database.db, token, new Date(Date.now() + 8 * 86_400_000))).toBe("expired");
  });
});
