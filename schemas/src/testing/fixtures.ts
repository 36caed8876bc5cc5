// Valid documents of every type, small enough to read; tests break one rule at a time.
import type { TestDocument } from "./validate";

export const IMAGE_ASSET_ID = "image-0123456789abcdef0123456789abcdef01234567-1200x675-png";
export const imageAsset: TestDocument = { _id: IMAGE_ASSET_ID, _type: "sanity.imageAsset" };

const ref = { _type: "reference", _ref: IMAGE_ASSET_ID };
const image = (alt: unknown) => ({ _type: "image", asset: ref, alt });
const ls = (zh: string, en?: string) => ({ _type: "localeString", zh, en });
const lt = (zh: string, en?: string) => ({ _type: "localeText", zh, en });
const block = (text: string, extra: Record<string, unknown> = {}) => ({
  _key: `k${text.length}`,
  _type: "block",
  style: "normal",
  markDefs: [],
  children: [{ _key: "s", _type: "span", marks: [], text }],
  ...extra,
});
const bullet = (text: string) => block(text, { listItem: "bullet", level: 1 });

export const validDocuments: Record<string, TestDocument> = {
  news: {
    _id: "news-test-zh",
    _type: "news",
    language: "zh",
    title: "测试新闻",
    slug: { _type: "slug", current: "test-story" },
    publishedAt: "2024-06-18T02:00:00Z",
    coverImage: image("硅片示意图"),
    excerpt: "这是一条用于测试的新闻摘要。",
    body: [block("正文第一段。")],
    tags: ["测试"],
    source: "公司新闻",
  },
  job: {
    _id: "job-test-zh",
    _type: "job",
    language: "zh",
    title: "工艺工程师",
    slug: { _type: "slug", current: "test-engineer" },
    jobType: "social",
    category: "processTechnology",
    city: "上海",
    education: "本科及以上",
    headcount: 2,
    postedAt: "2026-10-08",
    validThrough: "2027-03-31",
    status: "open",
    responsibilities: [bullet("负责工艺开发")],
    requirements: [bullet("相关专业")],
    benefits: [bullet("六险一金")],
  },
  page: {
    _id: "page-test-zh",
    _type: "page",
    language: "zh",
    pageKey: "quality",
    title: "质量管理",
    intro: "质量是我们对客户的承诺。",
    sections: [
      {
        _key: "a",
        _type: "pageSection",
        key: "system",
        layout: "cards",
        heading: "质量体系",
        items: [{ _key: "i", _type: "sectionItem", title: "全流程追溯", text: "每一片硅片可追溯。" }],
        link: { _type: "pageLink", label: "联系我们", href: "/contact" },
      },
    ],
  },
  product: {
    _id: "product-test",
    _type: "product",
    diameter: "300mm",
    waferType: "polished",
    slug: { _type: "slug", current: "300mm-polished" },
    name: ls("300mm 抛光片", "300mm polished wafer"),
    summary: lt("抛光片简介。", "About polished wafers."),
    specifications: [
      { _key: "a", _type: "specRow", parameter: ls("直径", "Diameter"), value: "300 mm" },
      { _key: "b", _type: "specRow", parameter: ls("厚度", "Thickness"), value: "775 µm" },
      { _key: "c", _type: "specRow", parameter: ls("晶向", "Orientation"), value: "<100>" },
    ],
    applications: [{ _key: "a", ...ls("逻辑芯片", "Logic") }],
    image: image(ls("300mm 抛光片", "300mm polished wafer")),
    order: 0,
  },
  teamMember: {
    _id: "teamMember-test",
    _type: "teamMember",
    name: ls("陈立华", "Chen Lihua"),
    role: ls("董事长", "Chairman"),
    photo: image(ls("陈立华", "Chen Lihua")),
    biography: lt("简介。", "Biography."),
    order: 0,
  },
  timelineEvent: {
    _id: "timelineEvent-test",
    _type: "timelineEvent",
    date: "2008-06-18",
    title: ls("公司成立", "Founded"),
    text: lt("公司在上海成立。", "Founded in Shanghai."),
    order: 0,
  },
  legalDocument: {
    _id: "legalDocument-test-zh",
    _type: "legalDocument",
    language: "zh",
    kind: "privacy",
    title: "隐私政策",
    effectiveDate: "2022-07-25",
    version: "1.0",
    body: [block("本政策自2022年7月25日起生效。")],
  },
  mediaContact: {
    _id: "mediaContact-test",
    _type: "mediaContact",
    name: ls("林悦", "Lin Yue"),
    role: ls("公关经理", "PR manager"),
    region: ls("中国大陆", "Mainland China"),
    phone: "+86 21 5000 0101",
    email: "media@example.com",
    order: 0,
  },
  siteSettings: {
    _id: "siteSettings",
    _type: "siteSettings",
    companyName: ls("上海硅晶半导体股份有限公司", "Shanghai Silicon Crystal Semiconductor Co., Ltd."),
    companyShortName: ls("硅晶半导体", "SCS"),
    seoDescription: lt("大尺寸集成电路硅片制造商。", "A maker of large-diameter IC wafers."),
    seoKeywords: ["硅片"],
    icpNumber: "沪ICP备2008000000号-1",
    icpLink: "https://beian.miit.gov.cn/",
    publicSecurityFilingText: ls("沪公网安备 31011502000000号"),
    publicSecurityFilingCode: "31011502000000",
    publicSecurityFilingLink: "https://beian.mps.gov.cn/#/query/webSearch?code=31011502000000",
    phones: [{ _key: "main", _type: "contactPhone", label: ls("总机"), number: "+86 21 5000 0000" }],
    emails: [{ _key: "info", _type: "contactEmail", label: ls("业务咨询"), address: "info@example.com" }],
    addresses: [{ _key: "sh", _type: "contactAddress", label: ls("上海总部"), address: lt("上海市浦东新区") }],
    wechatQr: image(ls("微信公众号二维码")),
    notificationRecipients: {
      _type: "notificationRecipients",
      message: ["pr@example.com"],
      application: ["hr@example.com"],
      inquiry: ["sales@example.com"],
    },
  },
};
