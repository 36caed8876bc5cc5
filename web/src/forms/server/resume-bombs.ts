// The hostile resumes of issues 32 and 40, built in a few milliseconds for the unit tests, the
// e2e-security spec and `pnpm bench:abuse`. Not imported by the application.
import { constants, deflateRawSync } from "node:zlib";
import { zipSync } from "fflate";

const encoder = new TextEncoder();

/**
 * A 649-byte DOCX whose zip64 end record claims 4,294,967,295 entries: a valid Word package (two
 * parts) whose end of central directory says "see zip64" and whose zip64 record makes the claim.
 */
export function zip64EntryBomb(): Uint8Array {
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const zip = zipSync({
    "[Content_Types].xml": encoder.encode(types),
    "word/document.xml": encoder.encode('<w:document xmlns:w="x"><w:body><w:p/></w:body></w:document>'),
  });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  const cdSize = view.getUint32(end + 12, true);
  const cdOffset = view.getUint32(end + 16, true);
  const head = zip.subarray(0, end);
  // The archive comment pads the file to the probe's 649 bytes.
  const comment = encoder.encode("issue 32".padEnd(649 - head.length - 56 - 20 - 22, "."));
  const out = new Uint8Array(head.length + 56 + 20 + 22 + comment.length);
  out.set(head);
  const o = new DataView(out.buffer);
  let at = head.length;
  // zip64 end of central directory record
  o.setUint32(at, 0x06064b50, true);
  o.setBigUint64(at + 4, 44n, true);
  o.setUint16(at + 12, 45, true);
  o.setUint16(at + 14, 45, true);
  // Entries on this disk: 0. Read as a directory entry (the walk reaches this record right after
  // the real entries), the record then has plausible sizes and a 65,535-byte comment that moves
  // the walk past the end of the file, where every field reads as 0: an endless walk, as the probe's.
  o.setBigUint64(at + 32, 0xffffffffn, true); // entries: 4,294,967,295
  o.setBigUint64(at + 40, BigInt(cdSize), true);
  o.setBigUint64(at + 48, BigInt(cdOffset), true);
  const record = at;
  at += 56;
  // zip64 end of central directory locator
  o.setUint32(at, 0x07064b50, true);
  o.setBigUint64(at + 8, BigInt(record), true);
  o.setUint32(at + 16, 1, true);
  at += 20;
  // end of central directory: "the counts are in the zip64 record"
  o.setUint32(at, 0x06054b50, true);
  o.setUint16(at + 8, 0xffff, true);
  o.setUint16(at + 10, 0xffff, true);
  o.setUint32(at + 12, 0xffffffff, true);
  o.setUint32(at + 16, 0xffffffff, true);
  o.setUint16(at + 20, comment.length, true);
  out.set(comment, at + 22);
  return out;
}

/** zlib's Adler-32 of `count` bytes all equal to `byte`. */
function adler32OfRepeated(byte: number, count: bigint): number {
  const MOD = 65521n;
  const b = BigInt(byte);
  const a = (1n + b * count) % MOD;
  // s2 = sum over i = 1..n of (1 + i*b) = n + b*n(n+1)/2
  const s2 = (count + (b * count * (count + 1n)) / 2n) % MOD;
  return Number((s2 << 16n) | a);
}

/** Deflate data (zlib wrapper) of `expandedMb` MB of spaces: one flushed block of 1 MB repeated. */
export function deflatedSpaces(expandedMb: number, lead: Uint8Array = new Uint8Array(0)): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const parts: Uint8Array[] = [Uint8Array.of(0x78, 0xda), lead];
  for (let i = 0; i < expandedMb; i++) parts.push(block);
  parts.push(Uint8Array.of(0x03, 0x00)); // final, empty fixed-Huffman block
  const check = new Uint8Array(4);
  new DataView(check.buffer).setUint32(0, adler32OfRepeated(0x20, BigInt(expandedMb) * 1024n * 1024n));
  parts.push(check);
  return Buffer.concat(parts);
}

/** A one-page PDF whose object 4 is a stream with `dictionary` (without `/Length`) and `stream`. */
function pdfWithStream(dictionary: string, stream: Uint8Array): Uint8Array {
  const header = encoder.encode(
    "%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n" +
      `4 0 obj\n<< ${dictionary} /Length ${stream.length} >>\nstream\n`,
  );
  const tail = encoder.encode("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R /Size 5 >>\n%%EOF\n");
  return Buffer.concat([header, stream, tail]);
}

/**
 * About 1 MB of PDF whose object stream (`/Type /ObjStm /Filter /FlateDecode`) inflates to 1 GB
 * of spaces. The deflate data is one flushed block of 1 MB of spaces repeated 1,024 times (a full
 * flush resets the window, so the copies are a valid stream), with a correct Adler-32.
 */
export function objectStreamBomb(expandedMb = 1024): Uint8Array {
  return pdfWithStream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", deflatedSpaces(expandedMb));
}

/**
 * The outside probe's object streams of issue 40, which a pattern over the raw file did not
 * recognise but pdf-lib reads as `/Type /ObjStm /Filter /FlateDecode` and inflates while loading:
 * a PDF name escape in the type (`#53` is "S"), a comment inside the dictionary, an escape in
 * the key `/Filter` (`#74` is "t"). 512 MB each: 532 KB took the site 468 MB → 1.16 GB.
 */
export const HIDDEN_OBJECT_STREAMS = {
  "name escape /Obj#53tm": "/Type /Obj#53tm /N 1 /First 4 /Filter /FlateDecode",
  "comment /Type%x⏎/ObjStm": "/Type%x\n/ObjStm /N 1 /First 4 /Filter /FlateDecode",
  "key escape /Fil#74er": "/Type /ObjStm /N 1 /First 4 /Fil#74er /FlateDecode",
} as const;

export function hiddenObjectStreamBomb(hiding: keyof typeof HIDDEN_OBJECT_STREAMS, expandedMb = 512): Uint8Array {
  return pdfWithStream(HIDDEN_OBJECT_STREAMS[hiding], deflatedSpaces(expandedMb));
}

/**
 * An object stream that zlib refuses at its fifth byte and pdf-lib's inflater (pdf.js's) expands
 * to `expandedMb` MB: the data opens with an empty stored block whose length check is 0 instead of
 * 0xFFFF, which pdf.js lets through on purpose (its issue 1277). Any pre-check that inflates with
 * zlib and leaves what zlib calls damaged to pdf-lib is blind to it.
 */
export function zlibRefusedObjectStreamBomb(expandedMb = 512): Uint8Array {
  return pdfWithStream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", zlibRefusedSpaces(expandedMb));
}

/** Deflate data that zlib refuses and pdf.js inflates to `expandedMb` MB of spaces. */
export function zlibRefusedSpaces(expandedMb: number): Uint8Array {
  // Block header bits 0 (not final, stored), padding, LEN = 0, NLEN = 0.
  return deflatedSpaces(expandedMb, Uint8Array.of(0, 0, 0, 0, 0));
}

/**
 * A run-length object stream (no zlib at all), its filter hidden as `/Fil#74er`: every two bytes
 * (129, space) expand to 128 spaces, so `fileMb` MB of it become 64 × `fileMb` MB.
 */
export function runLengthObjectStreamBomb(fileMb = 1): Uint8Array {
  return pdfWithStream("/Type /ObjStm /N 1 /First 4 /Fil#74er /RunLengthDecode", runLengthSpaces(fileMb));
}

/** Run-length data of `fileMb` MB that decodes to 64 × `fileMb` MB of spaces. */
export function runLengthSpaces(fileMb: number): Uint8Array {
  const runs = Buffer.alloc(fileMb * 1024 * 1024);
  for (let at = 0; at < runs.length; at += 2) {
    runs[at] = 129;
    runs[at + 1] = 0x20;
  }
  return runs;
}

/**
 * An 890-byte DOCX whose `[Content_Types].xml` is `<Override PartName="/a" ` 10,000 times and
 * never a `>` (240 KB, deflated): the regular expression that looked for the main document
 * backtracked over it until the check's 10 s deadline (issue 40).
 */
export function contentTypesBacktrackingBomb(repeats = 10_000): Uint8Array {
  return zipSync(
    {
      "[Content_Types].xml": encoder.encode('<Override PartName="/a" '.repeat(repeats)),
      "word/document.xml": encoder.encode("<w:document/>"),
    },
    { level: 9, mem: 12 },
  );
}
