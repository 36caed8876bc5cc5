import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { reloadConfig } from "@/config/env";
import { attachments, consents, outbox, submissions } from "@/db/schema";
import type { FormKind } from "../schemas";
import { handleSubmission } from "./handler";
import { formTestbed, KINDS } from "./testbed";
import { formRequest, sampleFiles, TEST_ENGINES, validFields } from "./testing";

// What a valid submission leaves behind; refused ones: handler-errors.test.ts, handler-abuse.test.ts.

describe.each(TEST_ENGINES)("form submissions stored in %s", (engine) => {
  const bed = formTestbed(engine);

  it.each(KINDS)("stores a valid %s with its consent record and one outbox row, in one go", async (kind) => {
    const before = await bed.rows();
    const response = await bed.submit(kind, validFields(kind, 1));
    expect(response.status).toBe(201);
    expect(await bed.rows()).toBe(before + 1);
    const [row] = await bed.database.db
      .select()
      .from(submissions)
      .where(eq(submissions.formType, kind))
      .orderBy(submissions.createdAt);
    expect(row?.email).toBe("visitor1@example.com");
    expect(row?.fields).not.toHaveProperty("altcha");
    const [consent] = await bed.database.db
      .select()
      .from(consents)
      .where(eq(consents.submissionId, row?.id as string));
    expect(consent?.policyVersion).toBe("2022-07-25");
    expect(consent?.ip).toBe("203.0.113.7");
    const mail = await bed.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, row?.id as string));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.status).toBe("pending");
    if (kind === "application") {
      const [file] = await bed.database.db
        .select()
        .from(attachments)
        .where(eq(attachments.submissionId, row?.id as string));
      expect(file?.fileName).toBe("resume.pdf");
      expect(file?.contentType).toBe("application/pdf");
      expect(new TextDecoder().decode(file?.data.slice(0, 5))).toBe("%PDF-");
    }
  });

  it("promises a confirmation mail only when the server sends one (issue 29)", async () => {
    const noMail = await bed.submit("message", validFields("message", 3));
    expect(noMail.status).toBe(201);
    const silent = await noMail.json();
    expect(silent.acknowledgement).toBe(false);
    expect(silent.message).not.toMatch(/邮箱|邮件|email/i);
    const mailing = await handleSubmission(
      "message",
      formRequest("message", validFields("message", 4), { altcha: await bed.solved() }),
      { ...bed.deps, sendsAcknowledgement: true },
    );
    expect(mailing.status).toBe(201);
    const promised = await mailing.json();
    expect(promised.acknowledgement).toBe(true);
    expect(promised.message).toMatch(/确认邮件/);
  });

  it.each(["docx", "doc"] as const)(
    "accepts a %s resume recognised by its signature, typed by us, not by the browser",
    async (ext) => {
      const response = await bed.submit("application", validFields("application", 2), {
        file: { name: `CV.${ext.toUpperCase()}`, bytes: sampleFiles[ext]() },
      });
      expect(response.status).toBe(201);
    },
  );

  it("200 concurrent valid submissions: exactly 200 rows and 200 outbox messages, no duplicates", async () => {
    const before = await bed.rows();
    const beforeOutbox = (await bed.database.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;
    // Easy challenges: the burst is about storage under concurrency, and 200 solutions at the
    // visitors' difficulty took most of this file's time (issue 35). Each is still verified.
    vi.stubEnv("ALTCHA_MIN_COUNTER", "10");
    reloadConfig();
    vi.stubEnv("ALTCHA_MAX_COUNTER", "100");
    reloadConfig();
    const requests = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const kind = KINDS[i % 3] as FormKind;
        return { kind, fields: validFields(kind, 1000 + i), altcha: await bed.solved() };
      }),
    ).finally(() => {
      vi.unstubAllEnvs();
      reloadConfig();
    });
    const send = ({ kind, fields, altcha }: (typeof requests)[number]) =>
      handleSubmission(kind, formRequest(kind, fields, { altcha }), bed.deps);
    const responses = await Promise.all(requests.map(send));
    // Applications past the line of resume checks (two checked, four waiting) are answered 503
    // "busy" with nothing stored (issue 40); each is sent again with its unspent solution, as the
    // form lets the visitor do, one at a time.
    for (const [i, response] of responses.entries()) {
      if (response.status !== 503) continue;
      expect((await response.json()).error).toBe("busy");
      responses[i] = await send(requests[i] as (typeof requests)[number]);
    }
    expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    expect(await bed.rows()).toBe(before + 200);
    expect((await bed.database.db.select({ n: count() }).from(outbox))[0]?.n).toBe(beforeOutbox + 200);
    const emails = await bed.database.db.select({ email: submissions.email }).from(submissions);
    const burst = emails.filter((e) => /^visitor1\d{3}@/.test(e.email)).map((e) => e.email);
    expect(new Set(burst).size).toBe(200);
  }, 120_000);
});
