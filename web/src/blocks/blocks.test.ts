import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadConfig } from "@/config/env";
import { queryEmbedded } from "@/content/embedded";
import { PAGE_BLOCKS } from "@/content/queries";
import { PageBlocks } from "./Sections";
import type { PageBlock } from "./types";

// What a visitor sees of each page block (issue 42), from a page document through the PAGE_BLOCKS
// projection to the server's HTML: headings, alternative texts, links in the page's language, the
// FAQ as disclosure widgets with its FAQPage structured data, the download and the form.

const SHA1 = "0123456789abcdef0123456789abcdef01234567";
const IMAGE = "image-1279a4972e75260f19eb347c91338f02b935a2c4-1600x800-png";
const ref = (id: string) => ({ _type: "reference", _ref: id });
const text = (key: string, words: string, style = "normal") => ({
  _key: key,
  _type: "block",
  style,
  markDefs: [],
  children: [{ _key: `${key}s`, _type: "span", marks: [], text: words }],
});

const sections = (lang: "zh" | "en") => [
  {
    _key: "rt",
    _type: "richTextBlock",
    heading: lang === "zh" ? "产品家族" : "The product family",
    body: [
      text("p1", lang === "zh" ? "从 200mm 到 300mm 的完整产品线。" : "A full line from 200 mm to 300 mm."),
      {
        _key: "fig",
        _type: "figure",
        asset: ref(IMAGE),
        alt: lang === "zh" ? "晶圆产线" : "The wafer line",
        caption: "Fab 2",
      },
    ],
  },
  {
    _key: "it",
    _type: "imageTextBlock",
    heading: lang === "zh" ? "外延片" : "Epitaxial wafers",
    body: [text("p2", "EPI")],
    image: { _type: "image", asset: ref(IMAGE), alt: lang === "zh" ? "外延炉" : "An epitaxy reactor" },
    imagePosition: "left",
  },
  {
    _key: "ga",
    _type: "galleryBlock",
    images: [
      {
        _key: "g1",
        _type: "figure",
        asset: ref(IMAGE),
        alt: lang === "zh" ? "洁净室" : "The clean room",
        caption: "A",
      },
      { _key: "g2", _type: "figure", asset: ref(IMAGE), alt: lang === "zh" ? "检测设备" : "Inspection" },
    ],
  },
  {
    _key: "c1",
    _type: "ctaBlock",
    heading: lang === "zh" ? "参加 SEMICON" : "Meet us at SEMICON",
    label: lang === "zh" ? "展会详情" : "Show details",
    target: ref("sitepage-semicon-zh"),
  },
  {
    _key: "c2",
    _type: "ctaBlock",
    heading: "300mm",
    label: lang === "zh" ? "查看产品" : "See the product",
    target: ref("product-300"),
  },
  { _key: "c3", _type: "ctaBlock", heading: "SEMI", label: "semi.org", url: "https://www.semi.org/" },
  { _key: "c4", _type: "ctaBlock", heading: "Bad", label: "x", url: "javascript:alert(1)" },
  {
    _key: "tb",
    _type: "tableBlock",
    heading: lang === "zh" ? "规格对照" : "Specifications",
    caption: lang === "zh" ? "直径与类型" : "Diameters and types",
    table: {
      _type: "table",
      rows: [
        {
          _key: "r0",
          _type: "tableRow",
          cells: [lang === "zh" ? "直径" : "Diameter", lang === "zh" ? "类型" : "Type"],
        },
        { _key: "r1", _type: "tableRow", cells: ["300mm", "EPI"] },
      ],
    },
  },
  {
    _key: "fq",
    _type: "faqBlock",
    heading: lang === "zh" ? "常见问题" : "Questions",
    items: [
      { _key: "q1", _type: "faqItem", question: lang === "zh" ? "最小起订量？" : "Minimum order?", answer: "25" },
      {
        _key: "q2",
        _type: "faqItem",
        question: lang === "zh" ? "交期？" : "Lead time?",
        answer: "8 weeks\n\n</script><b>",
      },
    ],
  },
  {
    _key: "fl",
    _type: "fileBlock",
    heading: lang === "zh" ? "产品手册" : "Product brochure",
    file: { _type: "file", asset: ref(`file-${SHA1}-pdf`) },
  },
  { _key: "fm", _type: "formBlock", heading: lang === "zh" ? "询价" : "Ask for a quote", kind: "inquiry" },
];

const DOCS = [
  {
    _id: "sitepage-family-zh",
    _type: "sitePage",
    language: "zh",
    title: "产品家族",
    slug: { current: "wafers" },
    sections: sections("zh"),
  },
  {
    _id: "sitepage-family-en",
    _type: "sitePage",
    language: "en",
    title: "Wafers",
    slug: { current: "wafers" },
    sections: sections("en"),
  },
  {
    _id: "sitepage-semicon-zh",
    _type: "sitePage",
    language: "zh",
    title: "SEMICON",
    slug: { current: "semicon-2027" },
  },
  {
    _id: "sitepage-semicon-en",
    _type: "sitePage",
    language: "en",
    title: "SEMICON",
    slug: { current: "semicon-china-2027" },
  },
  {
    _id: "translation.metadata.semicon",
    _type: "translation.metadata",
    translations: [
      { _key: "zh", value: ref("sitepage-semicon-zh") },
      { _key: "en", value: ref("sitepage-semicon-en") },
    ],
  },
  { _id: "product-300", _type: "product", slug: { current: "300mm-polished" } },
  { _id: `file-${SHA1}-pdf`, _type: "sanity.fileAsset", sha1hash: SHA1, extension: "pdf", size: 1_572_864 },
];

let previous: string | undefined;
beforeAll(() => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "blocks-")), "production.ndjson");
  writeFileSync(file, DOCS.map((doc) => JSON.stringify(doc)).join("\n"));
  previous = process.env.EMBEDDED_DATASET_PATH;
  process.env.EMBEDDED_DATASET_PATH = file;
  reloadConfig();
});
afterAll(() => {
  if (previous === undefined) delete process.env.EMBEDDED_DATASET_PATH;
  else process.env.EMBEDDED_DATASET_PATH = previous;
  reloadConfig();
});

/** The page's blocks as the site reads them, rendered as the server sends them. */
async function render(locale: "zh" | "en"): Promise<string> {
  const page = await queryEmbedded<{ sections: PageBlock[] }>({
    query: `*[_type == "sitePage" && slug.current == "wafers" && language == $locale][0]{ sections[]{ ${PAGE_BLOCKS} } }`,
    params: { locale },
    perspective: "published",
  });
  // The form block's form is loaded the way Next loads it (a server-side require of the client
  // component), which only Next's bundler resolves: its page is proven in Chromium (web/e2e/page-blocks.spec.ts).
  const blocks = page.sections.filter((block) => block._type !== "formBlock");
  return renderToStaticMarkup(createElement(PageBlocks, { blocks, locale }));
}

const h2s = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
const alts = (html: string) => [...html.matchAll(/<img[^>]* alt="([^"]*)"/g)].map((match) => match[1]);
const links = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attrs, inner]) => ({
    href: /href="([^"]*)"/.exec(attrs ?? "")?.[1],
    attrs,
    text: (inner ?? "").replace(/<[^>]+>/g, ""),
  }));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );

describe("page blocks (issue 42)", () => {
  it("show each block's heading and every picture's alternative text, in the page's language", async () => {
    const zh = await render("zh");
    expect(h2s(zh)).toEqual([
      "产品家族",
      "外延片",
      "参加 SEMICON",
      "300mm",
      "SEMI",
      "Bad",
      "规格对照",
      "常见问题",
      "产品手册",
    ]);
    expect(alts(zh)).toEqual(["晶圆产线", "外延炉", "洁净室", "检测设备"]);
    expect(zh).toContain("<figcaption");
    // The gallery has no heading: its region is named in the page's language.
    expect(zh).toContain('aria-label="图片集"');
    const en = await render("en");
    expect(alts(en)).toEqual(["The wafer line", "An epitaxy reactor", "The clean room", "Inspection"]);
    expect(en).toContain('aria-label="Image gallery"');
  });

  it("link a call to action to the referenced page in the visitor's language, or to another site in a new tab", async () => {
    const en = links(await render("en"));
    expect(en.find((link) => link.text.startsWith("Show details"))?.href).toBe("/en/semicon-china-2027");
    expect(en.find((link) => link.text.startsWith("See the product"))?.href).toBe("/en/product/300mm-polished");
    const external = en.find((link) => link.href === "https://www.semi.org/");
    expect(external?.attrs).toContain('target="_blank"');
    expect(external?.attrs).toContain('rel="noopener noreferrer"');
    expect(external?.text).toContain("(opens in a new tab)");
    // A script address is never a link.
    expect(en.some((link) => link.href?.startsWith("javascript:"))).toBe(false);
    const zh = links(await render("zh"));
    expect(zh.find((link) => link.text.startsWith("展会详情"))?.href).toBe("/semicon-2027");
    expect(zh.find((link) => link.text.startsWith("查看产品"))?.href).toBe("/product/300mm-polished");
    expect(zh.find((link) => link.href === "https://www.semi.org/")?.text).toContain("（在新窗口打开）");
  });

  it("show a table with its caption, column headers and row headers", async () => {
    const zh = await render("zh");
    expect(zh).toMatch(/<caption[^>]*>直径与类型<\/caption>/);
    expect(zh).toContain('<th scope="col">直径</th>');
    expect(zh).toContain('<th scope="row">300mm</th><td>EPI</td>');
  });

  it("show the FAQ as disclosure widgets and list it once as FAQPage structured data", async () => {
    const en = await render("en");
    expect(en).toMatch(/<details[^>]*><summary[^>]*>Minimum order\?<\/summary>/);
    const data = jsonLd(en);
    expect(data).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        inLanguage: "en",
        mainEntity: [
          { "@type": "Question", name: "Minimum order?", acceptedAnswer: { "@type": "Answer", text: "25" } },
          {
            "@type": "Question",
            name: "Lead time?",
            acceptedAnswer: { "@type": "Answer", text: "8 weeks\n\n</script><b>" },
          },
        ],
      },
    ]);
    // An answer's text can't close the script element or add markup.
    expect(en).not.toContain("</script><b>");
    expect(en).toContain("&lt;/script&gt;&lt;b&gt;");
  });

  it("offer the download from the site's own /media/files with its type and size", async () => {
    const zh = links(await render("zh"));
    const download = zh.find((link) => link.href === `/media/files/${SHA1}.pdf`);
    expect(download?.text).toBe("下载产品手册（PDF，1.5 MB）");
    expect(download?.attrs).toContain("download");
    const en = links(await render("en"));
    expect(en.find((link) => link.href === `/media/files/${SHA1}.pdf`)?.text).toBe(
      "Download Product brochure (PDF, 1.5 MB)",
    );
  });
});
