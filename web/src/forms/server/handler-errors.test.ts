import { describe, expect, it } from "vitest";
import { errorText } from "../messages";
import type { FormKind } from "../schemas";
import { handleSubmission } from "./handler";
import { type Answer, formTestbed, KINDS } from "./testbed";
import { formRequest, TEST_ENGINES, validFields } from "./testing";

// The errors a visitor reads: every field's, in both languages, as the browser shows them.

describe.each(TEST_ENGINES)("form errors answered from %s", (engine) => {
  const bed = formTestbed(engine);

  it.each(["zh", "en"] as const)("answers every field's error in %s, as the browser shows it", async (locale) => {
    const before = await bed.rows();
    for (const kind of KINDS) {
      const empty = { locale, consent: "false" };
      const response = await handleSubmission(kind, formRequest(kind, empty, { file: null }), bed.deps);
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
    // Refused: nothing stored.
    expect(await bed.rows()).toBe(before);
  });

  it("explains malformed values: phone without country code, bad email, too many words, closed job", async () => {
    const altcha = await bed.solved();
    const message = await bed.submit(
      "message",
      { ...validFields("message"), phone: "021 5000 0000", email: "not-an-email" },
      { altcha },
    );
    const m = (await message.json()) as Answer;
    expect(m.fieldErrors?.phone?.message).toBe(
      "请输入有效的电话：手机号如 13812345678，其他号码请以 + 和国家代码开头，如 +86 21 5000 0000",
    );
    expect(m.fieldErrors?.email?.message).toBe("请输入有效的电子邮箱地址");

    const words = Array.from({ length: 201 }, () => "word").join(" ");
    const application = await bed.submit(
      "application",
      { ...validFields("application", 0, "en"), selfDescription: words },
      { altcha },
    );
    expect(((await application.json()) as Answer).fieldErrors?.selfDescription?.message).toBe(
      "The self-description can have at most 200 words",
    );

    const closed = await bed.submit(
      "application",
      { ...validFields("application"), position: "campus-closed-job" },
      { altcha },
    );
    expect(((await closed.json()) as Answer).fieldErrors?.position?.code).toBe("position.closed");
  });
});
