// Seeds /quality's compliance declarations (issue 45): three small, real PDFs made with pdf-lib (@cantoo/pdf-lib, the web package's),
// written to studio/seed/assets/<sha1>.pdf with their sanity.fileAsset documents, and the three
// declaration documents, into studio/seed/production.ndjson. Reproducible: fixed dates, no random
// IDs, so the same run gives the same bytes (and the same content-hash names).
// Usage: node scripts/seed/declarations.mjs
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fileAssetDocument, parseNdjson, toNdjson } from "./seed-format.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const { PDFDocument, StandardFonts } = createRequire(join(root, "web/package.json"))("@cantoo/pdf-lib");
const seedDir = join(root, "studio/seed");

const DECLARATIONS = [
  {
    kind: "rohs",
    revision: "C",
    issueDate: "2026-03-02",
    title: { zh: "RoHS 符合性声明", en: "RoHS declaration of conformity" },
    lines: [
      "Declaration of conformity: Directive 2011/65/EU (RoHS) as amended by (EU) 2015/863",
      "Products: polished, epitaxial and SOI silicon wafers, 150 mm to 300 mm",
      "None of the ten restricted substances exceeds its maximum concentration",
      "(Pb, Hg, Cr VI, PBB, PBDE 0.1 %; Cd 0.01 %; DEHP, BBP, DBP, DIBP 0.1 % by weight).",
    ],
  },
  {
    kind: "reach-svhc",
    revision: "B",
    issueDate: "2026-07-15",
    title: { zh: "REACH（SVHC）声明", en: "REACH SVHC declaration" },
    lines: [
      "Declaration under Regulation (EC) No 1907/2006 (REACH), Article 33",
      "Candidate List of Substances of Very High Concern as published by ECHA, June 2026",
      "Our silicon wafers contain no SVHC above 0.1 % weight by weight.",
      "Wafers are articles; no substance is intended to be released.",
    ],
  },
  {
    kind: "conflict-minerals",
    revision: "A",
    issueDate: "2026-05-20",
    title: { zh: "冲突矿产声明", en: "Conflict minerals declaration" },
    lines: [
      "Conflict minerals policy and reporting template (CMRT 6.4) summary",
      "Tin, tantalum, tungsten and gold (3TG) are not intentionally added to our wafers.",
      "Suppliers of process materials are surveyed yearly against the RMI conformant smelter list.",
      "The full CMRT is available from our quality department on request.",
    ],
  },
];

const FIXED = new Date("2026-01-01T00:00:00Z");

async function pdf({ title, revision, issueDate, lines }) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title.en);
  doc.setAuthor("Quality department");
  doc.setCreationDate(FIXED);
  doc.setModificationDate(FIXED);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  page.drawText(title.en, { x: 56, y: 770, size: 20, font: bold });
  page.drawText(`Revision ${revision} - issued ${issueDate}`, { x: 56, y: 740, size: 11, font });
  lines.forEach((line, index) => {
    page.drawText(line, { x: 56, y: 700 - index * 20, size: 10, font });
  });
  page.drawText("Signed: Head of Quality", { x: 56, y: 560, size: 10, font });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const seedPath = join(seedDir, "production.ndjson");
const seed = parseNdjson(readFileSync(seedPath, "utf8")).filter(
  // Only the declarations' own files: other PDFs of the seed (a page's brochure) stay.
  (doc) =>
    doc._type !== "declaration" &&
    !(doc._type === "sanity.fileAsset" && /-rev-[A-Z0-9.]+\.pdf$/.test(doc.originalFilename)),
);
const added = [];
for (const [order, item] of DECLARATIONS.entries()) {
  const bytes = await pdf(item);
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  const file = `${sha1}.pdf`;
  writeFileSync(join(seedDir, "assets", file), bytes);
  const asset = fileAssetDocument(file, bytes, `${item.kind}-rev-${item.revision}.pdf`);
  added.push(asset, {
    _id: `declaration-${item.kind}`,
    _type: "declaration",
    kind: item.kind,
    title: { _type: "localeString", ...item.title },
    file: { _type: "file", asset: { _type: "reference", _ref: asset._id } },
    issueDate: item.issueDate,
    revision: item.revision,
    order,
    _createdAt: "2024-01-01T00:00:00Z",
    _updatedAt: "2024-01-01T00:00:00Z",
    _rev: "seed",
  });
}
writeFileSync(seedPath, toNdjson([...seed, ...added]));
console.log(added.flatMap((doc) => ("path" in doc ? [`${doc.path} ${doc.size} B`] : [])).join("\n"));
