// The structure checks of an uploaded resume, bounded in what they read and expand (issue 32).
// They run in a worker thread (resume-worker.ts, started by resume-structure.ts) with a heap limit
// and a deadline on top; these bounds keep the worker itself small and quick:
//
// - DOCX: our own reading of the ZIP central directory, before anything is inflated. A zip64 end
//   record may claim 4,294,967,295 entries in 649 bytes (fflate's unzipSync walked them for
//   minutes): the count, every declared size and their sum are checked first, and the one part
//   we inflate ([Content_Types].xml) is inflated by zlib with a cap on its output.
// - PDF: pdf-lib expands object and cross-reference streams while loading; a 1 MB stream of
//   deflated spaces became 1 GB. Those streams are inflated here first with a cap on their sum,
//   and only a PDF within it is handed to pdf-lib.
// - DOC: a fixed header, nothing to expand.
import { constants, inflateRawSync, inflateSync } from "node:zlib";

export type CheckedKind = "pdf" | "doc" | "docx";

export const RESUME_LIMITS = {
  /** ZIP entries (a Word document has 10 to 30). */
  zipEntries: 1_000,
  /** Declared uncompressed bytes of one ZIP entry, and of all of them. */
  zipEntryBytes: 64 * 1024 * 1024,
  zipTotalBytes: 256 * 1024 * 1024,
  /** Uncompressed bytes of [Content_Types].xml we are willing to inflate (a real one is ~2 KB). */
  contentTypesBytes: 256 * 1024,
  /** Bytes that the object and cross-reference streams of a PDF may expand to, together. */
  pdfStreamBytes: 64 * 1024 * 1024,
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
  const xml = new TextDecoder().decode(types);
  const type = WORD_MAIN.replace(/[.+]/g, "\\$&");
  const main =
    new RegExp(`<Override[^>]*PartName="/([^"]+)"[^>]*ContentType="${type}"`).exec(xml) ??
    new RegExp(`<Override[^>]*ContentType="${type}"[^>]*PartName="/([^"]+)"`).exec(xml);
  return Boolean(main?.[1] && entries.some((entry) => entry.name === main[1]));
}

const latin1 = new TextDecoder("latin1");

/**
 * Whether the streams pdf-lib expands while loading (object streams and cross-reference streams)
 * stay within RESUME_LIMITS.pdfStreamBytes together. Such a stream must be unfiltered or
 * FlateDecode: other filters (LZW, run length) could expand without our bound.
 */
export function pdfStreamsWithinLimit(bytes: Uint8Array): boolean {
  const text = latin1.decode(bytes);
  let budget = RESUME_LIMITS.pdfStreamBytes;
  const types = /\/Type\s*\/(ObjStm|XRef)\b/g;
  let seen = -1;
  for (let match = types.exec(text); match; match = types.exec(text)) {
    if (match.index < seen) continue;
    const dictStart = text.lastIndexOf("obj", match.index);
    const streamAt = text.indexOf("stream", match.index);
    if (dictStart < 0 || streamAt < 0) continue;
    const dict = text.slice(dictStart, streamAt);
    const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict)?.[1]?.replace(/[[\]\s]/g, "");
    if (filter && filter !== "/FlateDecode") return false;
    let start = streamAt + "stream".length;
    if (text[start] === "\r") start++;
    if (text[start] === "\n") start++;
    const end = text.indexOf("endstream", start);
    if (end < 0) continue;
    seen = end;
    const data = bytes.subarray(start, end);
    if (!filter) {
      budget -= data.length;
    } else {
      try {
        budget -= inflateSync(data, {
          maxOutputLength: Math.max(budget, 1),
          finishFlush: constants.Z_SYNC_FLUSH,
        }).length;
      } catch (error) {
        if (error instanceof RangeError) return false;
        // A damaged stream: pdf-lib decides what it makes of it.
      }
    }
    if (budget < 0) return false;
  }
  return true;
}

async function pdfIsWellFormed(bytes: Uint8Array): Promise<boolean> {
  if (!pdfStreamsWithinLimit(bytes)) return false;
  const { PDFDocument } = await import("@cantoo/pdf-lib");
  const document = await PDFDocument.load(bytes, {
    ignoreEncryption: true, // an encrypted PDF is still a PDF; HR's reader asks for the password
    throwOnInvalidObject: true,
    updateMetadata: false,
  });
  return document.getPageCount() > 0;
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
