import { describe, expect, it } from "vitest";
import { auditSentence } from "./audit-words";
import { compactWhen, fieldLabel, fieldOrder, fieldValue, jobTitle, personName, statusLabel } from "./labels";

// Issue 41, item 3: staff read words, not codes — the forms' own labels, in the staff's language.

describe("the inbox's labels", () => {
  it("names a title of address and a wafer type by the form's options, in both languages", () => {
    expect(fieldValue("zh", "message", "appellation", "mr")).toBe("先生");
    expect(fieldValue("zh", "message", "appellation", "ms")).toBe("女士");
    expect(fieldValue("en", "message", "appellation", "dr")).toBe("Dr.");
    expect(fieldValue("zh", "inquiry", "waferType", "epitaxial")).toBe("外延片");
    expect(fieldValue("en", "inquiry", "waferType", "epitaxial")).toMatch(/^Epitaxial/);
    // A value without a label (a diameter, free text, an old code) is shown as sent.
    expect(fieldValue("zh", "inquiry", "waferDiameter", "300mm")).toBe("300mm");
    expect(fieldValue("zh", "inquiry", "waferType", "retired-type")).toBe("retired-type");
    expect(fieldValue("zh", "message", "title", "=1+1")).toBe("=1+1");
  });

  it("labels fields as the form does (an inquiry's phone is 联系电话), stored ones too", () => {
    expect(fieldLabel("zh", "inquiry", "phone")).toBe("联系电话");
    expect(fieldLabel("zh", "message", "phone")).toBe("电话");
    expect(fieldLabel("zh", "message", "appellation")).toBe("称谓");
    expect(fieldLabel("en", "application", "resumeFileName")).toBe("Resume");
    expect(fieldLabel("zh", "application", "somethingNew")).toBe("somethingNew");
    expect(fieldOrder("message", ["content", "zeta", "name", "appellation"])).toEqual([
      "name",
      "appellation",
      "content",
      "zeta",
    ]);
  });

  it("names the person, never the address; a new message is 新留言, a new inquiry 新询价", () => {
    expect(personName({ contactName: " 陈工 ", email: "chen@example.com" })).toBe("陈工");
    expect(personName({ email: "x@example.com" })).toBe("");
    expect(statusLabel("zh", "application", "new")).toBe("新投递");
    expect(statusLabel("zh", "message", "new")).toBe("新留言");
    expect(statusLabel("zh", "inquiry", "new")).toBe("新询价");
    expect(statusLabel("zh", "message", "answered")).toBe("已回复");
    expect(statusLabel("en", "application", "interview")).toBe("Interview");
  });

  it("shows a job by its title in the staff's language, else the other's, else the slug", () => {
    const jobs = [
      { slug: "production-planner", language: "zh", title: "生产计划专员" },
      { slug: "production-planner", language: "en", title: "Production Planner" },
      { slug: "epi-engineer", language: "en", title: "Epitaxy Engineer" },
    ];
    expect(jobTitle(jobs, "production-planner", "zh")).toBe("生产计划专员");
    expect(jobTitle(jobs, "production-planner", "en")).toBe("Production Planner");
    expect(jobTitle(jobs, "epi-engineer", "zh")).toBe("Epitaxy Engineer");
    expect(jobTitle(jobs, "gone-job", "zh")).toBe("gone-job");
  });

  it("writes Beijing time on one line", () => {
    expect(compactWhen("2026-11-29T04:42:29.627Z")).toBe("2026-11-29 12:42");
    expect(compactWhen(new Date("2026-12-31T16:30:05Z"), true)).toBe("2027-01-01 00:30:05");
  });
});

describe("the audit log's sentences", () => {
  const entry = { submission_id: "3f2a", form_type: "application" as const, name: "张三", detail: "" };
  it("says who did what to whose record, in the staff's language", () => {
    expect(auditSentence("zh", { ...entry, actor: "王敏", action: "status", detail: "interview" }).sentence).toBe(
      "王敏 把 张三 的申请 设为 面试",
    );
    expect(auditSentence("en", { ...entry, actor: "hana", action: "status", detail: "interview" }).sentence).toBe(
      "hana set 张三's application to Interview",
    );
    expect(
      auditSentence("zh", { ...entry, form_type: "message", actor: "mark", action: "status", detail: "new" }).sentence,
    ).toBe("mark 把 张三 的留言 设为 新留言");
    expect(auditSentence("zh", { ...entry, actor: "hana", action: "download-resume" }).sentence).toBe(
      "hana 下载了 张三 的简历",
    );
    expect(auditSentence("zh", { ...entry, form_type: null, name: null, actor: "hana", action: "view" }).sentence).toBe(
      "hana 查看了 一条已删除的记录",
    );
  });

  it("turns a list's and an export's codes into words and keeps the rest of the detail", () => {
    const none = { submission_id: null, form_type: null, name: null };
    expect(auditSentence("zh", { ...none, actor: "hana", action: "list", detail: "application job=epi q=王" })).toEqual(
      { sentence: "hana 查看了职位申请列表", more: "job=epi q=王" },
    );
    expect(
      auditSentence("zh", { ...none, actor: "hana", action: "export", detail: "application 3 row(s) job epi" }),
    ).toEqual({ sentence: "hana 导出了职位申请（3 条）", more: "job epi" });
    expect(auditSentence("zh", { ...none, actor: "system", action: "purge", detail: "2 submission(s)" })).toEqual({
      sentence: "系统 按保留期限清除了过期的提交",
      more: "2 submission(s)",
    });
    expect(auditSentence("en", { ...none, actor: "ada", action: "mystery", detail: "x" })).toEqual({
      sentence: "ada mystery",
      more: "x",
    });
  });
});
