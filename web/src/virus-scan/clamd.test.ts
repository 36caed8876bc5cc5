import { eq } from "drizzle-orm";
import { strToU8, unzipSync, zipSync } from "fflate";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { attachments, outbox, submissions } from "@/db/schema";
import { handleSubmission } from "@/forms/server/handler";
import { formRequest, sampleFiles, solvedPayload, testDatabase, testDeps, validFields } from "@/forms/server/testing";
import { processOutbox } from "@/mail/outbox";
import { smtpPeer } from "@/mail/smtp-peer";
import { exportSubmissions } from "@/operator/commands";
import { type Daemon, EICAR, freePort, notInstalled, startClamd } from "@/testing/daemons";
import { clamdAnswers, ScannerUnavailable, scanBytes } from "./clamd";
import { virusScannerFromEnv } from "./scanner";

// A real clamd (Debian's clamav-daemon, installed by the test when missing and root), started
// with a one-signature database: EICAR, the antivirus test file. Port: CLAMD_TEST_PORT or a free one.

const encoder = new TextEncoder();

/** A PDF that parses (catalog, pages, one page) and carries EICAR in a comment. */
const infectedPdf = () => sampleFiles.pdf(EICAR);

/** A valid OOXML package with EICAR compressed inside one of its parts (clamd unpacks it). */
const infectedDocx = () => {
  const clean = sampleFiles.docx();
  return zipSync({ ...unzipSync(clean), "word/media/payload.bin": strToU8(EICAR) });
};

const attachmentsOf = (raw: string) => [...raw.matchAll(/filename="?([^"\r\n;]+)"?/g)].map((m) => m[1]);

describe("virus scanning with clamd (INSTREAM)", () => {
  let clamd: (Daemon & { socket: string }) | null = null;
  let database: Database;
  let deps: Awaited<ReturnType<typeof testDeps>>;
  let smtpPort = 0;
  const smtp = smtpPeer();
  const received = smtp.received;

  beforeAll(async () => {
    clamd = await startClamd(await freePort(process.env.CLAMD_TEST_PORT));
    database = await testDatabase("pglite");
    deps = await testDeps(database.db);
    smtpPort = await smtp.start();
    // Installing clamav-daemon on a fresh machine takes a few minutes.
  }, 600_000);
  afterAll(async () => {
    await clamd?.remove();
    await smtp.stop();
    await database?.close();
  });

  const options = () => ({
    transport: createTransport({ host: "127.0.0.1", port: smtpPort, secure: false, ignoreTLS: true }),
    from: "site@wafer.example",
    siteUrl: "https://www.wafer.example",
    recipients: async (kind: string) => [`${kind}-team@wafer.example`],
    scan: virusScannerFromEnv({ CLAMAV_URL: clamd?.url }),
  });

  async function apply(n: number, file: { name: string; bytes: Uint8Array }) {
    const response = await handleSubmission(
      "application",
      formRequest("application", validFields("application", n, "en"), { altcha: await solvedPayload(deps.keys), file }),
      deps,
    );
    // The structure check passes: these are well-formed files that happen to carry a virus.
    expect(response.status).toBe(201);
    const [row] = await database.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.email, `visitor${n}@example.com`));
    return row?.id as string;
  }

  it("tells EICAR from a clean file over TCP and over the Unix socket", async (context) => {
    if (!clamd) return context.skip(notInstalled("clamav-daemon"));
    const tcp = { url: clamd.url };
    expect(await clamdAnswers(tcp)).toBe(true);
    expect(await scanBytes(tcp, encoder.encode(EICAR))).toEqual({
      clean: false,
      signature: "Eicar-Test-Signature.UNOFFICIAL",
    });
    expect(await scanBytes(tcp, sampleFiles.pdf())).toEqual({ clean: true });
    expect(await scanBytes(tcp, infectedPdf())).toMatchObject({ clean: false });
    expect(await scanBytes(tcp, infectedDocx())).toMatchObject({ clean: false });
    expect(await scanBytes(tcp, sampleFiles.docx())).toEqual({ clean: true });
    // Streamed in many chunks: a 9 MB clean file, and EICAR at its very end.
    const big = new Uint8Array(9 * 1024 * 1024).fill(0x20);
    expect(await scanBytes(tcp, big)).toEqual({ clean: true });
    big.set(encoder.encode(EICAR), big.byteLength - EICAR.length);
    expect(await scanBytes(tcp, big)).toMatchObject({ clean: false });

    const unix = { url: `unix://${clamd.socket}` };
    expect(await scanBytes(unix, encoder.encode(EICAR))).toMatchObject({ clean: false });
    expect(await scanBytes({ url: clamd.socket }, sampleFiles.pdf())).toEqual({ clean: true });
  }, 60_000);

  it("keeps an infected resume out of the team's mail and flags it; a clean one is attached", async (context) => {
    if (!clamd) return context.skip(notInstalled("clamav-daemon"));
    const infectedId = await apply(1, { name: "CV-infected.pdf", bytes: infectedPdf() });
    const cleanId = await apply(2, { name: "CV-clean.docx", bytes: sampleFiles.docx() });
    const docxId = await apply(3, { name: "CV-macro.docx", bytes: infectedDocx() });
    expect(await processOutbox(database.db, options())).toEqual({ sent: 3, failed: 0 });

    const team = received.filter((m) => m.to[0] === "application-team@wafer.example");
    expect(team).toHaveLength(3);
    const mailOf = (id: string) => team.find((m) => m.raw.includes(id))?.raw ?? "";
    const [infectedMail, cleanMail, docxMail] = [mailOf(infectedId), mailOf(cleanId), mailOf(docxId)];
    expect(attachmentsOf(infectedMail)).toEqual([]);
    // Quoted-printable soft breaks removed, the English half of the flag reads as written.
    const infectedText = infectedMail.replace(/=\r?\n/g, "");
    expect(infectedText).toContain("Not attached: CV-infected.pdf");
    expect(infectedText).toContain("The virus scanner found Eicar-Test-Signature.UNOFFICIAL");
    expect(cleanMail.replace(/=\r?\n/g, "")).not.toContain("Not attached");
    expect(infectedMail).toContain("CV-infected.pdf");
    expect(attachmentsOf(docxMail)).toEqual([]);
    expect(attachmentsOf(cleanMail)).toEqual(["CV-clean.docx"]);
    // The visitors are acknowledged either way (nothing tells a sender what the scanner found).
    expect(received.filter((m) => m.to[0]?.startsWith("visitor"))).toHaveLength(3);

    const rows = await database.db.select().from(attachments);
    const bySubmission = new Map(rows.map((r) => [r.submissionId, r]));
    expect(bySubmission.get(infectedId)).toMatchObject({
      scanStatus: "infected",
      scanSignature: "Eicar-Test-Signature.UNOFFICIAL",
    });
    expect(bySubmission.get(docxId)?.scanStatus).toBe("infected");
    expect(bySubmission.get(cleanId)).toMatchObject({ scanStatus: "clean", scanSignature: null });
    expect(bySubmission.get(cleanId)?.scannedAt).toBeInstanceOf(Date);
  }, 60_000);

  it("holds the notification while clamd is down, without losing the submission, and sends it once it is back", async (context) => {
    if (!clamd) return context.skip(notInstalled("clamav-daemon"));
    await clamd.stop();
    const id = await apply(4, { name: "CV-later.pdf", bytes: sampleFiles.pdf() });
    const before = received.length;
    expect(await processOutbox(database.db, options())).toEqual({ sent: 0, failed: 1 });
    expect(received).toHaveLength(before); // no unscanned file mailed
    const [row] = await database.db.select().from(outbox).where(eq(outbox.submissionId, id));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toMatch(/clamd at tcp:\/\/127\.0\.0\.1:\d+/);
    const [file] = await database.db.select().from(attachments).where(eq(attachments.submissionId, id));
    expect(file?.scanStatus).toBeNull();

    await clamd.start();
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, row?.id as string));
    expect(await processOutbox(database.db, options())).toEqual({ sent: 1, failed: 0 });
    const mail = received.find((m) => m.raw.includes(id))?.raw ?? "";
    expect(attachmentsOf(mail)).toEqual(["CV-later.pdf"]);
  }, 120_000);

  it("says so when the address is not clamd's", async () => {
    const port = await freePort();
    await expect(
      scanBytes({ url: `tcp://127.0.0.1:${port}`, timeoutMs: 2000 }, sampleFiles.pdf()),
    ).rejects.toBeInstanceOf(ScannerUnavailable);
    await expect(scanBytes({ url: "http://127.0.0.1:3310" }, sampleFiles.pdf())).rejects.toThrow(/tcp:\/\/host:port/);
    expect(virusScannerFromEnv({})).toBeUndefined();
  });

  it("scans files not yet scanned when exporting (no SMTP, so no mail ran)", async (context) => {
    if (!clamd) return context.skip(notInstalled("clamav-daemon"));
    const { mkdtempSync, readdirSync, rmSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const id = await apply(5, { name: "CV-unmailed.pdf", bytes: infectedPdf() });
    const out = mkdtempSync(join(tmpdir(), "export-unscanned-"));
    try {
      await exportSubmissions(database.db, out, {}, { scan: options().scan });
      expect(readdirSync(join(out, "attachments", id))).toEqual(["CV-unmailed.pdf.infected.txt"]);
      const [file] = await database.db.select().from(attachments).where(eq(attachments.submissionId, id));
      expect(file?.scanStatus).toBe("infected");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("does not write a flagged file into an export, only a note", async (context) => {
    if (!clamd) return context.skip(notInstalled("clamav-daemon"));
    const { mkdtempSync, readdirSync, readFileSync, rmSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const out = mkdtempSync(join(tmpdir(), "export-scan-"));
    try {
      await exportSubmissions(database.db, out);
      const names = readdirSync(join(out, "attachments"), { recursive: true }).map(String);
      expect(names.some((n) => n.endsWith("CV-clean.docx"))).toBe(true);
      expect(names.some((n) => n.endsWith("CV-infected.pdf"))).toBe(false);
      const note = names.find((n) => n.endsWith("CV-infected.pdf.infected.txt")) as string;
      expect(readFileSync(join(out, "attachments", note), "utf8")).toContain("Eicar-Test-Signature");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
