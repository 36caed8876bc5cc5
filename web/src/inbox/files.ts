import "server-only";
import { exportArchive } from "./export";
import { jobTitles } from "./jobs";
import { noStore, plain, staffOf } from "./request";
import { RESUME_CSP } from "./resume-policy";
import { mayRead } from "./roles";
import { attachmentOf, audit } from "./store";
import { exportWorkbook } from "./workbook";

// Resumes and exports: personal data leaving the database, so each is checked (session, role),
// recorded in the audit log, and sent so that a browser neither guesses its type nor runs it.

const TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/**
 * A resume is the applicant's file: only a PDF is shown inline (the browser's own viewer); DOC and
 * DOCX download. nosniff stops the browser from guessing HTML or script in the bytes, and the
 * sandboxing CSP makes the document an opaque origin without scripts, forms or plugins of ours,
 * should it ever be rendered as something else.
 */
export function fileHeaders(fileName: string, inline: boolean): Record<string, string> {
  const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
  const type = TYPES[extension] ?? "application/octet-stream";
  const disposition = inline && extension === "pdf" ? "inline" : "attachment";
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return {
    ...noStore,
    "content-type": type,
    "content-disposition": `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "x-content-type-options": "nosniff",
    "content-security-policy": RESUME_CSP,
    "cross-origin-resource-policy": "same-origin",
  };
}

export async function handleResume(request: Request, attachmentId: string): Promise<Response> {
  const found = await staffOf(request);
  if (found instanceof Response) return found;
  const { database, staff } = found;
  const row = await attachmentOf(database.db, attachmentId);
  if (!row) return plain(404, "没有找到 / Not found");
  if (!mayRead(staff.roles, row.formType)) return plain(403, "无权查看 / Not allowed");
  if (row.file.scanStatus === "infected") return plain(403, "病毒扫描发现问题，已隔离 / Flagged by the virus scanner");
  const inline = new URL(request.url).searchParams.get("download") !== "1";
  await audit(
    database.db,
    staff.account,
    inline ? "view-resume" : "download-resume",
    row.file.submissionId,
    row.file.id,
  );
  return new Response(row.file.data as Uint8Array<ArrayBuffer>, { headers: fileHeaders(row.file.fileName, inline) });
}

/**
 * GET /inbox/export?form=application&job=…: a zip of applications.csv and resumes/<id>/<file>,
 * streamed; with `format=xlsx`, the workbook for people instead (workbook.ts), in `lang`.
 */
export async function handleExport(request: Request): Promise<Response> {
  const found = await staffOf(request);
  if (found instanceof Response) return found;
  const { database, staff } = found;
  const params = new URL(request.url).searchParams;
  const form = params.get("form") ?? "application";
  if (form !== "application" && form !== "message" && form !== "inquiry") return plain(400, "form?");
  if (!mayRead(staff.roles, form)) return plain(403, "无权导出 / Not allowed");
  const filter = {
    job: params.get("job") ?? undefined,
    status: params.get("status") ?? undefined,
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    q: params.get("q") ?? undefined,
  };
  const xlsx = params.get("format") === "xlsx";
  const { rows, body } = xlsx
    ? await exportWorkbook(
        database.db,
        form,
        params.get("lang") === "en" ? "en" : "zh",
        filter,
        form === "application" ? await jobTitles() : [],
      )
    : await exportArchive(database.db, form, filter);
  await audit(
    database.db,
    staff.account,
    "export",
    null,
    `${form} ${rows} row(s)${xlsx ? " xlsx" : ""}${params.get("job") ? ` job ${params.get("job")}` : ""}`,
  );
  const name = `${form}s-${params.get("job") || "all"}-${new Date().toISOString().slice(0, 10)}.${xlsx ? "xlsx" : "zip"}`;
  return new Response(body, {
    headers: {
      ...noStore,
      "content-type": xlsx ? XLSX_TYPE : "application/zip",
      "content-disposition": `attachment; filename="${name.replace(/[^\w.-]/g, "_")}"`,
      "x-content-type-options": "nosniff",
    },
  });
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
