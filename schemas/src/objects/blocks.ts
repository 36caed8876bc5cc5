import { defineArrayMember, defineField, defineType } from "sanity";
import { EMBEDDED_FORM_KINDS, MAX_DOWNLOAD_BYTES } from "../constants";
import { checkDownloadFile, checkHttpUrl, type FileValue } from "../rules";
import { imageField } from "./images";

// The blocks an editor composes a page (`sitePage.sections`) from, beside the section layouts of
// `pageSection` (issue 42). Each has a site component in web/src/blocks, chosen by `_type`
// (web/src/blocks/Sections.tsx). Recipe: docs/recipes/add-a-block-type.md.

const heading = (required = false) =>
  defineField({
    name: "heading",
    title: "标题 Heading",
    type: "string",
    validation: (rule) =>
      required
        ? [rule.required().error("请填写标题"), rule.max(80).error("标题最多 80 个字")]
        : rule.max(80).error("标题最多 80 个字"),
  });

/** Rich text with pictures and tables in it (the `richText` of news and sections). */
export const richTextBlock = defineType({
  name: "richTextBlock",
  title: "图文正文 Rich text",
  type: "object",
  fields: [
    heading(),
    defineField({
      name: "body",
      title: "正文 Body",
      description: "可插入图片和表格 Images and tables may be inserted",
      type: "richText",
      validation: (rule) => rule.required().error("请填写正文"),
    }),
  ],
  preview: {
    select: { title: "heading" },
    prepare: ({ title }) => ({ title: title || "图文正文", subtitle: "图文正文 Rich text" }),
  },
});

/** A picture beside a text, on the side the editor chooses. */
export const imageTextBlock = defineType({
  name: "imageTextBlock",
  title: "图片与文字 Image and text",
  type: "object",
  fields: [
    heading(true),
    defineField({ name: "body", title: "正文 Body", type: "richText" }),
    imageField("image", "图片 Image", { required: true }),
    defineField({
      name: "imagePosition",
      title: "图片位置 Image position",
      type: "string",
      options: {
        list: [
          { value: "left", title: "左侧 Left" },
          { value: "right", title: "右侧 Right" },
        ],
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: "right",
    }),
  ],
  preview: {
    select: { title: "heading", media: "image" },
    prepare: ({ title, media }) => ({ title, media, subtitle: "图片与文字 Image and text" }),
  },
});

/** Pictures in a grid, each with its alternative text and an optional caption. */
export const galleryBlock = defineType({
  name: "galleryBlock",
  title: "图片集 Image gallery",
  type: "object",
  fields: [
    heading(),
    defineField({
      name: "images",
      title: "图片 Images",
      type: "array",
      of: [defineArrayMember({ type: "figure" })],
      options: { layout: "grid" },
      validation: (rule) => [
        rule.required().min(1).error("请至少添加一张图片"),
        rule.max(24).error("一个图片集最多 24 张图片"),
      ],
    }),
  ],
  preview: {
    select: { title: "heading", images: "images" },
    prepare: ({ title, images }: { title?: string; images?: unknown[] }) => ({
      title: title || "图片集",
      subtitle: `图片集 Gallery · ${images?.length ?? 0} 张`,
    }),
  },
});

/** A call to action: a sentence and a button to a page of the site or another site. */
export const ctaBlock = defineType({
  name: "ctaBlock",
  title: "行动号召 Call to action",
  type: "object",
  fields: [
    heading(true),
    defineField({
      name: "text",
      title: "说明 Text",
      type: "text",
      rows: 2,
      validation: (rule) => rule.max(300).error("说明最多 300 个字"),
    }),
    defineField({
      name: "label",
      title: "按钮文字 Button label",
      type: "string",
      validation: (rule) => [rule.required().error("请填写按钮文字"), rule.max(40).error("按钮文字最多 40 个字")],
    }),
    defineField({
      name: "target",
      title: "站内页面 Page of the site",
      description: "页面、产品或职位；与外部链接二选一 A page, product or job; or an external link",
      type: "reference",
      to: [{ type: "page" }, { type: "sitePage" }, { type: "product" }, { type: "job" }],
      validation: (rule) =>
        rule.custom((value, context) => {
          const url = (context.parent as { url?: string } | undefined)?.url;
          if (value && url) return "站内页面和外部链接只能选一个";
          if (!value && !url) return "请选择站内页面或填写外部链接";
          return true;
        }),
    }),
    defineField({
      name: "url",
      title: "外部链接 External link",
      description: "完整网址，如 https://www.semi.org/ A full address",
      type: "url",
      validation: (rule) => rule.custom((value) => checkHttpUrl(value as string | undefined)),
    }),
  ],
  preview: { select: { title: "heading", subtitle: "label" } },
});

/** A table of rows and cells, its first row the header (the `table` type of @sanity/table). */
export const tableBlock = defineType({
  name: "tableBlock",
  title: "表格 Table",
  type: "object",
  fields: [
    heading(),
    defineField({
      name: "caption",
      title: "表格说明 Caption",
      description: "读屏软件朗读的表格名称 Read out by screen readers",
      type: "string",
      validation: (rule) => rule.max(120).error("表格说明最多 120 个字"),
    }),
    defineField({
      name: "table",
      title: "表格 Table",
      type: "table",
      validation: (rule) => rule.required().error("请填写表格"),
    }),
  ],
  preview: {
    select: { title: "heading", caption: "caption" },
    prepare: ({ title, caption }) => ({ title: title || caption || "表格", subtitle: "表格 Table" }),
  },
});

/** One question and its answer. */
export const faqItem = defineType({
  name: "faqItem",
  title: "问答 Question",
  type: "object",
  fields: [
    defineField({
      name: "question",
      title: "问题 Question",
      type: "string",
      validation: (rule) => [rule.required().error("请填写问题"), rule.max(200).error("问题最多 200 个字")],
    }),
    defineField({
      name: "answer",
      title: "回答 Answer",
      type: "text",
      rows: 4,
      validation: (rule) => [rule.required().error("请填写回答"), rule.max(2000).error("回答最多 2000 个字")],
    }),
  ],
  preview: { select: { title: "question", subtitle: "answer" } },
});

/** Questions that open one by one; the page also carries them as FAQPage structured data. */
export const faqBlock = defineType({
  name: "faqBlock",
  title: "常见问题 FAQ",
  type: "object",
  fields: [
    heading(true),
    defineField({
      name: "items",
      title: "问答 Questions",
      type: "array",
      of: [defineArrayMember({ type: "faqItem" })],
      validation: (rule) => [rule.required().min(1).error("请至少添加一个问答"), rule.max(30).error("最多 30 个问答")],
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "常见问题 FAQ" }) },
});

/** A PDF visitors download from the site itself (the route of the declarations, /media/files/…). */
export const fileBlock = defineType({
  name: "fileBlock",
  title: "文件下载 Download",
  type: "object",
  fields: [
    heading(true),
    defineField({
      name: "description",
      title: "说明 Description",
      type: "text",
      rows: 2,
      validation: (rule) => rule.max(300).error("说明最多 300 个字"),
    }),
    defineField({
      name: "file",
      title: "PDF 文件 File",
      description: `仅限 PDF，不超过 ${MAX_DOWNLOAD_BYTES / 1024 / 1024} MB PDF only, at most ${MAX_DOWNLOAD_BYTES / 1024 / 1024} MB`,
      type: "file",
      options: { accept: "application/pdf" },
      validation: (rule) =>
        rule.custom(async (value, context) => {
          const ref = (value as FileValue | undefined)?.asset?._ref;
          const size = ref
            ? await context
                .getClient({ apiVersion: "2025-02-19" })
                .fetch<number | null>("*[_id == $id][0].size", { id: ref })
                .catch(() => null)
            : null;
          return checkDownloadFile(value as FileValue | undefined, size);
        }),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "文件下载 Download" }) },
});

/** The site's product inquiry or message form, inside a page. */
export const formBlock = defineType({
  name: "formBlock",
  title: "表单 Form",
  type: "object",
  fields: [
    heading(true),
    defineField({
      name: "intro",
      title: "说明 Introduction",
      type: "text",
      rows: 2,
      validation: (rule) => rule.max(300).error("说明最多 300 个字"),
    }),
    defineField({
      name: "kind",
      title: "表单类型 Form",
      type: "string",
      options: {
        list: EMBEDDED_FORM_KINDS.map((value) => ({
          value,
          title: value === "inquiry" ? "产品询价 Product inquiry" : "在线留言 Message",
        })),
        layout: "radio",
        direction: "horizontal",
      },
      initialValue: "inquiry",
      validation: (rule) => rule.required().error("请选择表单类型"),
    }),
  ],
  preview: {
    select: { title: "heading", kind: "kind" },
    prepare: ({ title, kind }) => ({ title, subtitle: kind === "message" ? "在线留言 Message" : "产品询价 Inquiry" }),
  },
});

/** Every block type of a page, in the order the studio's "add item" menu lists them. */
export const pageBlockTypes = [
  richTextBlock,
  imageTextBlock,
  galleryBlock,
  ctaBlock,
  tableBlock,
  faqBlock,
  fileBlock,
  formBlock,
];
