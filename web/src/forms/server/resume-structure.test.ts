import { PDFDocument } from "@cantoo/pdf-lib";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { checkResume } from "./resume-structure";
import { sampleFiles } from "./testing";

const encoder = new TextEncoder();

async function realPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawText("Curriculum vitae");
  return document.save();
}

describe("resume structure (server)", () => {
  it("accepts a real PDF, the minimal samples, a DOCX and a DOC", async () => {
    expect(await checkResume("pdf", await realPdf())).toBe("readable");
    expect(await checkResume("pdf", sampleFiles.pdf())).toBe("readable");
    expect(await checkResume("docx", sampleFiles.docx())).toBe("readable");
    expect(await checkResume("doc", sampleFiles.doc())).toBe("readable");
  });

  it("refuses %PDF- followed by HTML, a truncated PDF and a PDF without pages", async () => {
    expect(await checkResume("pdf", sampleFiles.pdfWithHtml())).toBe("damaged");
    const pdf = await realPdf();
    expect(await checkResume("pdf", pdf.slice(0, 40))).toBe("damaged");
    expect(await checkResume("pdf", encoder.encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF"))).toBe(
      "damaged",
    );
  });

  it("refuses a ZIP that is not a Word package", async () => {
    const notWord = zipSync({ "word/document.xml": encoder.encode("<x/>") }); // no [Content_Types].xml
    expect(await checkResume("docx", notWord)).toBe("damaged");
    const spreadsheet = zipSync({
      "[Content_Types].xml": encoder.encode(
        '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      ),
      "xl/workbook.xml": encoder.encode("<x/>"),
    });
    expect(await checkResume("docx", spreadsheet)).toBe("damaged");
    const missingPart = zipSync({
      "[Content_Types].xml": encoder.encode(
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    });
    expect(await checkResume("docx", missingPart)).toBe("damaged");
    expect(await checkResume("docx", encoder.encode("PK\u0003\u0004word/ garbage"))).toBe("damaged");
  });

  it("refuses a DOC with only the signature", async () => {
    const bytes = new Uint8Array(512);
    bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await checkResume("doc", bytes)).toBe("damaged");
  });
});
