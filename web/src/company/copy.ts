import type { Locale } from "@/i18n/config";
import type { PageCopy, PageSection } from "./content";
import { type Bilingual, PAGE_KEY_LABELS, PAGE_KEYS, type PageKey } from "./keys";

// Built-in copy for when a page has no document in the CMS yet: every route still answers with a
// real heading and sensible text. The CMS document replaces all of it as soon as it exists.

type Draft = { heroTitle?: Bilingual; intro: Bilingual; sections?: DraftSection[] };
type DraftSection = {
  key: string;
  heading: Bilingual;
  text?: Bilingual;
  items?: { figure?: string; title: Bilingual; text?: Bilingual }[];
};

const KEY_FACTS: DraftSection = {
  key: "capacity",
  heading: { zh: "规模化产能", en: "Capacity at scale" },
  items: [
    { figure: "800,000", title: { zh: "上海300mm产线 · 片/月", en: "Shanghai 300mm line · wafers/month" } },
    { figure: "400,000", title: { zh: "重庆200mm产线 · 片/月", en: "Chongqing 200mm line · wafers/month" } },
    { figure: "2008", title: { zh: "公司成立", en: "Founded" } },
    { figure: "18/20", title: { zh: "服务全球前20大晶圆厂中的18家", en: "Of the world's top 20 fabs served" } },
  ],
};

const DRAFTS: Partial<Record<PageKey, Draft>> = {
  home: {
    heroTitle: {
      zh: "大尺寸集成电路硅片，服务全球晶圆厂",
      en: "Large-diameter IC silicon wafers for the world's fabs",
    },
    intro: {
      zh: "我们研发和制造200mm与300mm集成电路硅片，服务全球前20大晶圆厂中的18家。",
      en: "We develop and make 200mm and 300mm silicon wafers for integrated circuits, serving 18 of the world's top 20 wafer fabs.",
    },
    sections: [KEY_FACTS],
  },
  product: {
    heroTitle: { zh: "200mm与300mm全系列硅片", en: "A complete range of 200mm and 300mm wafers" },
    intro: {
      zh: "抛光片、外延片、氩气退火片与SOI硅片，覆盖逻辑、存储、功率、射频与图像传感器应用。",
      en: "Polished, epitaxial, argon-annealed and SOI wafers for logic, memory, power, RF and image-sensor applications.",
    },
  },
  research: {
    intro: {
      zh: "从晶体生长到检测计量，我们掌握硅片制造的每一道关键工艺。",
      en: "From crystal growth to metrology, we master every key step of wafer making.",
    },
  },
  investor: { intro: { zh: "敬请期待。", en: "Stay tuned." } },
  esg: { intro: { zh: "敬请期待。", en: "Stay tuned." } },
  contacts: {
    intro: {
      zh: "媒体采访或资料索取，请联系品牌与公共关系部。",
      en: "For interviews or material, please contact our Brand and Public Relations team.",
    },
  },
  join: {
    intro: {
      zh: "与一流的工程师一起，为中国半导体产业打下坚实的材料基础。",
      en: "Work with first-rate engineers on the materials China's chip industry is built on.",
    },
  },
  recruit: {
    intro: {
      zh: "从投递简历到入职，通常需要三至六周。",
      en: "From application to first day usually takes three to six weeks.",
    },
    sections: [
      {
        key: "steps",
        heading: { zh: "招聘步骤", en: "Steps" },
        items: [
          { figure: "1", title: { zh: "在线申请", en: "Apply online" } },
          { figure: "2", title: { zh: "简历筛选", en: "Screening" } },
          { figure: "3", title: { zh: "面试", en: "Interviews" } },
          { figure: "4", title: { zh: "录用", en: "Offer" } },
          { figure: "5", title: { zh: "入职", en: "Onboarding" } },
        ],
      },
    ],
  },
  trainingAndDevelopment: {
    intro: { zh: "系统的培训体系与清晰的职业发展通道。", en: "Structured training and clear career paths." },
  },
  life: {
    intro: { zh: "有竞争力的薪酬福利与丰富的员工生活。", en: "Competitive pay and benefits, and a lively workplace." },
  },
  about: {
    heroTitle: { zh: "专注大尺寸集成电路硅片", en: "Focused on large-diameter IC wafers" },
    intro: {
      zh: "公司成立于2008年，总部位于上海，专注于大尺寸集成电路硅片的研发与制造。",
      en: "Founded in 2008 and headquartered in Shanghai, we develop and make large-diameter silicon wafers for integrated circuits.",
    },
    sections: [{ ...KEY_FACTS, key: "figures", heading: { zh: "关键数据", en: "Key figures" } }],
  },
  makespeech: { intro: { zh: "致每一位关心我们的朋友。", en: "To everyone who follows our company." } },
  senseworth: {
    intro: {
      zh: "客户至上、品质为本、持续创新、诚信共赢。",
      en: "Customers first, quality at the core, continuous innovation, integrity.",
    },
  },
  team: { intro: { zh: "经验丰富的管理团队。", en: "An experienced management team." } },
  quality: { intro: { zh: "以零缺陷为目标的质量管理体系。", en: "A quality system that aims at zero defects." } },
  supplier: {
    intro: {
      zh: "与供应商共同成长，打造稳定可靠的供应链。",
      en: "Growing with our suppliers for a stable, reliable supply chain.",
    },
  },
  safety: { intro: { zh: "安全第一，绿色制造。", en: "Safety first, green manufacturing." } },
  contact: { intro: { zh: "欢迎与我们联系。", en: "Get in touch with us." } },
  eirformIndex: {
    intro: {
      zh: "需要样片或产品规格书？请填写需求表，我们的销售工程师会尽快与您联系。",
      en: "Need sample wafers or a specification sheet? Fill in the request form and our sales engineers will contact you.",
    },
  },
};

const pick = (text: Bilingual | undefined, locale: Locale) => (text ? text[locale] : undefined);

function build(key: PageKey, locale: Locale): PageCopy {
  const draft = DRAFTS[key];
  const sections: PageSection[] = (draft?.sections ?? []).map((draftSection) => ({
    _key: draftSection.key,
    key: draftSection.key,
    heading: draftSection.heading[locale],
    body: draftSection.text ? [paragraph(draftSection.text[locale])] : null,
    items: draftSection.items?.map((item, index) => ({
      _key: String(index),
      figure: item.figure,
      title: item.title[locale],
      text: pick(item.text, locale),
    })),
  }));
  return {
    language: locale,
    title: PAGE_KEY_LABELS[key][locale],
    heroTitle: pick(draft?.heroTitle, locale),
    intro: pick(draft?.intro, locale),
    sections,
  };
}

function paragraph(text: string) {
  return {
    _type: "block",
    _key: "p",
    style: "normal",
    markDefs: [],
    children: [{ _type: "span", _key: "s", text, marks: [] }],
  };
}

export const FALLBACK_COPY = Object.fromEntries(
  PAGE_KEYS.map((key) => [key, { zh: build(key, "zh"), en: build(key, "en") }]),
) as Record<PageKey, Record<Locale, PageCopy>>;

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
