import { defineField, defineType } from "sanity";
import { byOrder, orderField } from "../objects/order";
import { checkEmail, checkPhone } from "../rules";

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
    defineField({
      name: "phone",
      title: "电话 Phone",
      type: "string",
      validation: (rule) => rule.required().custom((value) => checkPhone(value as string | undefined)),
    }),
    defineField({
      name: "email",
      title: "邮箱 Email",
      type: "string",
      validation: (rule) => rule.required().custom((value) => checkEmail(value as string | undefined)),
    }),
    orderField,
  ],
  orderings: [byOrder],
  preview: { select: { title: "name.zh", subtitle: "region.zh" } },
});
