import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import type { Locale } from "@/i18n/config";
import { translated } from "@/i18n/messages";
import type { OrganizationFacts } from "@/metadata/structured-data";
import type { Certificate, ProductDetail } from "./content";
import { catalogueMessages } from "./messages";
import { screeningFigures, screeningMessages } from "./screening";

// The PDFs of the catalogue, drawn from the same content as the pages (so a datasheet never says
// something the page does not): a product's datasheet and a certificate's summary, per language.
// pdfkit with Noto Sans SC (OFL) from @embedpdf/fonts-sc, the font the Open Graph images use:
// subset into each file, so Chinese reads on any reader without fonts of its own.

const FONT_DIR = path.join(process.cwd(), "node_modules", "@embedpdf", "fonts-sc", "fonts");
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
const loadFonts = () => {
  fonts ??= Promise.all([
    readFile(path.join(FONT_DIR, "NotoSansHans-Regular.otf")),
    readFile(path.join(FONT_DIR, "NotoSansHans-Bold.otf")),
  ])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error) => {
      // Not kept: a missing file (a standalone folder assembled without it) is tried again.
      fonts = undefined;
      throw error;
    });
  return fonts;
};

const INK = "#0f2136";
const MUTED = "#5b6b7f";
const PRIMARY = "#0b4f8a";
const LINE = "#d5dde7";
const BAND = "#f3f6fa";

interface Sheet {
  locale: Locale;
  title: string;
  subject: string;
  /** Fixed date of the content: the same content gives the same bytes (cacheable, comparable). */
  date: string;
  org: OrganizationFacts;
}

/** A new A4 document with the fonts, metadata and the company's header line. */
async function startDocument(sheet: Sheet) {
  const { regular, bold } = await loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    lang: sheet.locale === "zh" ? "zh-CN" : "en",
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: sheet.title,
      Subject: sheet.subject,
      Author: translated(sheet.org.name, sheet.locale),
      Creator: translated(sheet.org.shortName, sheet.locale),
      CreationDate: new Date(sheet.date),
      ModDate: new Date(sheet.date),
    },
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 112;
  doc.rect(0, 0, doc.page.width, 8).fill(PRIMARY);
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(PRIMARY)
    .text(translated(sheet.org.name, sheet.locale), 56, 28, { width: width / 2 });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(MUTED)
    .text(sheet.org.url.replace(/^https?:\/\//, ""), 56 + width / 2, 29, { width: width / 2, align: "right" });
  doc
    .moveTo(56, 46)
    .lineTo(56 + width, 46)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.y = 64;
  return { doc, done, width };
}

/** Page numbers and the date line at the foot of every page, then the finished bytes. */
function finish(doc: PDFKit.PDFDocument, done: Promise<Buffer>, sheet: Sheet, width: number) {
  const t = catalogueMessages(sheet.locale);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.height - 40;
    // Writing below the bottom margin would add a page: lift it for the footer line.
    doc.page.margins.bottom = 0;
    doc.font("regular").fontSize(8).fillColor(MUTED);
    doc.text(t.generatedFrom(sheet.date.slice(0, 10)), 56, bottom, { width: width / 2, lineBreak: false });
    doc.text(t.page(i - range.start + 1, range.count), 56 + width / 2, bottom, {
      width: width / 2,
      align: "right",
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

/** Two-column rows (parameter, value) with banded backgrounds; continues on a new page when full. */
function table(doc: PDFKit.PDFDocument, width: number, rows: [string, string][], headers: [string, string]) {
  const first = width * 0.45;
  const pad = 6;
  const drawRow = (cells: [string, string], index: number, header = false) => {
    doc.font(header ? "bold" : "regular").fontSize(header ? 9.5 : 10);
    const height =
      Math.max(
        doc.heightOfString(cells[0], { width: first - 2 * pad }),
        doc.heightOfString(cells[1], { width: width - first - 2 * pad }),
      ) +
      2 * pad;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    if (header) doc.rect(56, y, width, height).fill(PRIMARY);
    else if (index % 2 === 0) doc.rect(56, y, width, height).fill(BAND);
    doc.fillColor(header ? "#ffffff" : INK);
    doc.text(cells[0], 56 + pad, y + pad, { width: first - 2 * pad });
    doc.font(header ? "bold" : "regular").fillColor(header ? "#ffffff" : INK);
    doc.text(cells[1], 56 + first + pad, y + pad, { width: width - first - 2 * pad });
    doc.y = y + height;
  };
  drawRow(headers, -1, true);
  rows.forEach((row, index) => {
    drawRow(row, index);
  });
  doc
    .moveTo(56, doc.y)
    .lineTo(56 + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
}

function heading(doc: PDFKit.PDFDocument, text: string, width: number) {
  doc.moveDown(1.2);
  doc.font("bold").fontSize(12).fillColor(PRIMARY).text(text, 56, doc.y, { width });
  doc.moveDown(0.4);
}

/** A product's datasheet: name, summary, every specification row, applications, certificates, how to order. */
export async function datasheetPdf(
  locale: Locale,
  product: ProductDetail,
  org: OrganizationFacts,
  links: { page: string; quote: string },
  typeLabel: string,
): Promise<Buffer> {
  const t = catalogueMessages(locale);
  const sheet: Sheet = {
    locale,
    title: `${product.name} · ${t.datasheetTitle}`,
    subject: `${product.diameter} · ${typeLabel}`,
    date: product._updatedAt,
    org,
  };
  const { doc, done, width } = await startDocument(sheet);
  doc.font("regular").fontSize(10).fillColor(MUTED).text(t.datasheetTitle.toUpperCase(), 56, doc.y, { width });
  doc.font("bold").fontSize(22).fillColor(INK).text(product.name, { width });
  doc.font("regular").fontSize(11).fillColor(PRIMARY).text(`${product.diameter} · ${typeLabel}`, { width });
  doc.moveDown(0.6);
  doc.font("regular").fontSize(10.5).fillColor(INK).text(product.summary, { width, lineGap: 2 });

  const figures = screeningFigures(locale, product.waferType, product.screening);
  if (figures.length) {
    const words = screeningMessages(locale);
    heading(doc, words.heading, width);
    table(
      doc,
      width,
      figures.map((figure) => [
        figure.label,
        figure.standard
          ? `${figure.value}${locale === "zh" ? "（" : " ("}${figure.standard}${locale === "zh" ? "）" : ")"}`
          : figure.value,
      ]),
      [t.parameter, `${t.value}${locale === "zh" ? "（" : " ("}${words.standardColumn}${locale === "zh" ? "）" : ")"}`],
    );
  }

  heading(doc, t.specifications, width);
  table(
    doc,
    width,
    (product.specifications ?? []).map((row) => [row.parameter, row.value]),
    [t.parameter, t.value],
  );

  if (product.applications?.length) {
    heading(doc, t.applications, width);
    doc
      .font("regular")
      .fontSize(10)
      .fillColor(INK)
      .text(product.applications.map((item) => item.label).join(locale === "zh" ? "、" : ", "), { width });
  }
  if (product.certificates?.length) {
    heading(doc, t.certificates, width);
    for (const certificate of product.certificates) {
      doc
        .font("regular")
        .fontSize(10)
        .fillColor(INK)
        .text(
          `${certificate.standard} · ${t.certificateNumber} ${certificate.number} · ${t.validity} ${t.validRange(certificate.validFrom, certificate.validUntil)}`,
          { width },
        );
    }
  }
  heading(doc, t.requestQuoteLong, width);
  doc.font("regular").fontSize(10).fillColor(INK).text(t.quoteHelp, { width });
  doc.fillColor(PRIMARY).text(links.quote, { width, link: links.quote, underline: true });
  doc.moveDown(1);
  doc.font("regular").fontSize(8.5).fillColor(MUTED).text(t.datasheetNote, { width, lineGap: 1.5 });
  doc.fillColor(MUTED).text(links.page, { width, link: links.page });
  return finish(doc, done, sheet, width);
}

/** A certificate's summary: standard, number, scope, sites, issuer and validity. */
export async function certificatePdf(locale: Locale, certificate: Certificate, org: OrganizationFacts, date: string) {
  const t = catalogueMessages(locale);
  const sheet: Sheet = {
    locale,
    title: `${certificate.standard} · ${t.certificateTitle}`,
    subject: certificate.number,
    date,
    org,
  };
  const { doc, done, width } = await startDocument(sheet);
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(MUTED)
    .text(t.certificateTitle, 56, doc.y + 20, { width });
  doc.font("bold").fontSize(28).fillColor(INK).text(certificate.standard, { width });
  doc.moveDown(0.8);
  table(
    doc,
    width,
    [
      [t.certificateNumber, certificate.number],
      [t.scope, certificate.scope],
      [t.sites, certificate.sites],
      [t.issuer, certificate.issuer],
      [t.validity, t.validRange(certificate.validFrom, certificate.validUntil)],
    ],
    [t.parameter, t.value],
  );
  doc.moveDown(1.2);
  doc.font("regular").fontSize(9).fillColor(MUTED).text(t.certificateNote, { width });
  return finish(doc, done, sheet, width);
}
