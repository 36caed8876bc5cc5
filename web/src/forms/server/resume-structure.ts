import "server-only";
import type { ResumeKind } from "../resume";

// The whole structure of an uploaded resume, checked on the server before it is stored or mailed
// to HR. The browser-side check (resume.ts) only looks at the first bytes, so "%PDF-" followed by
// an HTML page passed; here a PDF must parse into a document with pages (pdf-lib's parser), a
// DOCX must be a ZIP whose [Content_Types].xml declares a WordprocessingML main document that the
// package contains, and a DOC must carry a valid Compound File header.

/** Uncompressed bytes of [Content_Types].xml we are willing to inflate (a real one is ~2 KB). */
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;
const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

export async function resumeIsWellFormed(kind: ResumeKind, bytes: Uint8Array): Promise<boolean> {
  try {
    if (kind === "pdf") return await pdfIsWellFormed(bytes);
    if (kind === "docx") return await docxIsWellFormed(bytes);
    return compoundFileIsWellFormed(bytes);
  } catch {
    return false;
  }
}

async function pdfIsWellFormed(bytes: Uint8Array): Promise<boolean> {
  const { PDFDocument } = await import("@cantoo/pdf-lib");
  const document = await PDFDocument.load(bytes, {
    ignoreEncryption: true, // an encrypted PDF is still a PDF; HR's reader asks for the password
    throwOnInvalidObject: true,
    updateMetadata: false,
  });
  return document.getPageCount() > 0;
}

async function docxIsWellFormed(bytes: Uint8Array): Promise<boolean> {
  const { unzipSync } = await import("fflate");
  const names: string[] = [];
  // Inflate only [Content_Types].xml (and only if small): a ZIP bomb elsewhere is never expanded.
  const files = unzipSync(bytes, {
    filter: (file) => {
      names.push(file.name);
      return file.name === "[Content_Types].xml" && file.originalSize <= MAX_CONTENT_TYPES_BYTES;
    },
  });
  const types = files["[Content_Types].xml"];
  if (!types) return false;
  const xml = new TextDecoder().decode(types);
  const main =
    new RegExp(`<Override[^>]*PartName="/([^"]+)"[^>]*ContentType="${WORD_MAIN.replace(/[.+]/g, "\\$&")}"`).exec(xml) ??
    new RegExp(`<Override[^>]*ContentType="${WORD_MAIN.replace(/[.+]/g, "\\$&")}"[^>]*PartName="/([^"]+)"`).exec(xml);
  return Boolean(main?.[1] && names.includes(main[1]));
}

/** Word 97-2003: the Compound File Binary header (MS-CFB 2.2) with its fixed fields. */
function compoundFileIsWellFormed(bytes: Uint8Array): boolean {
  const signature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (bytes.length < 512 || !signature.every((b, i) => bytes[i] === b)) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const byteOrder = view.getUint16(28, true);
  const sectorShift = view.getUint16(30, true);
  const miniSectorShift = view.getUint16(32, true);
  return byteOrder === 0xfffe && (sectorShift === 9 || sectorShift === 12) && miniSectorShift === 6;
}
