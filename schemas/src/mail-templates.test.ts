import { describe, expect, it } from "vitest";
import { DEFAULT_MAIL_TEMPLATES, fillMailTemplate, unknownPlaceholders } from "./mail-templates";

// Issue 41, item 6: the mails HR sends an applicant are the editors' templates with the person's
// name, the job and the company filled in, in the language they applied in.

const values = { name: "张三", job: "工艺工程师", company: "硅晶半导体" };

describe("filling an applicant mail template", () => {
  it("fills the Chinese and the English placeholders, in either language", () => {
    expect(fillMailTemplate("{姓名}，您好：感谢您应聘{公司}的“{职位}”职位。", values)).toBe(
      "张三，您好：感谢您应聘硅晶半导体的“工艺工程师”职位。",
    );
    expect(
      fillMailTemplate("Dear {name}, {company} thanks you for applying for {job}. {Name}", {
        name: "Ann Lee",
        job: "Process engineer",
        company: "SCS",
      }),
    ).toBe("Dear Ann Lee, SCS thanks you for applying for Process engineer. Ann Lee");
    expect(fillMailTemplate("{职位} / {job}", values)).toBe("工艺工程师 / 工艺工程师");
  });

  it("leaves other braces as written and fills a value only once (a name with braces stays a name)", () => {
    expect(fillMailTemplate("时间：{时间} {}", values)).toBe("时间：{时间} {}");
    expect(fillMailTemplate("{name} {job}", { name: "{job}", job: "X", company: "" })).toBe("{job} X");
  });

  it("names the placeholders it cannot fill", () => {
    expect(unknownPlaceholders("{姓命} {name} {职位} {date}")).toEqual(["姓命", "date"]);
  });

  it("has default words in both languages that use only known placeholders", () => {
    for (const kind of ["invite", "decline"] as const)
      for (const lang of ["zh", "en"] as const) {
        const { subject, body } = DEFAULT_MAIL_TEMPLATES[kind][lang];
        expect(unknownPlaceholders(subject + body), `${kind} ${lang}`).toEqual([]);
        expect(fillMailTemplate(body, values)).not.toMatch(/\{/);
      }
  });
});
