import type { Locale } from "@/i18n/config";
import { messages } from "@/i18n/messages";

// Words of the company pages' own interface (headings of fixed blocks, link texts, empty states).
// The pages' copy itself is their CMS documents.

const zh = {
  keyFacts: "关键数据",
  heroEyebrow: "抛光片 · 外延片 · 氩气退火片 · SOI 硅片",
  products: "产品与服务",
  allProducts: "查看全部产品",
  research: "研发技术",
  latestNews: "最新动态",
  allNews: "全部新闻",
  noNews: "暂无新闻。",
  careers: "加入我们",
  careersText: "与一流的工程师一起，为中国半导体产业打下坚实的材料基础。",
  joinUs: "了解加入我们",
  openings: "查看社会招聘职位",
  specifications: "规格参数",
  parameter: "参数",
  value: "数值",
  applications: "应用领域",
  range: "产品系列",
  diameterLine: (diameter: string) => `${diameter} 硅片`,
  contactDetails: "联系方式",
  addresses: "地址",
  phones: "电话",
  emails: "邮箱",
  phone: "电话",
  email: "邮箱",
  leaveMessage: "在线留言",
  stayTuned: "敬请期待",
  stayTunedText: "本栏目正在建设中。如需了解相关信息，欢迎通过以下方式与我们联系。",
  history: "发展历程",
  leadership: "团队成员",
  mediaContacts: "媒体联系人",
  region: "地区",
  requestText: "告诉我们所需的硅片尺寸、类型与规格，销售工程师将在两个工作日内与您联系，提供样片或规格书。",
  requestForm: "填写样品与规格需求表",
  effective: "生效日期",
  version: "版本",
  legalMissing: "本文件正在更新，请稍后再来。",
  explore: "了解更多",
};

export type CompanyLabels = typeof zh;

const en: CompanyLabels = {
  keyFacts: "Key facts",
  heroEyebrow: "Polished · epitaxial · argon-annealed · SOI wafers",
  products: "Products and services",
  allProducts: "All products",
  research: "R&D technology",
  latestNews: "Latest news",
  allNews: "All news",
  noNews: "No news yet.",
  careers: "Join us",
  careersText: "Work with first-rate engineers on the materials China's chip industry is built on.",
  joinUs: "Why join us",
  openings: "See experienced openings",
  specifications: "Specifications",
  parameter: "Parameter",
  value: "Value",
  applications: "Applications",
  range: "Product range",
  diameterLine: (diameter: string) => `${diameter} wafers`,
  contactDetails: "Contact details",
  addresses: "Addresses",
  phones: "Phones",
  emails: "Emails",
  phone: "Phone",
  email: "Email",
  leaveMessage: "Leave us a message",
  stayTuned: "Stay tuned",
  stayTunedText: "This section is being prepared. For information in the meantime, please contact us.",
  history: "Our history",
  leadership: "Leadership",
  mediaContacts: "Media contacts",
  region: "Region",
  requestText:
    "Tell us the diameter, type and specifications you need; our sales engineers will reply within two working days with samples or a specification sheet.",
  requestForm: "Open the request form",
  effective: "Effective date",
  version: "Version",
  legalMissing: "This document is being updated; please check back later.",
  explore: "Learn more",
};

export const companyLabels = messages({ zh, en });

/** The headings of the address, phone and e-mail groups of a contact block. */
export const contactLabels = (locale: Locale) => {
  const { addresses, phones, emails } = companyLabels(locale);
  return { addresses, phones, emails };
};
