import "server-only";
import type { Db } from "@/db/client";
import type { FormType } from "@/db/schema";
import { csvCell } from "@/operator/commands";
import { errorField, log } from "@/ops/log";
import { attachmentSlices, attachmentsListed, exportRows, exportSelection, type ListFilter } from "./store";
import { pulledStream, ZipStream } from "./zip-stream";

// The inbox export's archive (GET /inbox/export): <form>s.csv, then resumes/<id>/<file>, streamed
// (issue 40, row 7). Only the selection's ids and field names are read before the response starts;
// the rows then come a page at a time and the resumes one at a time, a slice at a time, each
// written into the ZIP as the client takes it (zip-stream.ts). Nothing else of the selection is held.

/** The most rows one export carries, as before streaming (the list's filters narrow it). */
export const EXPORT_ROWS = 10_000;
/** Rows read per query for the CSV: a few hundred KB of fields at most. */
const ROWS_PER_PAGE = 200;

const COLUMNS = ["id", "created_at", "status", "job", "name", "email", "phone", "locale"] as const;
/** Fields with a column of their own above, not repeated among the form's other fields. */
const IN_COLUMNS = ["name", "email", "phone", "position"];

const encoder = new TextEncoder();

export interface ExportArchive {
  rows: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * Selects what the filter names now (the count goes into the audit log before anything is sent)
 * and returns the archive as a stream that reads the rest while the client downloads it.
 */
export async function exportArchive(db: Db, form: FormType, filter: Omit<ListFilter, "forms">): Promise<ExportArchive> {
  const { ids, fieldNames } = await exportSelection(db, { ...filter, forms: [form], limit: EXPORT_ROWS });
  const extra = fieldNames.filter((name) => !IN_COLUMNS.includes(name)).sort();
  const body = pulledStream(archive(db, form, ids, extra), (error) =>
    // Never a name or an address in the log: the id of the export's form and how far it got.
    log("inbox").error({ err: errorField(error), form }, "export stopped"),
  );
  return { rows: ids.length, body };
}

async function* archive(db: Db, form: FormType, ids: string[], extra: string[]): AsyncGenerator<Uint8Array> {
  const zip = new ZipStream();
  yield* zip.add(`${form}s.csv`, csv(db, ids, extra), true);
  const omitted: string[] = [];
  for (const id of ids) {
    // The same names as before: one folder per submission; a later file of the same name wins.
    const files = new Map<string, { id: string; size: number }>();
    for (const file of await attachmentsListed(db, id)) {
      if (file.scanStatus === "infected") continue;
      files.set(`resumes/${id}/${file.fileName.replace(/[/\\]/g, "_")}`, file);
    }
    for (const [name, file] of files) {
      if (!zip.fits(name, file.size)) {
        omitted.push(name);
        continue;
      }
      yield* zip.add(name, attachmentSlices(db, file.id), !/\.(pdf|docx)$/i.test(name));
    }
  }
  if (omitted.length > 0) {
    // Past 4 GB a plain ZIP cannot address more: say so inside the archive rather than corrupt it.
    const note = encoder.encode(
      "这些简历超出了单个 ZIP 文件的 4 GB 上限，未包含在内；请按职位或日期缩小导出范围。\r\n" +
        "These resumes did not fit within a ZIP file's 4 GB limit; narrow the export by job or dates.\r\n\r\n" +
        omitted.join("\r\n"),
    );
    yield* zip.add("resumes-omitted.txt", note, true);
  }
  yield* zip.end();
}

/** The CSV as before (byte-order mark, CRLF, formulas neutralised), a page of rows at a time. */
async function* csv(db: Db, ids: string[], extra: string[]): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`\uFEFF${[...COLUMNS, ...extra].join(",")}\r\n`);
  for (let at = 0; at < ids.length; at += ROWS_PER_PAGE) {
    const rows = await exportRows(db, ids.slice(at, at + ROWS_PER_PAGE));
    const lines = rows.map((r) =>
      [r.id, r.createdAt, r.status, r.job, r.name, r.email, r.phone, r.locale, ...extra.map((name) => r.fields[name])]
        .map(csvCell)
        .join(","),
    );
    if (lines.length > 0) yield encoder.encode(`${lines.join("\r\n")}\r\n`);
  }
}
