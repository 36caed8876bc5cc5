import { defineField, defineType } from "sanity";
import { emailField, phoneField } from "../objects/contact";
import { byOrder, orderField } from "../objects/order";

/** A press contact listed on /contacts; localized fields in one document. */
export const mediaContact = defineType({
  name: "mediaContact",
  title: "媒体联系人 Media contact",
  type: "document",
  fields: [
    defineField({ name: "name", title: "姓名 Name", type: "localeString", validation: (rule) => rule.required() }),
    defineField({ name: "role", title: "职务 Role", type: "localeString", validation: (rule) => rule.required() }),
    defineField({
      name: "region",
      title: "负责区域 Region",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    phoneField("phone", "电话 Phone"),
    emailField("email", "邮箱 Email"),
    orderField,
  ],
  orderings: [byOrder],
  preview: { select: { title: "name.zh", subtitle: "region.zh" } },
});
