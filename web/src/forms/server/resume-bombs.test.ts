// Issues 32 and 40: the hostile resumes are refused, quickly and in bounded memory, off the event
// loop, and the line of checks has an end.

import { deflateSync } from "node:zlib";
import { decodePDFRawStream, PDFContext, PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { DecodeBudgetExceeded, withDecodeBudget } from "./pdf-decode-budget";
import {
  contentTypesBacktrackingBomb,
  deflatedSpaces,
  HIDDEN_OBJECT_STREAMS,
  hiddenObjectStreamBomb,
  objectStreamBomb,
  runLengthObjectStreamBomb,
  runLengthSpaces,
  zip64EntryBomb,
  zlibRefusedObjectStreamBomb,
  zlibRefusedSpaces,
} from "./resume-bombs";
import { RESUME_LIMITS, readContentTypes, resumeChecks, zipDirectory } from "./resume-checks";
import { checkResume } from "./resume-structure";
import { sampleFiles } from "./testing";

const MB = 1024 * 1024;

/** The PDFs of issue 40 that pdf-lib inflated past the issue-32 pre-check, 512 MB (64 MB for run length) each. */
const issue40Pdfs = () => [
  ...Object.keys(HIDDEN_OBJECT_STREAMS).map((hiding) => ({
    name: hiding,
    bytes: hiddenObjectStreamBomb(hiding as keyof typeof HIDDEN_OBJECT_STREAMS),
  })),
  { name: "stored block zlib refuses", bytes: zlibRefusedObjectStreamBomb() },
  { name: "run length behind /Fil#74er", bytes: runLengthObjectStreamBomb() },
];

describe("object streams pdf-lib inflates whatever their dictionary says (issue 40, row 3)", () => {
  // First in the file: the process's peak resident memory only grows, so it is read before any
  // other test (or worker, whose memory is the process's too) has raised it.
  it("refuses each, decoding at most the budget: the process's peak memory grows by less than 256 MB", async () => {
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    for (const { name, bytes } of issue40Pdfs()) {
      expect(bytes.length, name).toBeLessThan(1.1 * MB);
      expect(await resumeChecks("pdf", bytes), name).toBe(false);
    }
    // Before the fix each of them took this process from ~80 MB to ~640 MB (+512 MB measured). Now
    // each decodes 16 MB (48 MB of buffers at most); garbage of one may outlive the next.
    const grown = process.resourceUsage().maxRSS * 1024 - peakBefore;
    console.log(`peak RSS grew by ${(grown / MB).toFixed(0)} MB over the ${issue40Pdfs().length} payloads`);
    expect(grown).toBeLessThan(256 * MB);
  });

  it("pdf-lib's decoders stop at the budget while decoding, whatever the filter, and only inside a check", async () => {
    const context = PDFContext.create();
    const decoder = (filter: string | string[], contents: Uint8Array) =>
      decodePDFRawStream(
        PDFRawStream.of(
          context.obj({ Filter: Array.isArray(filter) ? filter.map((f) => PDFName.of(f)) : PDFName.of(filter) }),
          contents,
        ),
      );
    const bombs = {
      "Flate, 64 MB": () => decoder("FlateDecode", deflatedSpaces(64)),
      "Flate zlib refuses, 64 MB": () => decoder("FlateDecode", zlibRefusedSpaces(64)),
      "run length, 64 MB": () => decoder("RunLengthDecode", runLengthSpaces(1)),
      "Flate of Flate, 64 MB": () => decoder(["FlateDecode", "FlateDecode"], deflateSync(deflatedSpaces(64))),
    };
    for (const [name, bomb] of Object.entries(bombs)) {
      const stream = bomb();
      await expect(
        withDecodeBudget(MB, async () => stream.decode()),
        name,
      ).rejects.toBeInstanceOf(DecodeBudgetExceeded);
    }
    // Within the budget, and outside any check, decoding is pdf-lib's own.
    expect(
      (await withDecodeBudget(2 * MB, async () => decoder("FlateDecode", deflatedSpaces(1)).decode())).length,
    ).toBe(MB);
    expect(bombs["run length, 64 MB"]().decode().length).toBe(64 * MB);
  });

  it("answers 'damaged' from the worker, not 'timeout', and an honest PDF beside them is readable", async () => {
    const pdfs = issue40Pdfs();
    const verdicts = await Promise.all([
      ...pdfs.map(({ bytes }) => checkResume("pdf", bytes)),
      checkResume("pdf", sampleFiles.pdf()),
    ]);
    expect(verdicts).toEqual([...pdfs.map(() => "damaged"), "readable"]);
  });
});

describe("[Content_Types].xml read in one pass (issue 40, row 4)", () => {
  it('the DOCX is the probe\'s: 890 bytes, `<Override PartName="/a" ` 10,000 times without a `>`', () => {
    expect(contentTypesBacktrackingBomb().length).toBe(890);
  });

  it("stops at the first malformed character: it reads a few dozen of the 240,000", () => {
    const xml = '<Override PartName="/a" '.repeat(10_000);
    const reading = readContentTypes(xml);
    expect(reading.mainPart).toBeNull();
    expect(reading.read).toBeLessThan(64);
  });

  it("reads a well-formed part once, to its end, and finds the main document", () => {
    const type = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${'<Default Extension="png" ContentType="image/png"/>'.repeat(2_000)}<Override ContentType="${type}" PartName="/word/document.xml"/></Types>`;
    expect(readContentTypes(xml)).toEqual({ mainPart: "word/document.xml", read: xml.length });
  });

  it("refuses a document type declaration (no entities, no DTD in a package)", () => {
    const xml = '<!DOCTYPE Types [<!ENTITY a "aaaa">]><Types>&a;</Types>';
    expect(readContentTypes(xml).mainPart).toBeNull();
  });

  it("answers 'damaged' from the worker, not 'timeout' (before: 10 s, the deadline, per check)", async () => {
    expect(await checkResume("docx", contentTypesBacktrackingBomb())).toBe("damaged");
  });
});

describe("the line of checks (issue 40)", () => {
  it("takes two checks and four waiting; a seventh at that moment is 'busy', the others are checked", async () => {
    // All seven are asked for in one go: which run, wait or are refused is decided when asked.
    const verdicts = await Promise.all(Array.from({ length: 7 }, () => checkResume("docx", sampleFiles.docx())));
    expect(verdicts).toEqual(["readable", "readable", "readable", "readable", "readable", "readable", "busy"]);
    // And the line empties: the next one is checked.
    expect(await checkResume("docx", sampleFiles.docx())).toBe("readable");
  });
});

describe("hostile resumes (issue 32)", () => {
  it("the DOCX is the probe's: 649 bytes whose zip64 record claims 4,294,967,295 entries", () => {
    const bomb = zip64EntryBomb();
    expect(bomb.length).toBe(649);
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    const record = Buffer.from(bomb).indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06])); // zip64 end record
    expect(view.getUint32(record, true)).toBe(0x06064b50);
    expect(Number(view.getBigUint64(record + 32, true))).toBe(4_294_967_295);
  });

  it("refuses the zip64 entry bomb from its directory, before walking it", async () => {
    expect(zipDirectory(zip64EntryBomb())).toBeNull();
    expect(await checkResume("docx", zip64EntryBomb())).toBe("damaged");
  });

  it("refuses a 1 MB PDF whose object stream inflates to 1 GB", async () => {
    const bomb = objectStreamBomb();
    expect(bomb.length).toBeLessThan(1.1 * MB);
    expect(await checkResume("pdf", bomb)).toBe("damaged");
  });

  it("still accepts object streams within the limit, and real files", async () => {
    expect(RESUME_LIMITS.pdfDecodedBytes).toBeGreaterThan(4 * MB);
    // 3,000 pages: pdf-lib keeps their objects in object streams and a cross-reference stream.
    const long = await PDFDocument.create();
    for (let page = 0; page < 3_000; page++) long.addPage([595, 842]);
    expect(await resumeChecks("pdf", await long.save({ useObjectStreams: true }))).toBe(true);
    expect(await resumeChecks("pdf", sampleFiles.pdf())).toBe(true);
    expect(await resumeChecks("docx", sampleFiles.docx())).toBe(true);
    expect(await checkResume("docx", sampleFiles.docx())).toBe("readable");
  });

  it("keeps the event loop free while a check runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks++;
    }, 5);
    const checks = [
      checkResume("pdf", objectStreamBomb()),
      checkResume("docx", zip64EntryBomb()),
      checkResume("pdf", sampleFiles.pdf()),
    ];
    const results = await Promise.all(checks);
    clearInterval(timer);
    expect(results).toEqual(["damaged", "damaged", "readable"]);
    // Timers fired during the checks: nothing held the loop (a synchronous check fires none).
    expect(ticks).toBeGreaterThan(0);
  });
});
