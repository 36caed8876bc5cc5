import { defineField, defineType } from "sanity";
import { SECTION_LAYOUT_LABELS, SECTION_LAYOUTS } from "../constants";
import { checkLinkHref } from "../rules";
import { imageField } from "./images";

/** A call to action inside a page section. */
export const pageLink = defineType({
  name: "pageLink",
  title: "链接按钮 Link",
  type: "object",
  fields: [
    defineField({ name: "label", title: "文字 Label", type: "string", validation: (rule) => rule.required().max(40) }),
    defineField({
      name: "href",
      title: "地址 Address",
      description: "站内路径（如 /product）或完整网址 A site path such as /product, or a full URL",
      type: "string",
      validation: (rule) => rule.required().custom((value) => checkLinkHref(value as string | undefined)),
    }),
  ],
});

/** One card of a section: a figure (e.g. 800,000), a title, a sentence and an optional picture. */
export const sectionItem = defineType({
  name: "sectionItem",
  title: "条目 Item",
  type: "object",
  fields: [
    defineField({
      name: "figure",
      title: "数字 Figure",
      description: "可选，如 80万、18/20 Optional, e.g. 800,000",
      type: "string",
      validation: (rule) => rule.max(24),
    }),
    defineField({ name: "title", title: "标题 Title", type: "string", validation: (rule) => rule.required().max(80) }),
    defineField({ name: "text", title: "说明 Text", type: "text", rows: 3, validation: (rule) => rule.max(600) }),
    imageField("image", "图片 Image"),
    defineField({ name: "link", title: "链接 Link", type: "pageLink" }),
  ],
  preview: { select: { title: "title", subtitle: "figure", media: "image" } },
});

/**
 * A section of a marketing page. `key` lets a page template find a section (e.g. "capacity") while
 * editors keep free control of wording, order and items.
 */
export const pageSection = defineType({
  name: "pageSection",
  title: "版块 Section",
  type: "object",
  fields: [
    defineField({
      name: "key",
      title: "版块标识 Section key",
      description: "页面模板用来定位版块，如 capacity、values；小写字母和连字符 Used by the page template",
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z][a-z0-9-]*$/, { name: "key" })
          .max(40),
    }),
    defineField({
      name: "layout",
      title: "版式 Layout",
      description: "条目的呈现方式 How the items are shown",
      type: "string",
      options: {
        list: SECTION_LAYOUTS.map((value) => ({
          value,
          title: `${SECTION_LAYOUT_LABELS[value].zh} ${SECTION_LAYOUT_LABELS[value].en}`,
        })),
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: "cards",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "heading",
      title: "标题 Heading",
      type: "string",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "subheading",
      title: "副标题 Subheading",
      type: "string",
      validation: (rule) => rule.max(160),
    }),
    defineField({ name: "body", title: "正文 Body", type: "richText" }),
    defineField({ name: "items", title: "条目 Items", type: "array", of: [{ type: "sectionItem" }] }),
    imageField("image", "配图 Image"),
    defineField({ name: "link", title: "链接按钮 Link", type: "pageLink" }),
  ],
  preview: { select: { title: "heading", subtitle: "key", media: "image" } },
});

/** One row of a product's specification table: a parameter and its value. */
export const specRow = defineType({
  name: "specRow",
  title: "规格 Specification",
  type: "object",
  fields: [
    defineField({
      name: "parameter",
      title: "参数 Parameter",
      type: "localeString",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "value", title: "数值 Value", type: "string", validation: (rule) => rule.required().max(80) }),
  ],
  preview: { select: { title: "parameter.zh", subtitle: "value" } },
});
