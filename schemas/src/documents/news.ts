import { defineField, defineType } from "sanity";
import { imageField } from "../objects/images";
import { newsPreview } from "../previews";
import { languageField, translatedSlugField } from "./language";

/**
 * Tags and source are written in the story's language: a new translation (the
 * document-internationalization plugin's copy) starts without them rather than showing Chinese
 * words on the English page (issue 29). The option is the plugin's; the studio reads it.
 */
const notCopiedToTranslations = { documentInternationalization: { exclude: true } };

// The plugin declares this option on Sanity's field options; the schemas package, which the web
// also compiles, does not import the plugin, so it declares the same shape for the two it uses.
declare module "sanity" {
  interface StringOptions {
    documentInternationalization?: { exclude?: boolean };
  }
  interface ArrayOptions {
    documentInternationalization?: { exclude?: boolean };
  }
}

/** A news story, one document per language linked as translations. */
export const news = defineType({
  name: "news",
  title: "新闻 News",
  type: "document",
  fields: [
    languageField,
    defineField({ name: "title", title: "标题 Title", type: "string", validation: (rule) => rule.required().max(120) }),
    translatedSlugField(
      "英文小写和连字符，同一新闻的中英文版本使用相同别名 Lower-case words and hyphens; both languages of a story share it",
    ),
    defineField({
      name: "publishedAt",
      title: "发布时间 Publish date",
      description: "设为将来的时间即为定时发布：到时自动出现在网站上 A future date schedules the story",
      type: "datetime",
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    imageField("coverImage", "封面图 Cover image", { required: true }),
    defineField({
      name: "excerpt",
      title: "摘要 Excerpt",
      description: "列表和搜索结果中显示 Shown in lists and search results",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required().min(10).max(300),
    }),
    defineField({ name: "body", title: "正文 Body", type: "richText", validation: (rule) => rule.required().min(1) }),
    defineField({
      name: "tags",
      title: "标签 Tags",
      type: "array",
      of: [{ type: "string", validation: (rule) => rule.max(30) }],
      options: { layout: "tags", ...notCopiedToTranslations },
      validation: (rule) => rule.unique().max(10),
    }),
    defineField({
      name: "source",
      title: "来源 Source",
      description: "如：公司新闻、新华社 e.g. Company news",
      type: "string",
      options: notCopiedToTranslations,
      validation: (rule) => rule.max(60),
    }),
  ],
  orderings: [
    { title: "发布时间（新→旧）", name: "publishedAtDesc", by: [{ field: "publishedAt", direction: "desc" }] },
  ],
  preview: {
    select: {
      id: "_id",
      originalId: "_originalId",
      title: "title",
      language: "language",
      publishedAt: "publishedAt",
      media: "coverImage",
    },
    prepare: ({ media, ...value }) => ({ ...newsPreview(value), media }),
  },
});
