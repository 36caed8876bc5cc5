import { defineField, defineType } from "sanity";
import { localizedImageField } from "../objects/images";
import { checkHttpUrl } from "../rules";

/** The engines whose site-verification tag the home page carries (web/src/metadata/verification.ts). */
export const SEARCH_VERIFICATION_ENGINES = [
  { name: "baidu", title: "百度 Baidu (baidu-site-verification)" },
  { name: "bing", title: "必应 Bing (msvalidate.01)" },
  { name: "google", title: "谷歌 Google (google-site-verification)" },
  { name: "sogou", title: "搜狗 Sogou (sogou_site_verification)" },
  { name: "so360", title: "360 搜索 360 Search (360-site-verification)" },
] as const;

/** The one settings document (id `siteSettings`); the studio offers no duplicate or delete for it. */
export const SITE_SETTINGS_ID = "siteSettings";

export const siteSettings = defineType({
  name: "siteSettings",
  title: "站点设置 Site settings",
  type: "document",
  groups: [
    { name: "company", title: "公司 Company", default: true },
    { name: "seo", title: "搜索引擎 SEO" },
    { name: "filing", title: "备案 Filing" },
    { name: "contact", title: "联系方式 Contact" },
    { name: "forms", title: "表单通知 Forms" },
  ],
  fields: [
    defineField({
      name: "companyName",
      title: "公司全称 Company name",
      type: "localeString",
      group: "company",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "companyShortName",
      title: "公司简称 Abbreviation",
      description: "用于网页标题 Used in page titles",
      type: "localeString",
      group: "company",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "seoDescription",
      title: "默认描述 Default description",
      type: "localeText",
      group: "seo",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "seoKeywords",
      title: "关键词 Keywords",
      type: "array",
      of: [{ type: "string" }],
      options: { layout: "tags" },
      group: "seo",
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: "icpNumber",
      title: "ICP备案号 ICP filing number",
      type: "string",
      group: "filing",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "icpLink",
      title: "ICP备案链接 ICP filing link",
      type: "string",
      group: "filing",
      initialValue: "https://beian.miit.gov.cn/",
      validation: (rule) => rule.required().custom((value) => checkHttpUrl(value as string | undefined)),
    }),
    defineField({
      name: "publicSecurityFilingText",
      title: "公安备案文字 Public-security filing text",
      type: "localeString",
      group: "filing",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "publicSecurityFilingCode",
      title: "公安备案号 Public-security filing code",
      type: "string",
      group: "filing",
      validation: (rule) => rule.required().regex(/^\d{14}$/, { name: "14 位数字 14 digits" }),
    }),
    defineField({
      name: "publicSecurityFilingLink",
      title: "公安备案链接 Public-security filing link",
      description: "页脚徽标的链接地址 The footer badge's link",
      type: "string",
      group: "filing",
      validation: (rule) => rule.required().custom((value) => checkHttpUrl(value as string | undefined)),
    }),
    defineField({
      name: "phones",
      title: "电话 Phones",
      type: "array",
      of: [{ type: "contactPhone" }],
      group: "contact",
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "emails",
      title: "邮箱 Emails",
      type: "array",
      of: [{ type: "contactEmail" }],
      group: "contact",
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "addresses",
      title: "地址 Addresses",
      type: "array",
      of: [{ type: "contactAddress" }],
      group: "contact",
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "searchVerification",
      title: "搜索引擎站点验证 Search engine site verification",
      description:
        "各搜索引擎站长平台“HTML 标签验证”中 content 的值（不是整个标签），留空则不输出 The content value of each engine's HTML-tag verification (not the whole tag); empty: none",
      type: "object",
      group: "seo",
      options: { collapsible: true, collapsed: true },
      fields: SEARCH_VERIFICATION_ENGINES.map(({ name, title }) =>
        defineField({
          name,
          title,
          type: "string",
          validation: (rule) =>
            rule.regex(/^[A-Za-z0-9_.=-]{1,200}$/, { name: "字母、数字和 _ . = - Letters, digits, _ . = -" }),
        }),
      ),
    }),
    localizedImageField("wechatQr", "微信公众号二维码 WeChat QR code", { required: true }),
    defineField({
      name: "notificationRecipients",
      title: "通知收件人 Notification recipients",
      type: "notificationRecipients",
      group: "forms",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "companyName.zh" },
    prepare: ({ title }: { title?: string }) => ({ title: "站点设置 Site settings", subtitle: title }),
  },
});
