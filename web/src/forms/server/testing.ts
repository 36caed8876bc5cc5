// Helpers for the form tests, the benchmark and the crash test: real challenges solved in Node,
// real files, real requests. Not imported by the application.

import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { zipSync } from "fflate";
import { type Database, openDatabase } from "@/db/client";
import { SOCKET_ADDRESS_HEADER } from "@/http/client-ip";
import type { FormKind } from "../schemas";
import { type AltchaKeys, altchaKeys, newChallenge } from "./altcha";
import type { SubmissionDeps } from "./handler";
import { type Limiter, unlimited } from "./rate-limit";

export const OPEN_JOB = "epitaxy-process-engineer";

/** A fresh database named `<prefix>_…` on TEST_DATABASE_URL's server: its URL, and how to drop it. */
export async function scratchPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: postgres } = await import("postgres");
  const admin = postgres(process.env.TEST_DATABASE_URL as string, { max: 1, onnotice: () => {} });
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A database for one test: PGlite in memory, or a fresh database on TEST_DATABASE_URL's server. */
export async function testDatabase(engine: "pglite" | "postgres"): Promise<Database> {
  if (engine === "pglite") return openDatabase({ dataDir: "memory://" });
  const scratch = await scratchPostgres("forms_test");
  const database = await openDatabase({ url: scratch.url, max: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** Engines to run storage tests on: PGlite always, PostgreSQL when scripts/run/postgres.mjs started one. */
export const TEST_ENGINES: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export async function testDeps(
  db: Database["db"],
  overrides: Partial<SubmissionDeps> & { perIp?: Limiter; perEmail?: Limiter } = {},
): Promise<SubmissionDeps & { keys: AltchaKeys }> {
  const keys = await altchaKeys(db);
  return {
    db,
    keys,
    altchaKeys: keys,
    limits: { perIp: overrides.perIp ?? unlimited, perEmail: overrides.perEmail ?? unlimited, challenges: unlimited },
    isOpenJob: async (slug) => slug === OPEN_JOB,
    sendsAcknowledgement: false,
    ...overrides,
  };
}

/** What the widget would send after solving a fresh challenge. */
export async function solvedPayload(keys: AltchaKeys): Promise<string> {
  const challenge = await newChallenge(keys);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const encoder = new TextEncoder();

/** A small but complete PDF (catalog, page tree, one page): what a real resume parses into; `comment` rides in a comment line. */
const minimalPdf = (comment?: string) =>
  [
    "%PDF-1.4",
    ...(comment ? [`% ${comment}`] : []),
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
    "trailer << /Root 1 0 R /Size 4 >>",
    "%%EOF",
    "",
  ].join("\n");

/** Minimal well-formed files of each kind (the server parses their whole structure). */
export const sampleFiles = {
  pdf: (comment?: string) => encoder.encode(minimalPdf(comment)),
  doc: () => {
    // Compound File Binary header: signature, byte order FFFE, 512-byte sectors, 64-byte mini sectors.
    const bytes = new Uint8Array(512);
    bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    bytes.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00, 0x06, 0x00], 24);
    return bytes;
  },
  docx: () =>
    zipSync({
      "[Content_Types].xml": encoder.encode(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      "word/document.xml": encoder.encode(
        '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
      ),
    }),
  /** Starts like a PDF, is an HTML page: passes a first-bytes check, not the server's parser. */
  pdfWithHtml: () => encoder.encode("%PDF-1.7\n<html><body><script>alert(1)</script></body></html>\n"),
  fakePdf: () => encoder.encode("MZ\x90\x00 this is a Windows program renamed to .pdf"),
};

export function validFields(kind: FormKind, n = 0, locale: "zh" | "en" = "zh"): Record<string, string> {
  const email = `visitor${n}@example.com`;
  const common = { locale, consent: "true" };
  switch (kind) {
    case "message":
      return {
        ...common,
        name: `张三${n}`,
        appellation: "mr",
        organization: "测试公司",
        address: "上海市浦东新区",
        phone: "+86 21 5000 0000",
        email,
        city: "上海",
        country: "中国",
        title: `留言 ${n}`,
        content: "希望了解300mm外延片的供货周期。",
      };
    case "application":
      return {
        ...common,
        name: `Li Si ${n}`,
        contactPhone: "13800138000",
        contactEmail: email,
        position: OPEN_JOB,
        selfDescription: "五年外延工艺经验。",
      };
    case "inquiry":
      return {
        ...common,
        company: `Fab ${n}`,
        contactName: "Wang Wu",
        email,
        phone: "+1 408 555 0100",
        country: "USA",
        waferDiameter: "300mm",
        waferType: "epitaxial",
        quantity: "5000",
        notes: "P-type, <100>, 1-10 ohm-cm",
      };
  }
}

export interface RequestOptions {
  altcha?: string;
  file?: { name: string; bytes: Uint8Array } | null;
  ip?: string;
  extra?: Record<string, string>;
}

/** A multipart request like the browser's. */
export function formRequest(kind: FormKind, fields: Record<string, string>, options: RequestOptions = {}): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...options.extra })) body.append(key, value);
  if (options.altcha !== undefined) body.append("altcha", options.altcha);
  const file =
    options.file === undefined && kind === "application"
      ? { name: "resume.pdf", bytes: sampleFiles.pdf() }
      : options.file;
  if (file) body.append("resume", new Blob([file.bytes as BlobPart]), file.name);
  return new Request(`http://localhost/api/forms/${kind}`, {
    method: "POST",
    body,
    headers: { [SOCKET_ADDRESS_HEADER]: options.ip ?? "203.0.113.7" },
  });
}
