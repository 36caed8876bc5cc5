// The structure checks of an uploaded resume, bounded in what they read and expand (issues 32, 40).
// They run in a worker thread (resume-worker.ts, started by resume-structure.ts) with a heap limit
// and a deadline on top; these bounds keep the worker itself small and quick:
//
// - DOCX: our own reading of the ZIP central directory, before anything is inflated. A zip64 end
//   record may claim 4,294,967,295 entries in 649 bytes (fflate's unzipSync walked them for
//   minutes): the count, every declared size and their sum are checked first, and the one part
//   we inflate ([Content_Types].xml) is inflated by zlib with a cap on its output. That part is
//   read by a streaming XML parser (saxes) in one pass, which stops at the first malformed
//   character: a regular expression over it backtracked for the whole deadline (issue 40).
// - PDF: pdf-lib expands object and cross-reference streams while loading; a 1 MB stream of
//   deflated spaces became 1 GB. Its decoders stop at a byte budget while they decode
//   (pdf-decode-budget.ts), whatever the dictionary, its escapes or its filters say: a pattern
//   over the raw file, the issue-32 pre-check, missed `/Obj#53tm`, a comment, `/Fil#74er` (issue 40).
// - DOC: a fixed header, nothing to expand.
import { inflateRawSync } from "node:zlib";
import { SaxesParser } from "saxes";
import { withDecodeBudget } from "./pdf-decode-budget.ts";

export type CheckedKind = "pdf" | "doc" | "docx";

export const RESUME_LIMITS = {
  /** ZIP entries (a Word document has 10 to 30). */
  zipEntries: 1_000,
  /** Declared uncompressed bytes of one ZIP entry, and of all of them. */
  zipEntryBytes: 64 * 1024 * 1024,
  zipTotalBytes: 256 * 1024 * 1024,
  /** Uncompressed bytes of [Content_Types].xml we are willing to inflate (a real one is ~2 KB). */
  contentTypesBytes: 256 * 1024,
  /**
   * Bytes pdf-lib may decode while loading a PDF (its object and cross-reference streams),
   * together. Those streams hold the small objects of a document (a 10 MB resume has well under
   * 1 MB of them; images and fonts are not decoded to load); the memory they take is at most
   * three times this (a decoder's buffer doubles, and is copied when it grows), per worker.
   */
  pdfDecodedBytes: 16 * 1024 * 1024,
} as const;
const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

export async function resumeChecks(kind: CheckedKind, bytes: Uint8Array): Promise<boolean> {
  try {
    if (kind === "pdf") return await pdfIsWellFormed(bytes);
    if (kind === "docx") return docxIsWellFormed(bytes);
    return compoundFileIsWellFormed(bytes);
  } catch {
    return false;
  }
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

/** The central directory of a ZIP, or null when it is damaged or claims more than the limits. */
export function zipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : Number.NaN);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : Number.NaN);
  const u64 = (at: number) => (at + 8 <= bytes.length ? Number(view.getBigUint64(at, true)) : Number.NaN);
  // End of central directory: the last signature within the 64 KB comment window.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--)
    if (u32(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) return null;
  let count = u16(end + 10);
  let size = u32(end + 12);
  let offset = u32(end + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    // zip64: the locator just before the end record points at the zip64 end record.
    if (u32(end - 20) !== 0x07064b50) return null;
    const record = u64(end - 12);
    if (!(record >= 0 && record + 56 <= bytes.length) || u32(record) !== 0x06064b50) return null;
    count = u64(record + 32);
    size = u64(record + 40);
    offset = u64(record + 48);
  }
  if (!(count >= 0 && count <= RESUME_LIMITS.zipEntries)) return null;
  if (!(offset >= 0 && size >= 0 && offset + size <= bytes.length)) return null;
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let total = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > offset + size || u32(at) !== 0x02014b50) return null;
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      uncompressedSize: u32(at + 24),
      localOffset: u32(at + 42),
    };
    // zip64 extra field: 64-bit values for the fields set to 0xffffffff, in this order.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = u16(extra);
      const length = u16(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        for (const key of ["uncompressedSize", "compressedSize", "localOffset"] as const)
          if (entry[key] === 0xffffffff) {
            entry[key] = u64(field);
            field += 8;
          }
      }
      extra += 4 + length;
    }
    if (!(entry.uncompressedSize >= 0 && entry.uncompressedSize <= RESUME_LIMITS.zipEntryBytes)) return null;
    total += entry.uncompressedSize;
    if (total > RESUME_LIMITS.zipTotalBytes) return null;
    if (!(entry.localOffset >= 0 && entry.compressedSize >= 0)) return null;
    entries.push(entry);
    at = extraEnd + commentLength;
  }
  return entries;
}

/** The bytes of one entry, inflated to at most `limit` bytes; null when damaged or larger. */
export function zipEntryBytes(bytes: Uint8Array, entry: ZipEntry, limit: number): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) return null;
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data.length <= limit ? data : null;
  if (entry.method !== 8) return null;
  try {
    // zlib stops with a RangeError past maxOutputLength: the actual size is bounded, not only the declared one.
    return inflateRawSync(data, { maxOutputLength: limit });
  } catch {
    return null;
  }
}

function docxIsWellFormed(bytes: Uint8Array): boolean {
  const entries = zipDirectory(bytes);
  if (!entries) return false;
  const typesEntry = entries.find((entry) => entry.name === "[Content_Types].xml");
  if (!typesEntry || typesEntry.uncompressedSize > RESUME_LIMITS.contentTypesBytes) return false;
  const types = zipEntryBytes(bytes, typesEntry, RESUME_LIMITS.contentTypesBytes);
  if (!types) return false;
  const { mainPart } = readContentTypes(xmlText(types));
  return Boolean(mainPart && entries.some((entry) => entry.name === mainPart));
}

/** An OPC part's text: UTF-8, or UTF-16 when it starts with that byte order mark (ECMA-376 Part 2, 8.1.4). */
function xmlText(bytes: Uint8Array): string {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : "utf-8";
  return new TextDecoder(encoding).decode(bytes);
}

class MalformedXml extends Error {}

export interface ContentTypesReading {
  /** The WordprocessingML main document's part name, without its leading "/"; null when none or malformed. */
  mainPart: string | null;
  /** Characters the parser read: all of a well-formed part, up to the first error of a malformed one. */
  read: number;
}

/**
 * Reads [Content_Types].xml with saxes, a streaming parser that looks at each character once, and
 * stops at the first malformed one. A document type declaration is refused (OPC forbids DTDs in
 * a package's XML; saxes would not expand its entities anyway).
 */
export function readContentTypes(xml: string): ContentTypesReading {
  const parser = new SaxesParser({ position: true });
  let mainPart: string | null = null;
  parser.on("error", (error) => {
    throw new MalformedXml(error.message);
  });
  parser.on("doctype", () => {
    throw new MalformedXml("document type declaration");
  });
  parser.on("opentag", (tag) => {
    if (mainPart !== null || tag.name.replace(/^.*:/, "") !== "Override") return;
    const partName = tag.attributes.PartName;
    if (tag.attributes.ContentType === WORD_MAIN && typeof partName === "string" && partName.startsWith("/"))
      mainPart = partName.slice(1) || null;
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    // One chunk: the parser's position is the index of the character it stopped at.
    if (error instanceof MalformedXml) return { mainPart: null, read: parser.position };
    throw error;
  }
  return { mainPart, read: xml.length };
}

async function pdfIsWellFormed(bytes: Uint8Array): Promise<boolean> {
  const { PDFDocument } = await import("@cantoo/pdf-lib");
  // Past the budget a decoder throws; pdf-lib (throwOnInvalidObject) passes it on as a failed load.
  return withDecodeBudget(RESUME_LIMITS.pdfDecodedBytes, async () => {
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true, // an encrypted PDF is still a PDF; HR's reader asks for the password
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    return document.getPageCount() > 0;
  });
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
