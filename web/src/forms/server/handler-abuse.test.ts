import { describe, expect, it } from "vitest";
import { SOCKET_ADDRESS_HEADER } from "@/http/client-ip";
import { formMessages } from "../messages";
import type { FormKind } from "../schemas";
import { handleSubmission } from "./handler";
import { memoryLimiter } from "./rate-limit";
import { type Answer, formTestbed, KINDS } from "./testbed";
import { formRequest, sampleFiles, solvedPayload, TEST_ENGINES, testDeps, validFields } from "./testing";

describe.each(TEST_ENGINES)("form submissions stored in %s", (engine) => {
  const bed = formTestbed(engine);

  describe("abuse is turned away with 4xx and nothing stored", () => {
    it("an HTML page that starts with %PDF-", async () => {
      const before = await bed.rows();
      const response = await bed.submit("application", validFields("application"), {
        file: { name: "resume.pdf", bytes: sampleFiles.pdfWithHtml() },
      });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as Answer;
      expect(answer.fieldErrors?.resume?.code).toBe("resume.damaged");
      expect(answer.fieldErrors?.resume?.message).toBe("简历文件已损坏或无法读取，请重新导出后再上传");
      expect(await bed.rows()).toBe(before);
    });

    it("a program renamed to .pdf", async () => {
      const before = await bed.rows();
      const response = await bed.submit("application", validFields("application"), {
        file: { name: "resume.pdf", bytes: sampleFiles.fakePdf() },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Answer).fieldErrors?.resume?.code).toBe("resume.type");
      expect(await bed.rows()).toBe(before);
    });

    it("an 11 MB file", async () => {
      const before = await bed.rows();
      const big = new Uint8Array(11 * 1024 * 1024);
      big.set(sampleFiles.pdf());
      const response = await bed.submit("application", validFields("application"), {
        file: { name: "resume.pdf", bytes: big },
      });
      expect(response.status).toBe(413);
      expect(await bed.rows()).toBe(before);
    });

    it("a path-traversal file name", async () => {
      const before = await bed.rows();
      for (const name of ["../../etc/passwd.pdf", "..\\..\\boot.pdf", "/tmp/x.pdf"]) {
        const response = await bed.submit("application", validFields("application"), {
          file: { name, bytes: sampleFiles.pdf() },
        });
        expect(response.status).toBe(400);
        expect(((await response.json()) as Answer).fieldErrors?.resume?.code).toBe("resume.name");
      }
      expect(await bed.rows()).toBe(before);
    });

    it("a replayed ALTCHA solution", async () => {
      const altcha = await bed.solved();
      const first = await bed.submit("message", validFields("message", 7), { altcha });
      expect(first.status).toBe(201);
      const before = await bed.rows();
      const again = await bed.submit("message", validFields("message", 8), { altcha });
      expect(again.status).toBe(400);
      const answer = (await again.json()) as Answer;
      expect(answer.fieldErrors?.altcha?.message).toBe("请输入正确的验证码");
      expect(await bed.rows()).toBe(before);
    });

    it("a forged or expired ALTCHA solution", async () => {
      const before = await bed.rows();
      const payload = JSON.parse(Buffer.from(await bed.solved(), "base64").toString());
      payload.solution.derivedKey = "00".repeat(32);
      const forged = Buffer.from(JSON.stringify(payload)).toString("base64");
      const response = await bed.submit("message", validFields("message"), { altcha: forged });
      expect(((await response.json()) as Answer).fieldErrors?.altcha?.code).toBe("altcha.invalid");
      const otherKeys = { signature: "x".repeat(64), keySignature: "y".repeat(64) };
      const foreign = await solvedPayload(otherKeys);
      const response2 = await bed.submit("message", validFields("message"), { altcha: foreign });
      expect(response2.status).toBe(400);
      expect(await bed.rows()).toBe(before);
    });

    it("a filled honeypot", async () => {
      const before = await bed.rows();
      const response = await bed.submit("message", validFields("message"), {
        extra: { website: "http://spam.example" },
      });
      expect(response.status).toBe(400);
      expect(await bed.rows()).toBe(before);
    });

    it("a burst past the rate limits, per IP and per email", async () => {
      const limited = await testDeps(bed.database.db, { perIp: memoryLimiter(3), perEmail: memoryLimiter(2) });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const request = formRequest("message", validFields("message", 100 + i), {
          altcha: await bed.solved(),
          ip: "198.51.100.9",
        });
        statuses.push((await handleSubmission("message", request, limited)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const sameEmail: number[] = [];
      for (let i = 0; i < 3; i++) {
        const request = formRequest("message", validFields("message", 200), {
          altcha: await bed.solved(),
          ip: `198.51.100.${20 + i}`,
        });
        sameEmail.push((await handleSubmission("message", request, limited)).status);
      }
      expect(sameEmail).toEqual([201, 201, 429]);
    });

    it("the site's hourly budget of stored upload bytes: resumes past it are refused, 429 in the visitor's language", async () => {
      const pdf = sampleFiles.pdf();
      const limited = await testDeps(bed.database.db);
      limited.limits = { ...limited.limits, uploadBytes: memoryLimiter(2 * pdf.length + 10) };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const request = formRequest("application", validFields("application", 300 + i, i === 2 ? "en" : "zh"), {
          altcha: await bed.solved(),
          file: { name: "cv.pdf", bytes: pdf },
        });
        const response = await handleSubmission("application", request, limited);
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
          expect(((await response.json()) as { message: string }).message).toBe(formMessages("en").status.tooMany);
        }
      }
      expect(statuses).toEqual([201, 201, 429]);
      // Submissions without a file cost nothing of it.
      const message = formRequest("message", validFields("message", 303), { altcha: await bed.solved() });
      expect((await handleSubmission("message", message, limited)).status).toBe(201);
    });

    it("2,000 randomly generated malformed bodies: all 4xx, none stored, no 5xx", async () => {
      const before = await bed.rows();
      const random = mulberry32(engine === "pglite" ? 7 : 11);
      const altcha = await bed.solved();
      const statuses = new Map<number, number>();
      for (let i = 0; i < 2000; i++) {
        const kind = KINDS[i % 3] as FormKind;
        const response = await handleSubmission(kind, malformedRequest(kind, random, altcha), bed.deps);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
      const codes = [...statuses.keys()];
      expect(
        codes.every((s) => s >= 400 && s < 500),
        JSON.stringify(Object.fromEntries(statuses)),
      ).toBe(true);
      expect(await bed.rows()).toBe(before);
    }, 120_000);
  });
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
