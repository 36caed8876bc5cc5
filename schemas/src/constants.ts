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
export const TRANSLATED_TYPES = ["news", "job", "legalDocument", "page", "sitePage"] as const;
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

/** The forms an editor may put inside a page (the form block of issue 42); applications belong to a job. */
export const EMBEDDED_FORM_KINDS = ["inquiry", "message"] as const satisfies readonly FormType[];
export type EmbeddedFormKind = (typeof EMBEDDED_FORM_KINDS)[number];

/**
 * The largest PDF the site serves from /media/files/ (declarations and the download block): the
 * studio refuses a bigger upload, the site answers 404 for one (web/src/media/declarations.ts).
 */
export const MAX_DOWNLOAD_BYTES = 10 * 1024 * 1024;

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

// Screening data of a product (schemas/src/objects/screening.ts): the figures a fab's buyer filters
// and qualifies by. Values are codes; their words in both languages are here, for the site and studio.

export const CONDUCTIVITY_TYPES = ["p", "n"] as const;
export type ConductivityType = (typeof CONDUCTIVITY_TYPES)[number];
export const CONDUCTIVITY_LABELS: Record<ConductivityType, Bilingual> = {
  p: { zh: "P 型", en: "p-type" },
  n: { zh: "N 型", en: "n-type" },
};

/** Dopants and the conductivity type each gives (boron is an acceptor; the others donors). */
export const DOPANTS = ["B", "P", "As", "Sb"] as const;
export type Dopant = (typeof DOPANTS)[number];
export const DOPANT_TYPE: Record<Dopant, ConductivityType> = { B: "p", P: "n", As: "n", Sb: "n" };
export const DOPANT_LABELS: Record<Dopant, Bilingual> = {
  B: { zh: "硼（B）", en: "boron (B)" },
  P: { zh: "磷（P）", en: "phosphorus (P)" },
  As: { zh: "砷（As）", en: "arsenic (As)" },
  Sb: { zh: "锑（Sb）", en: "antimony (Sb)" },
};

/** Substrate grades: lightly (−) or heavily (+, ++) doped. */
export const SUBSTRATE_GRADES = ["p-", "p+", "p++", "n-", "n+", "n++"] as const;
export type SubstrateGrade = (typeof SUBSTRATE_GRADES)[number];
export const substrateGradeLabel = (grade: string) => grade.replace("-", "−");

export const ORIENTATIONS = ["100", "110", "111"] as const;
export type Orientation = (typeof ORIENTATIONS)[number];
export const orientationLabel = (orientation: string) => `<${orientation}>`;

/** The edge profile templates a product may be ground to (measured per SEMI M73). */
export const EDGE_PROFILES = ["rounded", "bullet"] as const;
export type EdgeProfile = (typeof EDGE_PROFILES)[number];
export const EDGE_PROFILE_LABELS: Record<EdgeProfile, Bilingual> = {
  rounded: { zh: "圆弧形（R 型）", en: "rounded (R-type)" },
  bullet: { zh: "子弹形（T 型）", en: "bullet (T-type)" },
};

/** SEMI standards a figure may follow: product specifications and the test methods behind figures. */
export const SEMI_STANDARDS = [
  "SEMI M1",
  "SEMI M62",
  "SEMI M71",
  "SEMI MF84",
  "SEMI MF673",
  "SEMI MF95",
  "SEMI M43",
  "SEMI M78",
  "SEMI M73",
] as const;
export type SemiStandard = (typeof SEMI_STANDARDS)[number];
export const SEMI_STANDARD_TITLES: Record<SemiStandard, Bilingual> = {
  "SEMI M1": { zh: "抛光单晶硅片规范", en: "Specification for polished single crystal silicon wafers" },
  "SEMI M62": { zh: "硅外延片规范", en: "Specification for silicon epitaxial wafers" },
  "SEMI M71": { zh: "SOI 硅片规范", en: "Specification for silicon-on-insulator (SOI) wafers" },
  "SEMI MF84": { zh: "四探针法电阻率测试", en: "Resistivity by in-line four-point probe" },
  "SEMI MF673": { zh: "非接触涡流法电阻率测试", en: "Resistivity by non-contact eddy current" },
  "SEMI MF95": { zh: "红外干涉法外延层厚度测试", en: "Epitaxial layer thickness by infrared interference" },
  "SEMI M43": { zh: "纳米形貌报告指南", en: "Guide for reporting wafer nanotopography" },
  "SEMI M78": { zh: "双高斯滤波纳米形貌测定", en: "Nanotopography by double Gaussian filtering" },
  "SEMI M73": { zh: "硅片边缘轮廓特征提取方法", en: "Characteristics extracted from wafer edge profiles" },
};

/** The compliance declarations a supplier-quality team asks for first (schemas/src/documents/declaration.ts). */
export const DECLARATION_KINDS = ["rohs", "reach-svhc", "conflict-minerals"] as const;
export type DeclarationKind = (typeof DECLARATION_KINDS)[number];
