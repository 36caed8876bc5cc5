import { describe, expect, it } from "vitest";
import { imageAsset, pdfAsset, validDocuments } from "./testing/fixtures";
import { describeMarkers, type TestDocument, validationErrors } from "./testing/validate";

type Case = [reason: string, change: (doc: TestDocument) => TestDocument, expected: string];

const set =
  (patch: Record<string, unknown>): Case[1] =>
  (doc) => ({ ...doc, ...patch });
const without =
  (field: string): Case[1] =>
  (doc) => {
    const { [field]: _removed, ...rest } = doc;
    return rest as TestDocument;
  };
const altless =
  (field: string): Case[1] =>
  (doc) => ({ ...doc, [field]: { ...(doc[field] as object), alt: undefined } });

const screening =
  (patch: Record<string, unknown>): Case[1] =>
  (doc) => ({ ...doc, screening: { ...(doc.screening as object), ...patch } });

// Each case breaks one rule of a valid document; the expected line is "path: start of the message".
const cases: Record<string, Case[]> = {
  news: [
    ["a title is required", without("title"), "title: Required"],
    [
      "a slug has lower-case words and hyphens",
      set({ slug: { _type: "slug", current: "Shanghai 300mm" } }),
      "slug: 网址别名只能使用小写英文字母",
    ],
    ["the cover image has alt text", altless("coverImage"), "coverImage: 请为图片填写替代文字"],
    ["a cover image is required", without("coverImage"), "coverImage: Required"],
    ["the excerpt is at most 300 characters", set({ excerpt: "字".repeat(301) }), "excerpt: Must be at most 300"],
    [
      "links in the body are full addresses or site paths",
      (doc) => ({
        ...doc,
        body: [
          {
            _key: "b",
            _type: "block",
            style: "normal",
            markDefs: [{ _key: "l", _type: "link", href: "javascript:alert(1)" }],
            children: [{ _key: "s", _type: "span", marks: ["l"], text: "x" }],
          },
        ],
      }),
      "body.b.markDefs.l.href: 链接须为完整网址",
    ],
    ["the language is zh or en", set({ language: "fr" }), 'language: Value "fr" did not match'],
  ],
  job: [
    [
      "valid-through comes after the posting date",
      set({ postedAt: "2026-10-08", validThrough: "2026-10-01" }),
      "validThrough: 截止日期必须晚于发布日期",
    ],
    [
      "valid-through is not the posting date itself",
      set({ validThrough: "2026-10-08" }),
      "validThrough: 截止日期必须晚于发布日期",
    ],
    ["the category is one of the six", set({ category: "sales" }), 'category: Value "sales" did not match'],
    ["the hiring type is social or campus", set({ jobType: "intern" }), 'jobType: Value "intern" did not match'],
    [
      "the number of recruits is a whole number of at least 1",
      set({ headcount: 0 }),
      "headcount: Must be greater than or equal to 1",
    ],
    ["the status is open or closed", set({ status: "paused" }), 'status: Value "paused" did not match'],
    ["responsibilities are required", without("responsibilities"), "responsibilities: Required"],
  ],
  page: [
    ["the page key is a known page", set({ pageKey: "blog" }), 'pageKey: Value "blog" did not match'],
    [
      "the home page has a hero title",
      set({ pageKey: "home", heroTitle: undefined }),
      "heroTitle: 首页必须填写主视觉标题",
    ],
    [
      "section keys are unique on a page",
      (doc) => ({
        ...doc,
        sections: [
          { _key: "a", _type: "pageSection", key: "values", heading: "一" },
          { _key: "b", _type: "pageSection", key: "values", heading: "二" },
        ],
      }),
      "sections: 版块标识“values”重复",
    ],
    [
      "a section link is a site path or full address",
      (doc) => ({
        ...doc,
        sections: [
          {
            _key: "a",
            _type: "pageSection",
            key: "x",
            heading: "一",
            link: { _type: "pageLink", label: "去", href: "www.example.com" },
          },
        ],
      }),
      "sections.a.link.href: 链接须为完整网址",
    ],
  ],
  product: [
    ["the diameter is 200mm or 300mm", set({ diameter: "450mm" }), 'diameter: Value "450mm" did not match'],
    ["the wafer type is one of the four", set({ waferType: "annealed" }), 'waferType: Value "annealed" did not match'],
    [
      "the specification table has at least three rows",
      (doc) => ({ ...doc, specifications: (doc.specifications as unknown[]).slice(0, 1) }),
      "specifications: Must have at least 3 items",
    ],
    ["the product image has alt text", altless("image"), "image: 请为图片填写替代文字"],
    ["the screening data is required", without("screening"), "screening: 请填写筛选与认证数据"],
    [
      "a resistivity range's low end is below its high end",
      screening({ resistivity: { _type: "resistivityRange", low: 100, high: 1 } }),
      "screening.resistivity: 下限必须小于或等于上限",
    ],
    [
      "resistivity values are positive",
      screening({ resistivity: { _type: "resistivityRange", low: -1, high: 10 } }),
      "screening.resistivity: 数值必须为正数，单位 Ω·cm",
    ],
    [
      "a device layer is in nm, not µm",
      screening({ deviceLayer: { _type: "nanometerRange", low: 0.05, high: 1.5 } }),
      "screening.deviceLayer: 数值应在 1–5000 nm 之间，请检查单位",
    ],
    [
      "an epi layer is in µm, not nm",
      screening({ epiThickness: { _type: "micronRange", low: 1000, high: 5000 } }),
      "screening.epiThickness: 数值应在 0.1–200 µm 之间，请检查单位",
    ],
    [
      "nanotopography is in nm",
      screening({ nanotopography: { max: 0.012 } }),
      "screening.nanotopography.max: 数值应在 1–200 nm 之间",
    ],
    [
      "a dopant gives one of the conductivity types",
      screening({ conductivity: ["n"], dopants: ["B"] }),
      "screening.dopants: 掺杂剂 B 与所选导电类型不符",
    ],
    [
      "the Chinese name is required",
      set({ name: { _type: "localeString", en: "Polished wafer" } }),
      "name.zh: Required",
    ],
  ],
  teamMember: [
    ["the photo has alt text", altless("photo"), "photo: 请为图片填写替代文字"],
    ["the role is required", without("role"), "role: Required"],
    ["the order is a whole number", set({ order: 1.5 }), "order: Must be an integer"],
  ],
  certificate: [
    ["the standard is one of the four", set({ standard: "ISO 27001" }), 'standard: Value "ISO 27001" did not match'],
    ["the number is required", without("number"), "number: Required"],
    ["it expires after it starts", set({ validUntil: "2024-01-01" }), "validUntil: 有效期须晚于生效日期"],
  ],
  declaration: [
    ["the kind is RoHS, REACH SVHC or conflict minerals", set({ kind: "weee" }), 'kind: Value "weee" did not match'],
    ["a PDF is uploaded", without("file"), "file: 请上传声明的 PDF 文件"],
    [
      "the file is a PDF",
      set({
        file: {
          _type: "file",
          asset: { _type: "reference", _ref: "file-89abcdef0123456789abcdef0123456789abcdef-docx" },
        },
      }),
      "file: 只能上传 PDF 文件",
    ],
    ["the issue date is required", without("issueDate"), "issueDate: 请填写签发日期"],
    ["the revision is short letters and digits", set({ revision: "rev B (final)" }), "revision: 修订版本只能使用"],
    [
      "the English title is optional but the Chinese one is not",
      set({ title: { _type: "localeString", en: "RoHS" } }),
      "title.zh: Required",
    ],
  ],
  timelineEvent: [
    ["the date is a date", set({ date: "June 2008" }), "date: Must be a valid ISO-8601"],
    ["the Chinese text is required", set({ text: { _type: "localeText", en: "Only English" } }), "text.zh: Required"],
  ],
  legalDocument: [
    ["the kind is privacy, terms or disclaimer", set({ kind: "cookies" }), 'kind: Value "cookies" did not match'],
    ["the version looks like 1.0", set({ version: "v1" }), "version: 版本号格式应为"],
    ["the effective date is required", without("effectiveDate"), "effectiveDate: Required"],
  ],
  mediaContact: [
    [
      "the email is an email address",
      set({ email: "press at example.com" }),
      "email: “press at example.com”不是有效的电子邮箱地址",
    ],
    ["the phone is a phone number", set({ phone: "call us" }), "phone: 请输入有效的电话号码"],
  ],
  siteSettings: [
    [
      "the ICP link is a web address",
      set({ icpLink: "beian.miit.gov.cn" }),
      "icpLink: 请输入以 http:// 或 https:// 开头的完整网址",
    ],
    [
      "the badge link is a web address",
      set({ publicSecurityFilingLink: "ftp://example.com" }),
      "publicSecurityFilingLink: 请输入以 http:// 或 https:// 开头",
    ],
    [
      "the public-security code has 14 digits",
      set({ publicSecurityFilingCode: "3101150200" }),
      "publicSecurityFilingCode: Does not match",
    ],
    [
      "a search engine's verification is its tag's content, not the whole tag",
      set({ searchVerification: { baidu: '<meta name="baidu-site-verification" content="code-abc">' } }),
      "searchVerification.baidu:",
    ],
    [
      "notification recipients are email addresses",
      (doc) => ({
        ...doc,
        notificationRecipients: {
          _type: "notificationRecipients",
          message: ["pr@example.com"],
          application: ["hr"],
          inquiry: ["sales@example.com"],
        },
      }),
      "notificationRecipients.application: “hr”不是有效的电子邮箱地址",
    ],
    [
      "every form type has a recipient",
      (doc) => ({
        ...doc,
        notificationRecipients: {
          _type: "notificationRecipients",
          message: ["pr@example.com"],
          application: [],
          inquiry: ["sales@example.com"],
        },
      }),
      "notificationRecipients.application: Must have at least 1",
    ],
    ["the WeChat QR code has alt text", altless("wechatQr"), "wechatQr: 请为图片填写替代文字"],
  ],
  mailTemplates: [
    [
      "both languages of a subject are written",
      set({ inviteSubject: { _type: "localeString", zh: "面试邀请" } }),
      "inviteSubject: 中文和英文都必须填写",
    ],
    [
      "a body names only placeholders the inbox fills",
      set({ declineBody: { _type: "localeText", zh: "{姓命}，您好", en: "Dear {name}" } }),
      "declineBody: 无法填写的占位符：{姓命}",
    ],
  ],
};

describe.each(Object.keys(cases))("%s documents", (type) => {
  const valid = validDocuments[type] as TestDocument;

  it("a valid document passes", async () => {
    expect(describeMarkers(await validationErrors(valid, [imageAsset, pdfAsset]))).toEqual([]);
  });

  it.each(cases[type] ?? [])("rejected unless %s", async (_reason, change, expected) => {
    const errors = describeMarkers(await validationErrors(change(structuredClone(valid)), [imageAsset, pdfAsset]));
    expect(
      errors.some((line) => line.startsWith(expected)),
      `expected "${expected}" in:\n${errors.join("\n")}`,
    ).toBe(true);
  });
});

describe("uniqueness within a language", () => {
  it("rejects a second news story with the same slug in the same language", async () => {
    const other = { ...validDocuments.news, _id: "news-other-zh" } as TestDocument;
    const errors = describeMarkers(await validationErrors(validDocuments.news as TestDocument, [imageAsset, other]));
    expect(errors).toContain("slug: Slug is already in use");
  });

  it("lets the English translation share the Chinese slug", async () => {
    const english = { ...validDocuments.news, _id: "news-test-en", language: "en" } as TestDocument;
    expect(describeMarkers(await validationErrors(english, [imageAsset, validDocuments.news as TestDocument]))).toEqual(
      [],
    );
  });

  it("does not count a document's own draft as a duplicate", async () => {
    const draft = { ...validDocuments.job, _id: "drafts.job-test-zh" } as TestDocument;
    expect(describeMarkers(await validationErrors(validDocuments.job as TestDocument, [imageAsset, draft]))).toEqual(
      [],
    );
  });

  it("allows one page copy per page and language", async () => {
    const twin = { ...validDocuments.page, _id: "page-quality-2-zh" } as TestDocument;
    const errors = describeMarkers(await validationErrors(validDocuments.page as TestDocument, [imageAsset, twin]));
    expect(errors.some((line) => line.startsWith("pageKey: 这个页面在该语言下已有文案"))).toBe(true);
  });

  it("allows one legal text of a kind per language", async () => {
    const twin = { ...validDocuments.legalDocument, _id: "legalDocument-privacy-2-zh" } as TestDocument;
    const errors = describeMarkers(
      await validationErrors(validDocuments.legalDocument as TestDocument, [imageAsset, twin]),
    );
    expect(errors.some((line) => line.startsWith("kind: 该语言下已有同类法律文本"))).toBe(true);
  });

  it("allows one product per diameter and wafer type", async () => {
    const twin = { ...validDocuments.product, _id: "product-test-2" } as TestDocument;
    const errors = describeMarkers(await validationErrors(validDocuments.product as TestDocument, [imageAsset, twin]));
    expect(errors.some((line) => line.startsWith("waferType: 该尺寸和类型的产品已存在"))).toBe(true);
  });
});
