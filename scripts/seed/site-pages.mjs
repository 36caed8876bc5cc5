// Seeds an editor's page (issue 42): "产品家族概览 / Wafer families", a sitePage in Chinese and
// English (linked by translation metadata) made of one block of each type, with the brochure PDF
// its download block offers (made with pdf-lib, as scripts/seed/declarations.mjs makes the
// declarations), written to studio/seed/assets/<sha1>.pdf. Reproducible: fixed dates, fixed keys.
// Usage: node scripts/seed/site-pages.mjs
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fileAssetDocument, parseNdjson, toNdjson } from "./seed-format.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const { PDFDocument, StandardFonts } = createRequire(join(root, "web/package.json"))("@cantoo/pdf-lib");
const seedDir = join(root, "studio/seed");
const FIXED = new Date("2026-01-01T00:00:00Z");
const BROCHURE_NAME = "wafer-families-brochure.pdf";

async function brochure() {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle("Wafer families");
  doc.setAuthor("Marketing");
  doc.setCreationDate(FIXED);
  doc.setModificationDate(FIXED);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText("Wafer families: 200 mm and 300 mm", { x: 56, y: 770, size: 20, font: bold });
  [
    "Polished wafers: prime and test grades, p and n type",
    "Epitaxial wafers: single and multi-layer, 1 to 150 um",
    "Argon-annealed wafers: a defect-free zone at the surface",
    "SOI wafers: thin device layers on buried oxide",
  ].forEach((line, index) => {
    page.drawText(line, { x: 56, y: 720 - index * 20, size: 11, font });
  });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const ref = (id) => ({ _type: "reference", _ref: id });
const image = (id, alt) => ({ _type: "image", asset: ref(`image-${id}-png`), alt });
const figure = (key, id, alt, caption) => ({ _key: key, _type: "figure", asset: ref(`image-${id}-png`), alt, caption });
const para = (key, text, style = "normal") => ({
  _key: key,
  _type: "block",
  style,
  markDefs: [],
  children: [{ _key: `${key}s`, _type: "span", marks: [], text }],
});

const WAFER = "a535c06fac6cb393bddca00df9084b3f7fc2720e-1600x800";
const LAYERS = "574de6db2f57ac90ba8e91cd196dd94d2b05c689-1600x800";
const EPI = "f8cb7bb2d069a2cbb1d361f05aedf11cb2c59d28-1200x675";
const SOI = "983e6b45febbee867a1b311f4eec64fe19515d9d-1200x675";
const BOAT = "babd4afebd03beeb0aaaa2d1a83aa7484d6dd1a8-1200x675";

const words = {
  zh: {
    title: "产品家族概览",
    intro: "抛光片、外延片、氩气退火片与 SOI 硅片：四个产品家族，200mm 与 300mm 两种尺寸。",
    heroAlt: "洁净室中的一片 300mm 抛光硅片",
    overview: "四个产品家族",
    overviewText: "从逻辑、存储到功率与射频器件，每个产品家族对应一类衬底需求。",
    overviewFigure: ["外延片、SOI 硅片与退火片的剖面示意", "三类硅片的层结构"],
    epiHeading: "外延片",
    epiText: "在抛光衬底上生长单层或多层外延层，厚度与电阻率按客户规格控制。",
    epiAlt: "300mm 外延片及其外延层剖面",
    gallery: "工艺与产品",
    galleryImages: [
      ["SOI 硅片剖面：顶层硅、埋氧层与衬底", "SOI 层结构"],
      ["退火炉前石英舟中的硅片", "氩气退火"],
    ],
    ctaProduct: ["300mm 抛光片", "高平整度、低金属沾污，适用于先进逻辑与存储制程。", "查看产品规格"],
    ctaJob: ["加入销售团队", "我们正在招聘华东区销售经理。", "查看职位"],
    table: ["规格对照", "产品家族、尺寸与典型应用", ["产品家族", "尺寸", "典型应用"]],
    rows: [
      ["抛光片", "200mm / 300mm", "逻辑、存储"],
      ["外延片", "200mm / 300mm", "功率、图像传感器"],
      ["氩气退火片", "300mm", "先进逻辑"],
      ["SOI 硅片", "200mm / 300mm", "射频、功率"],
    ],
    faq: "常见问题",
    questions: [
      ["最小起订量是多少？", "标准产品以 25 片一盒为单位，工程样品可少量供应。"],
      ["交货周期多长？", "标准品通常为 4 至 8 周，定制外延规格视工艺验证而定。"],
      ["能否提供样品？", "可以。请通过下方询价表单说明用途与规格，销售工程师会与您联系。"],
    ],
    download: ["产品手册", "四个产品家族的主要规格一览。"],
    form: ["产品询价", "告诉我们您需要的尺寸、类型与数量。"],
    seoDescription: "硅晶半导体四个产品家族概览：抛光片、外延片、氩气退火片与 SOI 硅片。",
  },
  en: {
    title: "Wafer families",
    intro: "Polished, epitaxial, argon-annealed and SOI wafers: four product families in 200mm and 300mm.",
    heroAlt: "A 300mm polished wafer in a clean room",
    overview: "Four product families",
    overviewText: "From logic and memory to power and RF devices, each family answers one kind of substrate need.",
    overviewFigure: ["Cross-sections of epitaxial, SOI and annealed wafers", "The layers of three wafer types"],
    epiHeading: "Epitaxial wafers",
    epiText:
      "One or more epitaxial layers grown on a polished substrate, thickness and resistivity to the customer's specification.",
    epiAlt: "A 300mm epitaxial wafer and a cross-section of its layer",
    gallery: "Processes and products",
    galleryImages: [
      ["SOI cross-section: device layer, buried oxide and handle wafer", "SOI layers"],
      ["Wafers in a quartz boat ready for the annealing furnace", "Argon annealing"],
    ],
    ctaProduct: [
      "300mm polished wafers",
      "High flatness and low metal contamination for advanced logic and memory.",
      "See the specifications",
    ],
    ctaJob: ["Join our sales team", "We are hiring a sales manager for East China.", "See the job"],
    table: [
      "Specifications at a glance",
      "Product families, diameters and typical applications",
      ["Family", "Diameter", "Typical applications"],
    ],
    rows: [
      ["Polished", "200mm / 300mm", "Logic, memory"],
      ["Epitaxial", "200mm / 300mm", "Power, image sensors"],
      ["Argon-annealed", "300mm", "Advanced logic"],
      ["SOI", "200mm / 300mm", "RF, power"],
    ],
    faq: "Frequently asked questions",
    questions: [
      [
        "What is the minimum order?",
        "Standard products ship in cassettes of 25 wafers; engineering samples are available in small lots.",
      ],
      [
        "How long is the lead time?",
        "Usually 4 to 8 weeks for standard products; custom epitaxial specifications depend on process qualification.",
      ],
      [
        "Can I get samples?",
        "Yes. Tell us the use and specification in the inquiry form below and a sales engineer will contact you.",
      ],
    ],
    download: ["Product brochure", "The main specifications of the four families."],
    form: ["Ask for a quote", "Tell us the diameter, type and quantity you need."],
    seoDescription: "An overview of SCS's four wafer families: polished, epitaxial, argon-annealed and SOI.",
  },
};

function sitePage(language, brochureId) {
  const w = words[language];
  return {
    _id: `sitepage-wafer-family-${language}`,
    _type: "sitePage",
    language,
    title: w.title,
    slug: { _type: "slug", current: "wafer-family" },
    intro: w.intro,
    heroImage: image(WAFER, w.heroAlt),
    sections: [
      {
        _key: "overview",
        _type: "richTextBlock",
        heading: w.overview,
        body: [para("p1", w.overviewText), figure("fig", LAYERS, ...w.overviewFigure)],
      },
      {
        _key: "epitaxial",
        _type: "imageTextBlock",
        heading: w.epiHeading,
        body: [para("p1", w.epiText)],
        image: image(EPI, w.epiAlt),
        imagePosition: "right",
      },
      {
        _key: "gallery",
        _type: "galleryBlock",
        heading: w.gallery,
        images: [figure("soi", SOI, ...w.galleryImages[0]), figure("boat", BOAT, ...w.galleryImages[1])],
      },
      {
        _key: "product",
        _type: "ctaBlock",
        heading: w.ctaProduct[0],
        text: w.ctaProduct[1],
        label: w.ctaProduct[2],
        target: ref("product-300mm-polished"),
      },
      {
        _key: "specs",
        _type: "tableBlock",
        heading: w.table[0],
        caption: w.table[1],
        table: {
          _type: "table",
          rows: [w.table[2], ...w.rows].map((cells, index) => ({ _key: `r${index}`, _type: "tableRow", cells })),
        },
      },
      {
        _key: "faq",
        _type: "faqBlock",
        heading: w.faq,
        items: w.questions.map(([question, answer], index) => ({
          _key: `q${index}`,
          _type: "faqItem",
          question,
          answer,
        })),
      },
      {
        _key: "brochure",
        _type: "fileBlock",
        heading: w.download[0],
        description: w.download[1],
        file: { _type: "file", asset: ref(brochureId) },
      },
      {
        _key: "careers",
        _type: "ctaBlock",
        heading: w.ctaJob[0],
        text: w.ctaJob[1],
        label: w.ctaJob[2],
        // The Chinese post: the English page links to its English translation (web/src/blocks/links.ts).
        target: ref("job-sales-manager-east-china-zh"),
      },
      { _key: "inquiry", _type: "formBlock", heading: w.form[0], intro: w.form[1], kind: "inquiry" },
    ],
    seoDescription: w.seoDescription,
    noindex: false,
    _createdAt: "2024-01-01T00:00:00Z",
    _updatedAt: "2024-01-01T00:00:00Z",
    _rev: "seed",
  };
}

const IDS = new Set([
  "sitepage-wafer-family-zh",
  "sitepage-wafer-family-en",
  "translation.metadata.sitepage-wafer-family",
]);
const seedPath = join(seedDir, "production.ndjson");
const seed = parseNdjson(readFileSync(seedPath, "utf8")).filter(
  (doc) => !IDS.has(doc._id) && !(doc._type === "sanity.fileAsset" && doc.originalFilename === BROCHURE_NAME),
);
const bytes = await brochure();
const sha1 = createHash("sha1").update(bytes).digest("hex");
writeFileSync(join(seedDir, "assets", `${sha1}.pdf`), bytes);
const asset = fileAssetDocument(`${sha1}.pdf`, bytes, BROCHURE_NAME);
const metadata = {
  _id: "translation.metadata.sitepage-wafer-family",
  _type: "translation.metadata",
  schemaTypes: ["sitePage"],
  translations: ["zh", "en"].map((language) => ({
    _key: language,
    _type: "internationalizedArrayReferenceValue",
    value: ref(`sitepage-wafer-family-${language}`),
  })),
  _createdAt: "2024-01-01T00:00:00Z",
  _updatedAt: "2024-01-01T00:00:00Z",
  _rev: "seed",
};
writeFileSync(seedPath, toNdjson([...seed, asset, sitePage("zh", asset._id), sitePage("en", asset._id), metadata]));
console.log(`${asset.path} ${asset.size} B`);
