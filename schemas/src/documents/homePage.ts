import { defineField, defineType } from "sanity";
import { LOCALES } from "../constants";

/** Home page copy, one document per language. */
export const homePage = defineType({
  name: "homePage",
  title: "首页 Home page",
  type: "document",
  fields: [
    defineField({
      name: "language",
      title: "语言 Language",
      type: "string",
      options: { list: [...LOCALES] },
      validation: (rule) => rule.required(),
      readOnly: true,
    }),
    defineField({
      name: "heroTitle",
      title: "主标题 Hero title",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
  ],
  preview: {
    select: { title: "heroTitle", language: "language" },
    prepare: ({ title, language }) => ({ title, subtitle: String(language ?? "").toUpperCase() }),
  },
});
