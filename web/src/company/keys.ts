// The page keys, wafer types and legal kinds of the content contract (docs/decisions/0002). They
// mirror @wafer/schemas/constants of the content-model branch; once that is merged these can be
// re-exported from there instead (same names, same values).

export interface Bilingual {
  zh: string;
  en: string;
}

export const PAGE_KEY_LABELS = {
  home: { zh: "首页", en: "Home" },
  product: { zh: "产品与服务", en: "Products and services" },
  research: { zh: "研发技术", en: "R&D technology" },
  investor: { zh: "投资者关系", en: "Investor relations" },
  news: { zh: "公司新闻", en: "Company news" },
  contacts: { zh: "媒体联系", en: "Media contacts" },
  esg: { zh: "ESG", en: "ESG" },
  join: { zh: "加入我们", en: "Join us" },
  recruit: { zh: "招聘流程", en: "Hiring process" },
  trainingAndDevelopment: { zh: "培训与发展", en: "Training and development" },
  life: { zh: "生活与福利", en: "Life and benefits" },
  society: { zh: "社会招聘", en: "Experienced hiring" },
  campus: { zh: "校园招聘", en: "Campus hiring" },
  about: { zh: "公司简介", en: "Company profile" },
  makespeech: { zh: "总裁致辞", en: "President's message" },
  senseworth: { zh: "核心价值观", en: "Core values" },
  team: { zh: "管理团队", en: "Management team" },
  quality: { zh: "质量管理", en: "Quality management" },
  supplier: { zh: "供应商管理", en: "Supplier management" },
  safety: { zh: "安全与环境", en: "Safety and environment" },
  contact: { zh: "联系我们", en: "Contact us" },
  message: { zh: "在线留言", en: "Online message" },
  eirformIndex: { zh: "样品与规格申请", en: "Samples and specifications" },
} satisfies Record<string, Bilingual>;
export type PageKey = keyof typeof PAGE_KEY_LABELS;
export const PAGE_KEYS = Object.keys(PAGE_KEY_LABELS) as PageKey[];

export const WAFER_TYPE_LABELS = {
  polished: { zh: "抛光片", en: "Polished wafer" },
  epitaxial: { zh: "外延片", en: "Epitaxial wafer" },
  argonAnnealed: { zh: "氩气退火片", en: "Argon-annealed wafer" },
  soi: { zh: "SOI硅片", en: "SOI wafer" },
} satisfies Record<string, Bilingual>;
export type WaferType = keyof typeof WAFER_TYPE_LABELS;
export const WAFER_TYPES = Object.keys(WAFER_TYPE_LABELS) as WaferType[];

export const LEGAL_KIND_LABELS = {
  privacy: { zh: "隐私政策", en: "Privacy policy" },
  terms: { zh: "使用条款", en: "Terms of use" },
  disclaimer: { zh: "免责声明", en: "Disclaimer" },
} satisfies Record<string, Bilingual>;
export type LegalKind = keyof typeof LEGAL_KIND_LABELS;
