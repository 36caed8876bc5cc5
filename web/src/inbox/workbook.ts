import "server-only";
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import type { Db } from "@/db/client";
import type { FormType } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { errorField, log } from "@/ops/log";
import { EXPORT_ROWS } from "./export";
import type { JobTitle } from "./labels";
import { compactWhen, fieldLabel, fieldOrder, fieldValue, jobTitle, statusLabel } from "./labels";
import { inboxMessages } from "./messages";
import { exportRows, exportSelection, type ListFilter, notesOf } from "./store";

// The export for people (issue 41, item 4): an .xlsx workbook in the staff member's language —
// headers, statuses, options and jobs as words, Beijing time, the notes — where every cell is
// text. A cell of text is never run, so "=HYPERLINK(…)" from a form stays those characters and a
// phone keeps its "+" and leading zeros, with no apostrophe added (the CSV's guard). The CSV stays,
// for machines (export.ts).
//
// Streamed like the ZIP: the selection's ids first, then the rows a page at a time through
// exceljs's WorkbookWriter, a page only when the reader has taken what came before (the queue
// holds about QUEUE_BYTES plus one page), so memory does not grow with the export's size.

const ROWS_PER_PAGE = 200;
/** What may wait for the reader before the next page is written. */
const QUEUE_BYTES = 1024 * 1024;
/** Excel's limit for one cell's text. */
const CELL_MAX = 32_767;
/** The forms' fields that have a column of their own below. */
const IN_COLUMNS = ["name", "contactName", "email", "contactEmail", "phone", "contactPhone", "position"];
// Characters XML 1.0 cannot carry (a workbook with one does not open): dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** A cell's text: a string, always (never a number, a date or a formula), as Excel can hold it. */
export function cellText(value: unknown): string {
  if (value == null) return "";
  const text = typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.replace(NOT_XML, "").slice(0, CELL_MAX);
}

export interface ExportWorkbook {
  rows: number;
  body: ReadableStream<Uint8Array>;
}

export async function exportWorkbook(
  db: Db,
  form: FormType,
  lang: Locale,
  filter: Omit<ListFilter, "forms">,
  jobs: readonly JobTitle[],
): Promise<ExportWorkbook> {
  const { ids, fieldNames } = await exportSelection(db, { ...filter, forms: [form], limit: EXPORT_ROWS });
  const t = inboxMessages(lang);
  const c = t.columns;
  const extra = fieldOrder(
    form,
    fieldNames.filter((name) => !IN_COLUMNS.includes(name)),
  );
  const headers = [
    c.id,
    c.createdAt,
    c.status,
    ...(form === "application" ? [c.job] : []),
    c.name,
    c.email,
    c.phone,
    c.locale,
    ...extra.map((name) => fieldLabel(lang, form, name)),
    c.notes,
  ];
  async function* lines(): AsyncGenerator<string[]> {
    for (let at = 0; at < ids.length; at += ROWS_PER_PAGE) {
      const page = ids.slice(at, at + ROWS_PER_PAGE);
      const [rows, notes] = await Promise.all([exportRows(db, page), notesOf(db, page)]);
      for (const r of rows)
        yield [
          r.id,
          compactWhen(r.createdAt, true),
          statusLabel(lang, form, r.status),
          ...(form === "application" ? [jobTitle(jobs, r.job, lang)] : []),
          r.name,
          r.email,
          r.phone,
          t.languageNames[r.locale] ?? r.locale,
          ...extra.map((name) => fieldValue(lang, form, name, r.fields[name])),
          (notes.get(r.id) ?? []).map((n) => `${compactWhen(n.at)} ${n.author}：${n.body}`).join("\n"),
        ];
    }
  }
  const body = workbookStream(t.forms[form], headers, lines(), ROWS_PER_PAGE, (error) =>
    log("inbox").error({ err: errorField(error), form }, "workbook export stopped"),
  );
  return { rows: ids.length, body };
}

/**
 * One sheet of text cells, written by exceljs's streaming writer as the reader takes the bytes:
 * `rows` is pulled `perPage` rows at a time, each time once the queue for the reader has room.
 */
export function workbookStream(
  sheetName: string,
  headers: string[],
  rows: AsyncIterable<string[]>,
  perPage: number,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  let wake: (() => void) | null = null;
  let cancelled = false;
  let controller: ReadableStreamDefaultController<Uint8Array>;
  let delivered = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        out.on("data", (chunk: Buffer) => {
          delivered += chunk.length;
          if (!cancelled) controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        });
        out.on("end", () => {
          if (!cancelled) controller.close();
        });
      },
      pull() {
        wake?.();
        wake = null;
      },
      cancel() {
        cancelled = true;
        wake?.();
        wake = null;
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_BYTES }),
  );
  /** Resolves once the reader has taken enough that the queue has room again (or has gone). */
  const room = async () => {
    // Let the page just written reach the queue before measuring it: exceljs hands it on through
    // streams that do not wait for their reader (deflate works on another thread), so wait until
    // nothing more arrives for a moment.
    for (let seen = -1; seen !== delivered; ) {
      seen = delivered;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    while (!cancelled && (controller.desiredSize ?? 1) <= 0) await new Promise<void>((resolve) => (wake = resolve));
  };
  (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
    // Text format ("@") on every column: what staff type into the sheet afterwards stays text too.
    sheet.columns = headers.map((header) => ({ header, width: Math.min(40, Math.max(12, header.length * 2 + 2)) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let written = 0;
    for await (const values of rows) {
      if (cancelled) break;
      const row = sheet.addRow(values.map(cellText));
      row.eachCell((cell) => {
        cell.numFmt = "@";
      });
      row.commit();
      written += 1;
      if (written % perPage === 0) await room();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => {
    onError(error);
    if (!cancelled) controller.error(error);
    out.destroy();
  });
  return body;
}
