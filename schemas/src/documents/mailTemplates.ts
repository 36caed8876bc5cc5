import { defineField, defineType } from "sanity";
import { MAIL_PLACEHOLDERS, unknownPlaceholders } from "../mail-templates";

// The mails HR sends applicants from the inbox (issue 41, item 6): one document (id
// `mailTemplates`), an interview invitation and a decline, each with a subject and a body in both
// languages. The inbox fills the placeholders and lets HR edit the mail before it is sent.

const names = Object.values(MAIL_PLACEHOLDERS)
  .map(({ zh, en }) => `{${zh}} / {${en}}`)
  .join("、");

type Localized = { zh?: string; en?: string } | undefined;

/** Both languages are needed (an applicant hears in the language they applied in); placeholders must be known. */
function checkLocalized(value: Localized) {
  if (!value?.zh?.trim() || !value?.en?.trim())
    return "中文和英文都必须填写（申请人以其申请时的语言收到邮件） / Both Chinese and English are required";
  const unknown = [...unknownPlaceholders(value.zh), ...unknownPlaceholders(value.en)];
  return unknown.length
    ? `无法填写的占位符：${unknown.map((word) => `{${word}}`).join("、")}；可用：${names} / Unknown placeholders`
    : true;
}

const template = (name: string, title: string, kind: string) => [
  defineField({
    name: `${name}Subject`,
    title: `${title}主题 ${kind} subject`,
    type: "localeString",
    description: `可用占位符 Placeholders: ${names}`,
    validation: (rule) => rule.required().custom(checkLocalized),
  }),
  defineField({
    name: `${name}Body`,
    title: `${title}正文 ${kind} body`,
    type: "localeText",
    description: `收件箱中人事可在发送前修改 HR may edit the mail before sending. 可用占位符: ${names}`,
    validation: (rule) => rule.required().custom(checkLocalized),
  }),
];

export const mailTemplates = defineType({
  name: "mailTemplates",
  title: "申请人邮件模板 Applicant mail templates",
  type: "document",
  fields: [...template("invite", "面试邀请", "Invitation"), ...template("decline", "婉拒", "Decline")],
  preview: { prepare: () => ({ title: "申请人邮件模板 Applicant mail templates" }) },
});
