import { defineField, defineType } from "sanity";
import { imageField } from "../objects/images";
import { isUniqueAmong, type UniquenessContext } from "../rules";
import { checkSitePagePath, SITE_PAGE_TAKEN_MESSAGE } from "../site-pages";
import { languageField } from "./language";

/**
 * A page editors make themselves (issue 42): a trade-show landing page, a customer notice, a
 * product family overview. Unlike `page` (the copy of a route the route table fixes), its path is
 * the editor's: `/<slug>` in Chinese, `/en/<slug>` in English. It is composed from blocks.
 */
export const sitePage = defineType({
  name: "sitePage",
  title: "页面 Page",
  type: "document",
  groups: [
    { name: "content", title: "内容 Content", default: true },
    { name: "seo", title: "搜索与分享 SEO" },
  ],
  fields: [
    languageField,
    defineField({
      name: "title",
      title: "页面标题 Title",
      type: "string",
      group: "content",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "slug",
      title: "网址 Path",
      description: "页面地址，例如 semicon-2027（英文版位于 /en/ 下） The page's path, e.g. semicon-2027",
      type: "slug",
      group: "content",
      // Chinese titles slugify to nothing: editors type the path (the English one usually shares it).
      // Uniqueness is the rule below's (per language, with a Chinese message), not Sanity's built-in
      // one, which would also refuse the English translation sharing the Chinese path.
      options: { source: "title", maxLength: 96, isUnique: () => true },
      // One segment, not a route of the table, a reserved prefix or an old ?id= link, and no other
      // page of this language at it (schemas/src/site-pages.ts), each with a Chinese message.
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          const verdict = checkSitePagePath(value as { current?: string } | undefined);
          if (verdict !== true) return verdict;
          const current = (value as { current?: string } | undefined)?.current;
          if (!current) return true;
          const unique = await isUniqueAmong(
            context as unknown as UniquenessContext,
            { "slug.current": current },
            { perLanguage: true },
          );
          return unique ? true : SITE_PAGE_TAKEN_MESSAGE;
        }),
    }),
    defineField({
      name: "intro",
      title: "导语 Introduction",
      type: "text",
      rows: 3,
      group: "content",
      validation: (rule) => rule.max(600),
    }),
    { ...imageField("heroImage", "主视觉图片 Hero image"), group: "content" },
    defineField({
      name: "sections",
      title: "版块 Blocks",
      type: "array",
      group: "content",
      of: [{ type: "pageSection" }],
    }),
    defineField({
      name: "seoTitle",
      title: "搜索引擎标题 SEO title",
      description: "留空则使用页面标题 Falls back to the title",
      type: "string",
      group: "seo",
      validation: (rule) => rule.max(70),
    }),
    defineField({
      name: "seoDescription",
      title: "搜索引擎描述 SEO description",
      description: "留空则使用导语或站点默认描述 Falls back to the introduction or the site default",
      type: "text",
      rows: 2,
      group: "seo",
      validation: (rule) => rule.max(200),
    }),
    { ...imageField("ogImage", "分享图片 Open Graph image"), group: "seo" },
    defineField({
      name: "noindex",
      title: "不被搜索引擎收录 Hide from search engines",
      description: "勾选后不进入站点地图，并标记 noindex Not in the sitemap, marked noindex",
      type: "boolean",
      group: "seo",
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: "title", language: "language", slug: "slug.current" },
    prepare: ({ title, language, slug }) => ({
      title: title ?? "（无标题）",
      subtitle: `${language === "en" ? "/en" : ""}/${slug ?? ""} · ${language ?? ""}`,
    }),
  },
});
