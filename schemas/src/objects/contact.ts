import { defineField, defineType } from "sanity";
import { checkEmail, checkEmailList, checkPhone } from "../rules";

export const contactPhone = defineType({
  name: "contactPhone",
  title: "电话 Phone",
  type: "object",
  fields: [
    defineField({ name: "label", title: "名称 Label", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "number",
      title: "号码 Number",
      type: "string",
      validation: (rule) => rule.required().custom((value) => checkPhone(value as string | undefined)),
    }),
  ],
  preview: { select: { title: "label.zh", subtitle: "number" } },
});

export const contactEmail = defineType({
  name: "contactEmail",
  title: "邮箱 Email",
  type: "object",
  fields: [
    defineField({ name: "label", title: "名称 Label", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "address",
      title: "地址 Address",
      type: "string",
      validation: (rule) => rule.required().custom((value) => checkEmail(value as string | undefined)),
    }),
  ],
  preview: { select: { title: "label.zh", subtitle: "address" } },
});

export const contactAddress = defineType({
  name: "contactAddress",
  title: "地址 Address",
  type: "object",
  fields: [
    defineField({ name: "label", title: "名称 Label", type: "localeString", validation: (rule) => rule.required() }),
    defineField({ name: "address", title: "地址 Address", type: "localeText", validation: (rule) => rule.required() }),
  ],
  preview: { select: { title: "label.zh", subtitle: "address.zh" } },
});

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
