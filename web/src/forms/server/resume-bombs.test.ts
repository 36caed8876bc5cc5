// Issue 32: the hostile resumes are refused, quickly and in bounded memory, off the event loop.
import { describe, expect, it } from "vitest";
import { objectStreamBomb, zip64EntryBomb } from "./resume-bombs";
import { RESUME_LIMITS, resumeChecks, zipDirectory } from "./resume-checks";
import { resumeIsWellFormed } from "./resume-structure";
import { sampleFiles } from "./testing";

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
    expect(await resumeIsWellFormed("docx", zip64EntryBomb())).toBe(false);
  });

  it("refuses a 1 MB PDF whose object stream inflates to 1 GB", async () => {
    const bomb = objectStreamBomb();
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    expect(await resumeIsWellFormed("pdf", bomb)).toBe(false);
  });

  it("still accepts an object stream within the limit, and real files", async () => {
    expect(RESUME_LIMITS.pdfStreamBytes).toBeGreaterThan(4 * 1024 * 1024);
    expect(await resumeChecks("pdf", sampleFiles.pdf())).toBe(true);
    expect(await resumeChecks("docx", sampleFiles.docx())).toBe(true);
    expect(await resumeIsWellFormed("docx", sampleFiles.docx())).toBe(true);
  });

  it("keeps the event loop free while a check runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks++;
    }, 5);
    const checks = [
      resumeIsWellFormed("pdf", objectStreamBomb()),
      resumeIsWellFormed("docx", zip64EntryBomb()),
      resumeIsWellFormed("pdf", sampleFiles.pdf()),
    ];
    const results = await Promise.all(checks);
    clearInterval(timer);
    expect(results).toEqual([false, false, true]);
    // Timers fired during the checks: nothing held the loop (a synchronous check fires none).
    expect(ticks).toBeGreaterThan(0);
  });
});
