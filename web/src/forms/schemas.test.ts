import { describe, expect, it } from "vitest";
import { errorText, formMessages } from "./messages";
import { checkResume, isSafeFileName } from "./resume";
import { applicationSchema, fieldErrorCodes, messageSchema } from "./schemas";
import { sampleFiles } from "./server/testing";
import { countWords } from "./words";

describe("self-description length", () => {
  it("counts English words and Chinese characters", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("I have five years' experience in epitaxy.")).toBe(7);
    expect(countWords("五年外延工艺经验")).toBe(8);
    expect(countWords("熟悉300mm外延 and CVD")).toBe(7);
  });
});

describe("resume checks", () => {
  const file = (bytes: Uint8Array, name: string) => new File([bytes as BlobPart], name);
  it("trusts the bytes and the extension, never the browser's type", async () => {
    expect(await checkResume(file(sampleFiles.pdf(), "cv.pdf"))).toBeNull();
    expect(await checkResume(file(sampleFiles.docx(), "cv.docx"))).toBeNull();
    expect(await checkResume(file(sampleFiles.doc(), "cv.doc"))).toBeNull();
    expect(
      await checkResume(new File([sampleFiles.fakePdf() as BlobPart], "cv.pdf", { type: "application/pdf" })),
    ).toBe("resume.type");
    expect(await checkResume(file(sampleFiles.pdf(), "cv.docx"))).toBe("resume.type");
    expect(await checkResume(file(sampleFiles.pdf(), "cv.exe"))).toBe("resume.type");
    expect(await checkResume(undefined)).toBe("resume.required");
  });

  it("refuses path tricks in file names", () => {
    for (const name of ["../cv.pdf", "a/b.pdf", "a\\b.pdf", ".hidden.pdf", "cv\u0000.pdf"]) {
      expect(isSafeFileName(name), name).toBe(false);
    }
    expect(isSafeFileName("张三 简历 2026.pdf")).toBe(true);
  });
});

describe("shared schemas", () => {
  it("report one code per field, with words in both languages for every code", () => {
    const result = messageSchema.safeParse({ consent: false });
    expect(result.success).toBe(false);
    const codes = fieldErrorCodes(result.error as never);
    expect(codes.name).toBe("name.required");
    for (const code of Object.values(codes)) {
      expect(errorText("zh", code)).not.toBe(formMessages("zh").errors.invalid);
      expect(errorText("en", code)).not.toBe(formMessages("en").errors.invalid);
    }
  });

  it("have the spec's verification-code message", () => {
    expect(errorText("en", "altcha.invalid")).toBe("Please enter the correct verification code");
    expect(errorText("zh", "altcha.invalid")).toBe("请输入正确的验证码");
    expect(errorText("en", "tooLong:200")).toBe("Too long: at most 200 characters");
  });

  it("accept an application without a self-description", async () => {
    const result = await applicationSchema.safeParseAsync({
      name: "Li",
      contactPhone: "13800138000",
      contactEmail: "li@example.com",
      position: "epitaxy-process-engineer",
      resume: new File([sampleFiles.pdf() as BlobPart], "cv.pdf"),
      altcha: "x",
      consent: "true",
    });
    expect(result.success).toBe(true);
  });
});
