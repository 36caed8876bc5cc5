import { describe, expect, it } from "vitest";
import { outcomeOf, submissionBody } from "./submission";

describe("what the visitor is told after a submit", () => {
  it("201 is sent; a confirmation mail only when the server says it sends one", () => {
    expect(outcomeOf(201, { ok: true })).toEqual({ kind: "sent", acknowledgement: false });
    expect(outcomeOf(201, { ok: true, acknowledgement: false })).toEqual({ kind: "sent", acknowledgement: false });
    expect(outcomeOf(201, { ok: true, acknowledgement: true })).toEqual({ kind: "sent", acknowledgement: true });
  });

  it("400 with field errors gives each field its code", () => {
    const answer = {
      fieldErrors: { email: { code: "email.invalid", message: "…" }, altcha: { code: "altcha.invalid" } },
    };
    expect(outcomeOf(400, answer)).toEqual({
      kind: "invalid",
      fieldErrors: { email: "email.invalid", altcha: "altcha.invalid" },
    });
  });

  it.each([
    [400, {}, "rejected"],
    [413, {}, "tooLarge"],
    [429, { error: "tooMany" }, "tooMany"],
    [500, {}, "unavailable"],
    [503, null, "unavailable"],
    [503, { error: "busy" }, "busy"],
  ])("%i reads as %s", (status, answer, reason) => {
    expect(outcomeOf(status, answer)).toEqual({ kind: "failed", reason });
  });
});

describe("the request body", () => {
  it("carries every given value, the file as a file, the language and the honeypot", () => {
    const resume = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    const body = submissionBody({ name: "李雷", consent: true, resume, notes: undefined }, "en", "");
    expect(body.get("name")).toBe("李雷");
    expect(body.get("consent")).toBe("true");
    expect((body.get("resume") as File).name).toBe("cv.pdf");
    expect(body.has("notes")).toBe(false);
    expect(body.get("locale")).toBe("en");
    expect(body.get("website")).toBe("");
  });
});
