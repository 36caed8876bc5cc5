import type { Locale } from "@/i18n/config";
import { messages } from "@/i18n/messages";

// Words of the product catalogue: a product's page, its datasheet PDF, certificates, plants.
// The products' own names, summaries and specification rows are their CMS documents.

const zh = {
  breadcrumb: "产品与服务",
  requestQuote: "询价",
  requestQuoteLong: "询价 / 索取样片",
  datasheet: "下载规格书（PDF）",
  datasheetIn: (language: string) => `规格书 PDF · ${language}`,
  languageName: { zh: "中文", en: "English" } as Record<Locale, string>,
  specifications: "完整规格参数",
  parameter: "参数",
  value: "数值",
  applications: "应用领域",
  certificates: "适用认证",
  certificatesIntro: "以下管理体系证书覆盖本产品的制造基地，可下载证书摘要（PDF）。",
  certificateNumber: "证书编号",
  issuer: "发证机构",
  scope: "认证范围",
  sites: "覆盖基地",
  validity: "有效期",
  validRange: (from: string, until: string) => `${from} 至 ${until}`,
  validTo: "至",
  downloadCertificate: (standard: string) => `下载 ${standard} 证书摘要（PDF）`,
  declarations: "资料下载",
  revision: (revision: string) => `修订版 ${revision}`,
  downloadDeclaration: (title: string, size: string) => `下载${title}（PDF，${size}）`,
  details: (name: string) => `查看 ${name} 详情`,
  quoteFor: (name: string) => `询价：${name}`,
  quoteHelp: "销售工程师将在两个工作日内回复，并可提供样片与客户专用规格（CSS）。",
  otherProducts: "同系列其他产品",
  datasheetTitle: "产品规格书",
  datasheetNote: "本规格书所列为典型值，可按客户规格定制；以双方签署的客户规格书为准。出货随附出厂检验报告（CoA）。",
  generatedFrom: (date: string) => `数据更新于 ${date}`,
  certificateTitle: "管理体系认证证书摘要",
  certificateNote: "本文件为证书信息摘要，证书原件可向质量部门索取。",
  page: (n: number, of: number) => `第 ${n} 页，共 ${of} 页`,
  notFound: "未找到该产品",
};

export type CatalogueMessages = typeof zh;

const en: CatalogueMessages = {
  breadcrumb: "Products and services",
  requestQuote: "Request a quote",
  requestQuoteLong: "Request a quote or samples",
  datasheet: "Download the datasheet (PDF)",
  datasheetIn: (language) => `Datasheet PDF · ${language}`,
  languageName: { zh: "中文", en: "English" },
  specifications: "Full specification",
  parameter: "Parameter",
  value: "Value",
  applications: "Applications",
  certificates: "Certificates",
  certificatesIntro:
    "These management-system certificates cover the plants that make this product; each summary is a PDF.",
  certificateNumber: "Certificate number",
  issuer: "Issued by",
  scope: "Scope",
  sites: "Sites",
  validity: "Valid",
  validRange: (from, until) => `${from} to ${until}`,
  validTo: "to",
  downloadCertificate: (standard) => `Download the ${standard} certificate summary (PDF)`,
  declarations: "Downloads",
  revision: (revision) => `Revision ${revision}`,
  downloadDeclaration: (title, size) => `Download the ${title} (PDF, ${size})`,
  details: (name) => `Details of ${name}`,
  quoteFor: (name) => `Request a quote: ${name}`,
  quoteHelp:
    "A sales engineer answers within two working days and can send samples and a customer specification (CSS).",
  otherProducts: "More in this range",
  datasheetTitle: "Product datasheet",
  datasheetNote:
    "Values are typical and can be tailored to a customer specification; the signed customer specification prevails. Every shipment comes with a certificate of analysis (CoA).",
  generatedFrom: (date) => `Data as of ${date}`,
  certificateTitle: "Management-system certificate summary",
  certificateNote: "This document summarises the certificate; the original is available from our quality department.",
  page: (n, of) => `Page ${n} of ${of}`,
  notFound: "Product not found",
};

export const catalogueMessages = messages({ zh, en });

// The plants' map (PlantMap.tsx): where they are; their capacities are the about page's copy.
const mapZh = {
  title: "制造基地分布示意图：上海临港 300mm 基地与重庆 200mm 基地，均位于长江沿线",
  river: "长江",
  sea: "东海",
  plants: {
    shanghai: { name: "上海临港", detail: "300mm 硅片" },
    chongqing: { name: "重庆", detail: "200mm 硅片" },
  },
  caption: "示意图，非精确比例。",
};
const mapEn: typeof mapZh = {
  title: "Map of the plants: 300mm in Lingang, Shanghai, and 200mm in Chongqing, both on the Yangtze",
  river: "Yangtze",
  sea: "East China Sea",
  plants: {
    shanghai: { name: "Lingang, Shanghai", detail: "300mm wafers" },
    chongqing: { name: "Chongqing", detail: "200mm wafers" },
  },
  caption: "Schematic, not to scale.",
};
export const catalogueMapMessages = messages({ zh: mapZh, en: mapEn });
