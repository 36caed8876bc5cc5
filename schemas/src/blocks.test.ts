import { describe, expect, it } from "vitest";
import { MAX_DOWNLOAD_BYTES } from "./constants";
import { checkDownloadFile } from "./rules";
import { IMAGE_ASSET_ID, imageAsset, PDF_ASSET_ID } from "./testing/fixtures";
import { describeMarkers, type TestDocument, validationErrors } from "./testing/validate";

// The page blocks of issue 42 (objects/blocks.ts) as the studio validates them: a page with one
// of each is valid; each broken rule shows its Chinese message at the block's field.

const ref = (id: string) => ({ _type: "reference", _ref: id });
const para = (key: string, text: string) => ({
  _key: key,
  _type: "block",
  style: "normal",
  markDefs: [],
  children: [{ _key: `${key}s`, _type: "span", marks: [], text }],
});

const pdf: TestDocument = { _id: PDF_ASSET_ID, _type: "sanity.fileAsset", size: 200_000 };
const bigPdf: TestDocument = {
  _id: "file-fedcba9876543210fedcba9876543210fedcba98-pdf",
  _type: "sanity.fileAsset",
  size: MAX_DOWNLOAD_BYTES + 1,
};
const product: TestDocument = { _id: "product-300", _type: "product" };

const blocks = () => [
  { _key: "rt", _type: "richTextBlock", heading: "产品家族", body: [para("p", "正文")] },
  {
    _key: "it",
    _type: "imageTextBlock",
    heading: "外延片",
    body: [para("p", "正文")],
    image: { _type: "image", asset: ref(IMAGE_ASSET_ID), alt: "外延炉" },
    imagePosition: "left",
  },
  {
    _key: "ga",
    _type: "galleryBlock",
    images: [{ _key: "g", _type: "figure", asset: ref(IMAGE_ASSET_ID), alt: "洁净室" }],
  },
  { _key: "c1", _type: "ctaBlock", heading: "查看产品", label: "了解更多", target: ref("product-300") },
  { _key: "c2", _type: "ctaBlock", heading: "SEMI", label: "访问", url: "https://www.semi.org/" },
  {
    _key: "tb",
    _type: "tableBlock",
    heading: "规格",
    table: { _type: "table", rows: [{ _key: "r", _type: "tableRow", cells: ["直径", "300mm"] }] },
  },
  {
    _key: "fq",
    _type: "faqBlock",
    heading: "常见问题",
    items: [{ _key: "q", _type: "faqItem", question: "交期？", answer: "8 周" }],
  },
  { _key: "fl", _type: "fileBlock", heading: "产品手册", file: { _type: "file", asset: ref(PDF_ASSET_ID) } },
  { _key: "fm", _type: "formBlock", heading: "询价", kind: "inquiry" },
];

const page = (sections: unknown[]): TestDocument => ({
  _id: "sitepage-test-zh",
  _type: "sitePage",
  language: "zh",
  title: "产品家族",
  slug: { _type: "slug", current: "wafer-family" },
  sections,
});

/** The page's errors with one block replaced. */
async function errorsWith(key: string, change: (block: Record<string, unknown>) => Record<string, unknown>) {
  const sections = blocks().map((block) => (block._key === key ? change(block) : block));
  return describeMarkers(await validationErrors(page(sections), [imageAsset, pdf, bigPdf, product]));
}

describe("page blocks in the studio (issue 42)", () => {
  it("accept a page made of one block of each type", async () => {
    expect(describeMarkers(await validationErrors(page(blocks()), [imageAsset, pdf, product]))).toEqual([]);
  });

  it.each([
    [
      "an image + text's picture has alt text",
      "it",
      (b: Record<string, unknown>) => ({ ...b, image: { _type: "image", asset: ref(IMAGE_ASSET_ID) } }),
      "sections.it.image: 请为图片填写替代文字",
    ],
    [
      "a gallery has a picture",
      "ga",
      (b: Record<string, unknown>) => ({ ...b, images: [] }),
      "sections.ga.images: 请至少添加一张图片",
    ],
    [
      "a call to action has a page or a link",
      "c1",
      (b: Record<string, unknown>) => ({ ...b, target: undefined }),
      "sections.c1.target: 请选择站内页面或填写外部链接",
    ],
    [
      "a call to action has not both",
      "c1",
      (b: Record<string, unknown>) => ({ ...b, url: "https://www.semi.org/" }),
      "sections.c1.target: 站内页面和外部链接只能选一个",
    ],
    [
      "an external link is a web address",
      "c2",
      (b: Record<string, unknown>) => ({ ...b, url: "javascript:alert(1)" }),
      "sections.c2.url: 请输入以 http:// 或 https:// 开头的完整网址",
    ],
    [
      "a question has its answer",
      "fq",
      (b: Record<string, unknown>) => ({ ...b, items: [{ _key: "q", _type: "faqItem", question: "交期？" }] }),
      "sections.fq.items.q.answer: 请填写回答",
    ],
    [
      "a download is a PDF",
      "fl",
      (b: Record<string, unknown>) => ({
        ...b,
        file: { _type: "file", asset: ref("file-89abcdef0123456789abcdef0123456789abcdef-exe") },
      }),
      "sections.fl.file: 只能上传 PDF 文件",
    ],
    [
      "a download is at most 10 MB",
      "fl",
      (b: Record<string, unknown>) => ({ ...b, file: { _type: "file", asset: ref(bigPdf._id) } }),
      "sections.fl.file: 文件不能超过 10 MB",
    ],
    [
      "a form is an inquiry or a message (never an application, which belongs to a job)",
      "fm",
      (b: Record<string, unknown>) => ({ ...b, kind: "application" }),
      "sections.fm.kind: 请选择表单类型",
    ],
    [
      "a block with a heading has one",
      "fq",
      (b: Record<string, unknown>) => ({ ...b, heading: undefined }),
      "sections.fq.heading: 请填写标题",
    ],
  ])("%s", async (_reason, key, change, expected) => {
    const errors = await errorsWith(key, change);
    expect(
      errors.some((line) => line.startsWith(expected)),
      errors.join("\n"),
    ).toBe(true);
  });

  it("check a download's type and size", () => {
    expect(checkDownloadFile({ asset: { _ref: PDF_ASSET_ID } }, 1024)).toBe(true);
    expect(checkDownloadFile({ asset: { _ref: PDF_ASSET_ID } }, null)).toBe(true);
    expect(checkDownloadFile(undefined, null)).toMatch(/^请上传 PDF 文件/);
    expect(checkDownloadFile({ asset: { _ref: "file-89abcdef0123456789abcdef0123456789abcdef-docx" } }, 1)).toMatch(
      /^只能上传 PDF 文件/,
    );
    expect(checkDownloadFile({ asset: { _ref: PDF_ASSET_ID } }, MAX_DOWNLOAD_BYTES + 1)).toMatch(/^文件不能超过 10 MB/);
  });
});
