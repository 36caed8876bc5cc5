// Plain values shared by the studio and the web. No Sanity import here: the web bundles this file.

/** Site locales. zh is the default and the fallback for missing English content. */
export const LOCALES = ["zh", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "zh";

/** Language names as the studio shows them in its language menus and previews. */
export const LANGUAGES: readonly { id: Locale; title: string }[] = [
  { id: "zh", title: "简体中文" },
  { id: "en", title: "English" },
];

/** Document types that exist once per language and are linked as translations. */
export const TRANSLATED_TYPES = ["news", "job", "legalDocument", "page"] as const;
export type TranslatedType = (typeof TRANSLATED_TYPES)[number];

/** A label in both site languages. */
export interface Bilingual {
  zh: string;
  en: string;
}

export const JOB_TYPES = ["social", "campus"] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, Bilingual> = {
  social: { zh: "社会招聘", en: "Experienced hiring" },
  campus: { zh: "校园招聘", en: "Campus hiring" },
};

/** The six job categories of the spec, in the order the job lists show them. */
export const JOB_CATEGORIES = [
  "marketing",
  "productDevelopment",
  "engineeringEquipment",
  "processTechnology",
  "manufacturing",
  "functionalService",
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];
export const isJobCategory = (value: string): value is JobCategory =>
  (JOB_CATEGORIES as readonly string[]).includes(value);
export const JOB_CATEGORY_LABELS: Record<JobCategory, Bilingual> = {
  marketing: { zh: "市场营销", en: "Marketing" },
  productDevelopment: { zh: "产品开发", en: "Product development" },
  engineeringEquipment: { zh: "工程设备", en: "Engineering equipment" },
  processTechnology: { zh: "工艺技术", en: "Process technology" },
  manufacturing: { zh: "生产制造", en: "Manufacturing" },
  functionalService: { zh: "职能服务", en: "Functional service" },
};

export const JOB_STATUSES = ["open", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, Bilingual> = {
  open: { zh: "招聘中", en: "Open" },
  closed: { zh: "已关闭", en: "Closed" },
};

export const WAFER_DIAMETERS = ["200mm", "300mm"] as const;
export type WaferDiameter = (typeof WAFER_DIAMETERS)[number];

export const WAFER_TYPES = ["polished", "epitaxial", "argonAnnealed", "soi"] as const;
export type WaferType = (typeof WAFER_TYPES)[number];
export const WAFER_TYPE_LABELS: Record<WaferType, Bilingual> = {
  polished: { zh: "抛光片", en: "Polished wafer" },
  epitaxial: { zh: "外延片", en: "Epitaxial wafer" },
  argonAnnealed: { zh: "氩气退火片", en: "Argon-annealed wafer" },
  soi: { zh: "SOI硅片", en: "SOI wafer" },
};

/** Management-system standards a certificate document can attest (schemas/src/documents/certificate.ts). */
export const CERTIFICATE_STANDARDS = ["ISO 9001", "IATF 16949", "ISO 14001", "ISO 45001"] as const;
export type CertificateStandard = (typeof CERTIFICATE_STANDARDS)[number];

export const LEGAL_KINDS = ["privacy", "terms", "disclaimer"] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export const LEGAL_KIND_LABELS: Record<LegalKind, Bilingual> = {
  privacy: { zh: "隐私政策", en: "Privacy policy" },
  terms: { zh: "使用条款", en: "Terms of use" },
  disclaimer: { zh: "免责声明", en: "Disclaimer" },
};

/**
 * How a page section shows its items; editors choose it (web/src/blocks/ has one component each).
 * text: heading and body only; cards: a card per item (picture, title, text, link); facts: large
 * figures with a caption; steps: numbered cards in order.
 */
export const SECTION_LAYOUTS = ["text", "cards", "facts", "steps"] as const;
export type SectionLayout = (typeof SECTION_LAYOUTS)[number];
export const SECTION_LAYOUT_LABELS: Record<SectionLayout, Bilingual> = {
  text: { zh: "图文", en: "Text" },
  cards: { zh: "卡片", en: "Cards" },
  facts: { zh: "数字", en: "Figures" },
  steps: { zh: "步骤", en: "Steps" },
};

/** Forms whose submissions notify someone; siteSettings.notificationRecipients has one list each. */
export const FORM_TYPES = ["message", "application", "inquiry"] as const;
export type FormType = (typeof FORM_TYPES)[number];

/**
 * Marketing pages that carry editorial copy, keyed by the route they feed (the spec's route names,
 * so `makespeech` is the president's message and `senseworth` the core values).
 */
export const PAGE_KEYS = [
  "home",
  "product",
  "research",
  "investor",
  "news",
  "contacts",
  "esg",
  "join",
  "recruit",
  "trainingAndDevelopment",
  "life",
  "society",
  "campus",
  "about",
  "makespeech",
  "senseworth",
  "team",
  "quality",
  "supplier",
  "safety",
  "contact",
  "message",
  "eirformIndex",
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export const PAGE_KEY_LABELS: Record<PageKey, Bilingual> = {
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
};
