import { defineArrayMember, defineField, defineType } from "sanity";
import { checkLinkHref } from "../rules";

const link = defineArrayMember({
  name: "link",
  title: "链接 Link",
  type: "object",
  fields: [
    defineField({
      name: "href",
      title: "网址 URL",
      description: "https://…、站内路径 /…、mailto: 或 tel:",
      type: "string",
      validation: (rule) => rule.required().custom((value) => checkLinkHref(value as string | undefined)),
    }),
    defineField({ name: "openInNewTab", title: "新窗口打开 Open in a new tab", type: "boolean", initialValue: false }),
  ],
});

/** Rich text of news, legal texts and page sections: headings, lists, links, images, tables. */
export const richText = defineType({
  name: "richText",
  title: "正文 Rich text",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "正文 Normal", value: "normal" },
        { title: "标题 2 Heading 2", value: "h2" },
        { title: "标题 3 Heading 3", value: "h3" },
        { title: "标题 4 Heading 4", value: "h4" },
        { title: "引用 Quote", value: "blockquote" },
      ],
      lists: [
        { title: "项目符号 Bullets", value: "bullet" },
        { title: "编号 Numbers", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "加粗 Strong", value: "strong" },
          { title: "斜体 Emphasis", value: "em" },
        ],
        annotations: [link],
      },
    }),
    defineArrayMember({ type: "figure" }),
    defineArrayMember({ type: "table" }),
  ],
});

/** Short structured text of job posts (responsibilities, requirements, benefits): paragraphs and lists. */
export const listText = defineType({
  name: "listText",
  title: "列表文本 List text",
  type: "array",
  of: [
    defineArrayMember({
      type: "block",
      styles: [{ title: "正文 Normal", value: "normal" }],
      lists: [
        { title: "项目符号 Bullets", value: "bullet" },
        { title: "编号 Numbers", value: "number" },
      ],
      marks: {
        decorators: [{ title: "加粗 Strong", value: "strong" }],
        annotations: [],
      },
    }),
  ],
});
