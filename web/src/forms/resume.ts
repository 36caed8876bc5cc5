/**
 * Resume checks shared by the browser and the server. The browser-sent MIME type is never trusted:
 * the extension must be .pdf, .doc or .docx and the first bytes must be that kind of file.
 */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;

export type ResumeKind = "pdf" | "doc" | "docx";

export const RESUME_CONTENT_TYPES: Record<ResumeKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export type ResumeProblem = "resume.required" | "resume.name" | "resume.type" | "resume.size";

/** A file name we are willing to keep: no folders, no parent references, no control characters. */
export function isSafeFileName(name: string): boolean {
  if (name.length === 0 || name.length > 200) return false;
  if (name.includes("/") || name.includes("\\") || name.includes("..")) return false;
  if (name.startsWith(".")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  return !/[\u0000-\u001f\u007f<>:"|?*]/.test(name);
}

export function extensionKind(name: string): ResumeKind | null {
  const match = /\.(pdf|docx?)$/i.exec(name);
  return match ? (match[1]?.toLowerCase() as ResumeKind) : null;
}

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File Binary (Word 97-2003)
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4"
const WORD_PART = new TextEncoder().encode("word/");

function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** What the bytes say the file is. A DOCX is a ZIP whose entry names include `word/`. */
export function sniffKind(head: Uint8Array, tail: Uint8Array): ResumeKind | null {
  if (startsWith(head, PDF)) return "pdf";
  if (startsWith(head, OLE)) return "doc";
  if (startsWith(head, ZIP) && (contains(head, WORD_PART) || contains(tail, WORD_PART))) return "docx";
  return null;
}

const WINDOW = 64 * 1024;

/** Checks a resume; returns the first problem, or null when it is acceptable. */
export async function checkResume(file: unknown): Promise<ResumeProblem | null> {
  if (typeof Blob === "undefined" || !(file instanceof Blob) || file.size === 0) return "resume.required";
  const name = typeof (file as File).name === "string" ? (file as File).name : "";
  if (!isSafeFileName(name)) return "resume.name";
  const expected = extensionKind(name);
  if (!expected) return "resume.type";
  if (file.size > MAX_RESUME_BYTES) return "resume.size";
  // ZIP entry names sit in local headers near the start and in the central directory at the end.
  const head = new Uint8Array(await file.slice(0, WINDOW).arrayBuffer());
  const tail = new Uint8Array(await file.slice(Math.max(0, file.size - WINDOW)).arrayBuffer());
  return sniffKind(head, tail) === expected ? null : "resume.type";
}
