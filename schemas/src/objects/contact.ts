import { defineField, defineType } from "sanity";
import { checkEmail, checkEmailList, checkPhone, type RuleResult } from "../rules";

/** A string editors must give, checked by `check` (a rule of ../rules.ts). */
const checkedString = (check: (value: string | undefined) => RuleResult) => (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "string",
    validation: (rule) => rule.required().custom((value) => check(value as string | undefined)),
  });

/** A phone number, checked as the site shows and dials it. */
export const phoneField = checkedString(checkPhone);
/** An e-mail address. */
export const emailField = checkedString(checkEmail);

/** One entry of the site's contact lists: a label in both languages and its value. */
function contactEntry(name: string, title: string, value: ReturnType<typeof defineField>, subtitle: string) {
  return defineType({
    name,
    title,
    type: "object",
    fields: [
      defineField({ name: "label", title: "名称 Label", type: "localeString", validation: (rule) => rule.required() }),
      value,
    ],
    preview: { select: { title: "label.zh", subtitle } },
  });
}

export const contactPhone = contactEntry("contactPhone", "电话 Phone", phoneField("number", "号码 Number"), "number");
export const contactEmail = contactEntry(
  "contactEmail",
  "邮箱 Email",
  emailField("address", "地址 Address"),
  "address",
);
export const contactAddress = contactEntry(
  "contactAddress",
  "地址 Address",
  defineField({ name: "address", title: "地址 Address", type: "localeText", validation: (rule) => rule.required() }),
  "address.zh",
);

const recipients = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "array",
    of: [{ type: "string" }],
    validation: (rule) =>
      rule
        .required()
        .min(1)
        .unique()
        .custom((value) => checkEmailList(value as string[] | undefined)),
  });

/** Who receives an email for each kind of form submission. */
export const notificationRecipients = defineType({
  name: "notificationRecipients",
  title: "表单通知收件人 Form notification recipients",
  type: "object",
  fields: [
    recipients("message", "在线留言 Online messages"),
    recipients("application", "职位申请 Job applications"),
    recipients("inquiry", "业务咨询 Business inquiries"),
  ],
});
