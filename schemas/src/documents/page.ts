import { defineField, defineType } from "sanity";
import { PAGE_KEY_LABELS, PAGE_KEYS } from "../constants";
import { imageField } from "../objects/images";
import { pagePreview } from "../previews";
import { checkUniqueInLanguage } from "../rules";
import { languageField } from "./language";

/**
 * The editorial copy of one marketing page in one language: a title, an introduction and
 * structured sections. `pageKey` names the route the copy feeds.
 */
export const page = defineType({
  name: "page",
  title: "页面文案 Page copy",
  type: "document",
  fields: [
    languageField,
    defineField({
      name: "pageKey",
      title: "页面 Page",
      type: "string",
      options: { list: PAGE_KEYS.map((value) => ({ value, title: `${PAGE_KEY_LABELS[value].zh} /${value}` })) },
      validation: (rule) =>
        rule
          .required()
          .custom((value, context) =>
            checkUniqueInLanguage(
              "pageKey",
              value,
              context,
              "这个页面在该语言下已有文案，请编辑已有文档",
              "This page already has copy in this language; edit that document",
            ),
          ),
    }),
    defineField({
      name: "title",
      title: "页面标题 Title",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "heroTitle",
      title: "主视觉标题 Hero title",
      description: "页面顶部大标题；首页必填 The large heading at the top; required on the home page",
      type: "string",
      validation: (rule) =>
        rule
          .max(80)
          .custom((value, context) =>
            context.document?.pageKey === "home" && !value
              ? "首页必须填写主视觉标题 / The home page needs a hero title"
              : true,
          ),
    }),
    defineField({
      name: "intro",
      title: "导语 Introduction",
      type: "text",
      rows: 3,
      validation: (rule) => rule.max(600),
    }),
    imageField("heroImage", "主视觉图片 Hero image"),
    defineField({
      name: "sections",
      title: "版块 Sections",
      type: "array",
      of: [{ type: "pageSection" }],
      validation: (rule) =>
        rule.custom((sections: { key?: string }[] | undefined) => {
          const keys = (sections ?? []).map((section) => section.key).filter(Boolean);
          const duplicate = keys.find((key, index) => keys.indexOf(key) !== index);
          return duplicate ? `版块标识“${duplicate}”重复 / Section key "${duplicate}" is used twice` : true;
        }),
    }),
    defineField({
      name: "seoDescription",
      title: "搜索引擎描述 SEO description",
      description: "留空则使用站点设置中的默认描述 Falls back to the site default",
      type: "text",
      rows: 2,
      validation: (rule) => rule.max(200),
    }),
  ],
  preview: {
    select: { title: "title", language: "language", pageKey: "pageKey" },
    prepare: (value) => pagePreview(value),
  },
});
