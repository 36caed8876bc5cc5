import { describe, expect, it } from "vitest";
import { errorText, formMessages } from "./messages";
import { checkResume, isSafeFileName } from "./resume";
import { applicationSchema, fieldErrorCodes, inquirySchema, messageSchema, normalisePhone } from "./schemas";
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

describe("telephone numbers (issue 29: 13812345678 was refused)", () => {
  const message = (phone: string) =>
    messageSchema.safeParse({
      name: "张三",
      appellation: "mr",
      phone,
      email: "zhang@example.com",
      city: "上海",
      title: "询问",
      content: "你好",
      altcha: "x",
      consent: "true",
    });

  it("accept an ordinary mainland mobile number, however it is grouped, and store it as +86", () => {
    for (const written of ["13812345678", "138 1234 5678", "138-1234-5678", "+86 138 1234 5678", "008613812345678"]) {
      const result = message(written);
      expect(result.success, written).toBe(true);
      expect(result.data?.phone, written).toBe("+8613812345678");
    }
  });

  it("keep other international numbers as written, and refuse what is no number", () => {
    expect(message("+86 21 5000 0000").data?.phone).toBe("+86 21 5000 0000");
    expect(message("+49 30 1234567").data?.phone).toBe("+49 30 1234567");
    for (const bad of ["12812345678", "1381234567", "021 5000 0000", "abc", "+12"]) {
      const result = message(bad);
      expect(result.success, bad).toBe(false);
      expect(fieldErrorCodes(result.error as never).phone, bad).toBe("phone.invalid");
    }
  });

  it("store a mainland mobile number as +86 in the other forms too", async () => {
    expect(normalisePhone("139 0000 1111")).toBe("+8613900001111");
    expect(normalisePhone("0755 1234 5678")).toBe("0755 1234 5678");
    const inquiry = inquirySchema.safeParse({
      company: "A",
      contactName: "B",
      email: "b@example.com",
      phone: "13800138000",
      country: "中国",
      waferDiameter: "300mm",
      waferType: "polished",
      quantity: "10",
      altcha: "x",
      consent: "true",
    });
    expect(inquiry.error?.issues ?? []).toEqual([]);
    expect(inquiry.data?.phone).toBe("+8613800138000");
  });

  it("explain the accepted forms in both languages", () => {
    expect(errorText("zh", "phone.invalid")).toContain("13812345678");
    expect(errorText("en", "phone.invalid")).toContain("13812345678");
  });
});
