import { PDFDocument } from "@cantoo/pdf-lib";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { resumeIsWellFormed } from "./resume-structure";
import { sampleFiles } from "./testing";

const encoder = new TextEncoder();

async function realPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawText("Curriculum vitae");
  return document.save();
}

describe("resume structure (server)", () => {
  it("accepts a real PDF, the minimal samples, a DOCX and a DOC", async () => {
    expect(await resumeIsWellFormed("pdf", await realPdf())).toBe(true);
    expect(await resumeIsWellFormed("pdf", sampleFiles.pdf())).toBe(true);
    expect(await resumeIsWellFormed("docx", sampleFiles.docx())).toBe(true);
    expect(await resumeIsWellFormed("doc", sampleFiles.doc())).toBe(true);
  });

  it("refuses %PDF- followed by HTML, a truncated PDF and a PDF without pages", async () => {
    expect(await resumeIsWellFormed("pdf", sampleFiles.pdfWithHtml())).toBe(false);
    const pdf = await realPdf();
    expect(await resumeIsWellFormed("pdf", pdf.slice(0, 40))).toBe(false);
    expect(
      await resumeIsWellFormed("pdf", encoder.encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF")),
    ).toBe(false);
  });

  it("refuses a ZIP that is not a Word package", async () => {
    const notWord = zipSync({ "word/document.xml": encoder.encode("<x/>") }); // no [Content_Types].xml
    expect(await resumeIsWellFormed("docx", notWord)).toBe(false);
    const spreadsheet = zipSync({
      "[Content_Types].xml": encoder.encode(
        '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
      "xl/workbook.xml": encoder.encode("<x/>"),
    });
    expect(await resumeIsWellFormed("docx", spreadsheet)).toBe(false);
    const missingPart = zipSync({
      "[Content_Types].xml": encoder.encode(
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    });
    expect(await resumeIsWellFormed("docx", missingPart)).toBe(false);
    expect(await resumeIsWellFormed("docx", encoder.encode("PK\u0003\u0004word/ garbage"))).toBe(false);
  });

  it("refuses a DOC with only the signature", async () => {
    const bytes = new Uint8Array(512);
    bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await resumeIsWellFormed("doc", bytes)).toBe(false);
  });
});
