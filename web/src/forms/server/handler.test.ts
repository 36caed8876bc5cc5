import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { attachments, consents, outbox, submissions } from "@/db/schema";
import { SOCKET_ADDRESS_HEADER } from "@/http/client-ip";
import { errorText } from "../messages";
import type { FormKind } from "../schemas";
import { handleSubmission } from "./handler";
import { memoryLimiter } from "./rate-limit";
import { formRequest, sampleFiles, solvedPayload, TEST_ENGINES, testDatabase, testDeps, validFields } from "./testing";

type Answer = { error?: string; fieldErrors?: Record<string, { code: string; message: string }> };

const KINDS: FormKind[] = ["message", "application", "inquiry"];

describe.each(TEST_ENGINES)("form submissions stored in %s", (engine) => {
  let database: Database;
  let deps: Awaited<ReturnType<typeof testDeps>>;
  const rows = async () => (await database.db.select({ n: count() }).from(submissions))[0]?.n ?? 0;

  beforeAll(async () => {
    database = await testDatabase(engine);
    deps = await testDeps(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it.each(KINDS)("stores a valid %s with its consent record and one outbox row, in one go", async (kind) => {
    const before = await rows();
    const response = await handleSubmission(
      kind,
      formRequest(kind, validFields(kind, 1), { altcha: await solvedPayload(deps.keys) }),
      deps,
    );
    expect(response.status).toBe(201);
    expect(await rows()).toBe(before + 1);
    const [row] = await database.db
      .select()
      .from(submissions)
      .where(eq(submissions.formType, kind))
      .orderBy(submissions.createdAt);
    expect(row?.email).toBe("visitor1@example.com");
    expect(row?.fields).not.toHaveProperty("altcha");
    const [consent] = await database.db
      .select()
      .from(consents)
      .where(eq(consents.submissionId, row?.id as string));
    expect(consent?.policyVersion).toBe("2022-07-25");
    expect(consent?.ip).toBe("203.0.113.7");
    const mail = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, row?.id as string));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.status).toBe("pending");
    if (kind === "application") {
      const [file] = await database.db
        .select()
        .from(attachments)
        .where(eq(attachments.submissionId, row?.id as string));
      expect(file?.fileName).toBe("resume.pdf");
      expect(file?.contentType).toBe("application/pdf");
      expect(new TextDecoder().decode(file?.data.slice(0, 5))).toBe("%PDF-");
    }
  });

  it.each(["docx", "doc"] as const)(
    "accepts a %s resume recognised by its signature, typed by us, not by the browser",
    async (ext) => {
      const response = await handleSubmission(
        "application",
        formRequest("application", validFields("application", 2), {
          altcha: await solvedPayload(deps.keys),
          file: { name: `CV.${ext.toUpperCase()}`, bytes: sampleFiles[ext]() },
        }),
        deps,
      );
      expect(response.status).toBe(201);
    },
  );

  it.each(["zh", "en"] as const)("answers every field's error in %s, as the browser shows it", async (locale) => {
    for (const kind of KINDS) {
      const empty = { locale, consent: "false" };
      const response = await handleSubmission(kind, formRequest(kind, empty, { file: null }), deps);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as Answer;
      const expected: Record<FormKind, string[]> = {
        message: ["name", "appellation", "phone", "email", "city", "title", "content", "altcha", "consent"],
        application: ["name", "contactPhone", "contactEmail", "position", "resume", "altcha", "consent"],
        inquiry: [
          "company",
          "contactName",
          "email",
          "phone",
          "country",
          "waferDiameter",
          "waferType",
          "quantity",
          "altcha",
          "consent",
        ],
      };
      expect(Object.keys(answer.fieldErrors ?? {}).sort()).toEqual([...expected[kind]].sort());
      for (const { code, message } of Object.values(answer.fieldErrors ?? {})) {
        expect(message).toBe(errorText(locale, code));
      }
    }
    expect(await rows()).toBeGreaterThan(0);
  });

  it("explains malformed values: phone without country code, bad email, too many words, closed job", async () => {
    const altcha = await solvedPayload(deps.keys);
    const message = await handleSubmission(
      "message",
      formRequest("message", { ...validFields("message"), phone: "021 5000 0000", email: "not-an-email" }, { altcha }),
      deps,
    );
    const m = (await message.json()) as Answer;
    expect(m.fieldErrors?.phone?.message).toBe("请输入以 + 和国家代码开头的有效电话，例如 +86 21 5000 0000");
    expect(m.fieldErrors?.email?.message).toBe("请输入有效的电子邮箱地址");

    const words = Array.from({ length: 201 }, () => "word").join(" ");
    const application = await handleSubmission(
      "application",
      formRequest("application", { ...validFields("application", 0, "en"), selfDescription: words }, { altcha }),
      deps,
    );
    expect(((await application.json()) as Answer).fieldErrors?.selfDescription?.message).toBe(
      "The self-description can have at most 200 words",
    );

    const closed = await handleSubmission(
      "application",
      formRequest("application", { ...validFields("application"), position: "campus-closed-job" }, { altcha }),
      deps,
    );
    expect(((await closed.json()) as Answer).fieldErrors?.position?.code).toBe("position.closed");
  });

  describe("abuse is turned away with 4xx and nothing stored", () => {
    it("an HTML page that starts with %PDF-", async () => {
      const before = await rows();
      const response = await handleSubmission(
        "application",
        formRequest("application", validFields("application"), {
          altcha: await solvedPayload(deps.keys),
          file: { name: "resume.pdf", bytes: sampleFiles.pdfWithHtml() },
        }),
        deps,
      );
      expect(response.status).toBe(400);
      const answer = (await response.json()) as Answer;
      expect(answer.fieldErrors?.resume?.code).toBe("resume.damaged");
      expect(answer.fieldErrors?.resume?.message).toBe("简历文件已损坏或无法读取，请重新导出后再上传");
      expect(await rows()).toBe(before);
    });

    it("a program renamed to .pdf", async () => {
      const before = await rows();
      const response = await handleSubmission(
        "application",
        formRequest("application", validFields("application"), {
          altcha: await solvedPayload(deps.keys),
          file: { name: "resume.pdf", bytes: sampleFiles.fakePdf() },
        }),
        deps,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as Answer).fieldErrors?.resume?.code).toBe("resume.type");
      expect(await rows()).toBe(before);
    });

    it("an 11 MB file", async () => {
      const before = await rows();
      const big = new Uint8Array(11 * 1024 * 1024);
      big.set(sampleFiles.pdf());
      const response = await handleSubmission(
        "application",
        formRequest("application", validFields("application"), {
          altcha: await solvedPayload(deps.keys),
          file: { name: "resume.pdf", bytes: big },
        }),
        deps,
      );
      expect(response.status).toBe(413);
      expect(await rows()).toBe(before);
    });

    it("a path-traversal file name", async () => {
      const before = await rows();
      for (const name of ["../../etc/passwd.pdf", "..\\..\\boot.pdf", "/tmp/x.pdf"]) {
        const request = formRequest("application", validFields("application"), {
          altcha: await solvedPayload(deps.keys),
          file: { name, bytes: sampleFiles.pdf() },
        });
        const response = await handleSubmission("application", request, deps);
        expect(response.status).toBe(400);
        expect(((await response.json()) as Answer).fieldErrors?.resume?.code).toBe("resume.name");
      }
      expect(await rows()).toBe(before);
    });

    it("a replayed ALTCHA solution", async () => {
      const altcha = await solvedPayload(deps.keys);
      const first = await handleSubmission(
        "message",
        formRequest("message", validFields("message", 7), { altcha }),
        deps,
      );
      expect(first.status).toBe(201);
      const before = await rows();
      const again = await handleSubmission(
        "message",
        formRequest("message", validFields("message", 8), { altcha }),
        deps,
      );
      expect(again.status).toBe(400);
      const answer = (await again.json()) as Answer;
      expect(answer.fieldErrors?.altcha?.message).toBe("请输入正确的验证码");
      expect(await rows()).toBe(before);
    });

    it("a forged or expired ALTCHA solution", async () => {
      const before = await rows();
      const payload = JSON.parse(Buffer.from(await solvedPayload(deps.keys), "base64").toString());
      payload.solution.derivedKey = "00".repeat(32);
      const forged = Buffer.from(JSON.stringify(payload)).toString("base64");
      const response = await handleSubmission(
        "message",
        formRequest("message", validFields("message"), { altcha: forged }),
        deps,
      );
      expect(((await response.json()) as Answer).fieldErrors?.altcha?.code).toBe("altcha.invalid");
      const otherKeys = { signature: "x".repeat(64), keySignature: "y".repeat(64) };
      const foreign = await solvedPayload(otherKeys);
      const response2 = await handleSubmission(
        "message",
        formRequest("message", validFields("message"), { altcha: foreign }),
        deps,
      );
      expect(response2.status).toBe(400);
      expect(await rows()).toBe(before);
    });

    it("a filled honeypot", async () => {
      const before = await rows();
      const response = await handleSubmission(
        "message",
        formRequest("message", validFields("message"), {
          altcha: await solvedPayload(deps.keys),
          extra: { website: "http://spam.example" },
        }),
        deps,
      );
      expect(response.status).toBe(400);
      expect(await rows()).toBe(before);
    });

    it("a burst past the rate limits, per IP and per email", async () => {
      const limited = await testDeps(database.db, { perIp: memoryLimiter(3), perEmail: memoryLimiter(2) });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const request = formRequest("message", validFields("message", 100 + i), {
          altcha: await solvedPayload(deps.keys),
          ip: "198.51.100.9",
        });
        statuses.push((await handleSubmission("message", request, limited)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const sameEmail: number[] = [];
      for (let i = 0; i < 3; i++) {
        const request = formRequest("message", validFields("message", 200), {
          altcha: await solvedPayload(deps.keys),
          ip: `198.51.100.${20 + i}`,
        });
        sameEmail.push((await handleSubmission("message", request, limited)).status);
      }
      expect(sameEmail).toEqual([201, 201, 429]);
    });

    it("2,000 randomly generated malformed bodies: all 4xx, none stored, no 5xx", async () => {
      const before = await rows();
      const random = mulberry32(engine === "pglite" ? 7 : 11);
      const altcha = await solvedPayload(deps.keys);
      const statuses = new Map<number, number>();
      for (let i = 0; i < 2000; i++) {
        const kind = KINDS[i % 3] as FormKind;
        const response = await handleSubmission(kind, malformedRequest(kind, random, altcha), deps);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
      const codes = [...statuses.keys()];
      expect(
        codes.every((s) => s >= 400 && s < 500),
        JSON.stringify(Object.fromEntries(statuses)),
      ).toBe(true);
      expect(await rows()).toBe(before);
    }, 120_000);
  });

  it("200 concurrent valid submissions: exactly 200 rows and 200 outbox messages, no duplicates", async () => {
    const before = await rows();
    const beforeOutbox = (await database.db.select({ n: count() }).from(outbox))[0]?.n ?? 0;
    const requests = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const kind = KINDS[i % 3] as FormKind;
        return {
          kind,
          request: formRequest(kind, validFields(kind, 1000 + i), { altcha: await solvedPayload(deps.keys) }),
        };
      }),
    );
    const responses = await Promise.all(requests.map(({ kind, request }) => handleSubmission(kind, request, deps)));
    expect(responses.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    expect(await rows()).toBe(before + 200);
    expect((await database.db.select({ n: count() }).from(outbox))[0]?.n).toBe(beforeOutbox + 200);
    const emails = await database.db.select({ email: submissions.email }).from(submissions);
    const burst = emails.filter((e) => /^visitor1\d{3}@/.test(e.email)).map((e) => e.email);
    expect(new Set(burst).size).toBe(200);
  }, 120_000);
});

/** A small deterministic PRNG, so a failing body can be reproduced. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ (t + t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function malformedRequest(kind: FormKind, random: () => number, altcha: string): Request {
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  const junk = (n: number) =>
    Array.from({ length: n }, () => String.fromCharCode(Math.floor(random() * 0xffff))).join("");
  const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
  const fields = validFields(kind, Math.floor(random() * 1e6));
  const headers: Record<string, string> = { [SOCKET_ADDRESS_HEADER]: "192.0.2.1" };
  const url = `http://localhost/api/forms/${kind}`;
  const strategy = Math.floor(random() * 9);
  switch (strategy) {
    case 0: // random bytes with a random content type
      headers["content-type"] = pick([
        "multipart/form-data; boundary=x",
        "application/json",
        "text/plain",
        "",
        "application/x-www-form-urlencoded",
      ]);
      return new Request(url, { method: "POST", body: bytes(Math.floor(random() * 2000)), headers });
    case 1: // JSON of the wrong shape
      headers["content-type"] = "application/json";
      return new Request(url, {
        method: "POST",
        body: JSON.stringify(
          pick([[], null, 42, "x", { ...fields, name: { $gt: "" } }, { ...fields, email: ["a@b.c"] }]),
        ),
        headers,
      });
    case 2: // broken JSON
      headers["content-type"] = "application/json";
      return new Request(url, { method: "POST", body: `{"name": ${junk(20)}`, headers });
    case 3: {
      // a required field missing or blank, and no valid ALTCHA
      const key = pick(Object.keys(fields).filter((k) => k !== "locale"));
      const broken: Record<string, string> = { ...fields, [key]: pick(["", "   ", "\u0000"]) };
      return formRequest(kind, broken, { altcha: pick(["", "not-base64!", btoa("{}")]), file: null });
    }
    case 4: {
      // oversized text fields
      const key = pick(Object.keys(fields).filter((k) => k !== "locale" && k !== "consent"));
      return formRequest(kind, { ...fields, [key]: "x".repeat(6000 + Math.floor(random() * 5000)) }, { altcha: "x" });
    }
    case 5: // garbage in every field
      return formRequest(
        kind,
        Object.fromEntries(Object.keys(fields).map((k) => [k, junk(Math.floor(random() * 50))])),
        { altcha: junk(100), file: random() < 0.5 ? null : { name: junk(10), bytes: bytes(100) } },
      );
    case 6: // a broken multipart body
      headers["content-type"] = "multipart/form-data; boundary=----abc";
      return new Request(url, {
        method: "POST",
        body: `------abc\r\nContent-Disposition: form-data; name="name"\r\n\r\n${junk(10)}`,
        headers,
      });
    case 7: // valid fields, but a truncated ALTCHA payload (cut well before its base64 padding)
      return formRequest(kind, fields, { altcha: altcha.slice(0, Math.floor(random() * (altcha.length - 8))) });
    default: // valid fields with consent refused
      return formRequest(kind, { ...fields, consent: pick(["false", "no", "0", ""]) }, { altcha: "x" });
  }
}
