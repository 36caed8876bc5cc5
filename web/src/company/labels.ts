import type { Locale } from "@/i18n/config";
import type { Bilingual } from "./keys";

/** Labels of the company pages' own interface. */
export const LABELS = {
  keyFacts: { zh: "关键数据", en: "Key facts" },
  products: { zh: "产品与服务", en: "Products and services" },
  allProducts: { zh: "查看全部产品", en: "All products" },
  research: { zh: "研发技术", en: "R&D technology" },
  latestNews: { zh: "最新动态", en: "Latest news" },
  allNews: { zh: "全部新闻", en: "All news" },
  noNews: { zh: "暂无新闻。", en: "No news yet." },
  careers: { zh: "加入我们", en: "Join us" },
  careersText: {
    zh: "与一流的工程师一起，为中国半导体产业打下坚实的材料基础。",
    en: "Work with first-rate engineers on the materials China's chip industry is built on.",
  },
  joinUs: { zh: "了解加入我们", en: "Why join us" },
  openings: { zh: "查看社会招聘职位", en: "See experienced openings" },
  specifications: { zh: "规格参数", en: "Specifications" },
  parameter: { zh: "参数", en: "Parameter" },
  value: { zh: "数值", en: "Value" },
  applications: { zh: "应用领域", en: "Applications" },
  range: { zh: "产品系列", en: "Product range" },
  diameterLine: { zh: "{d} 硅片", en: "{d} wafers" },
  contactDetails: { zh: "联系方式", en: "Contact details" },
  addresses: { zh: "地址", en: "Addresses" },
  phones: { zh: "电话", en: "Phones" },
  emails: { zh: "邮箱", en: "Emails" },
  leaveMessage: { zh: "在线留言", en: "Leave us a message" },
  stayTuned: { zh: "敬请期待", en: "Stay tuned" },
  stayTunedText: {
    zh: "本栏目正在建设中。如需了解相关信息，欢迎通过以下方式与我们联系。",
    en: "This section is being prepared. For information in the meantime, please contact us.",
  },
  history: { zh: "发展历程", en: "Our history" },
  leadership: { zh: "团队成员", en: "Leadership" },
  mediaContacts: { zh: "媒体联系人", en: "Media contacts" },
  region: { zh: "地区", en: "Region" },
  requestText: {
    zh: "告诉我们所需的硅片尺寸、类型与规格，销售工程师将在两个工作日内与您联系，提供样片或规格书。",
    en: "Tell us the diameter, type and specifications you need; our sales engineers will reply within two working days with samples or a specification sheet.",
  },
  requestForm: { zh: "填写样品与规格需求表", en: "Open the request form" },
  effective: { zh: "生效日期", en: "Effective date" },
  version: { zh: "版本", en: "Version" },
  legalMissing: { zh: "本文件正在更新，请稍后再来。", en: "This document is being updated; please check back later." },
  explore: { zh: "了解更多", en: "Learn more" },
} satisfies Record<string, Bilingual>;

export type Label = keyof typeof LABELS;
export const label = (key: Label, locale: Locale) => LABELS[key][locale];

/** The headings of the address, phone and e-mail groups of a contact block. */
export const contactLabels = (locale: Locale) => ({
  addresses: label("addresses", locale),
  phones: label("phones", locale),
  emails: label("emails", locale),
});
