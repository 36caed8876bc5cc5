import "server-only";
import { isMailTemplateKind } from "@wafer/schemas/mail-templates";
import { type Database, type Db, getDatabase } from "@/db/client";
import type { FormType } from "@/db/schema";
import { BodyTooLarge, readBodyCapped } from "@/http/body";
import { clientIp } from "@/http/client-ip";
import { isLocale, type Locale } from "@/i18n/config";
import { purgeSubmissions } from "@/operator/commands";
import { closeSession, cookieOf, csrfMatches, isHttps, SESSION_COOKIE, sessionCookie } from "./auth";
import {
  auditDetail,
  confirmErasure,
  dropErasure,
  holdErasure,
  isErasableEmail,
  previewErasure,
  total,
} from "./erasure";
import { defaultReplySubject, queueReply } from "./replies";
import { noStore, plain, sameOrigin, staffOf } from "./request";
import { retentionMs } from "./retention";
import { isAdmin, mayRead, type Status, statusesOf } from "./roles";
import { signIn } from "./sign-in";
import { addNote, audit, findSubmission, setStatus } from "./store";

// POST /inbox/action: every change the inbox makes, from plain HTML forms (they work without
// JavaScript). Each answers 303 to the page it came from, with a notice; never a 500 for input.

const MAX_NOTE = 5000;
const MAX_REPLY = 20_000;

function back(request: Request, path: string, notice: string, headers: Record<string, string> = {}, fragment = "") {
  const url = new URL(path, request.url);
  if (notice) url.searchParams.set("notice", notice);
  return new Response(null, {
    status: 303,
    headers: { ...noStore, ...headers, location: `${url.pathname}${url.search}${fragment ? `#${fragment}` : ""}` },
  });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/**
 * The largest legitimate action is a reply: a subject of 200 and a body of 20,000 characters. As
 * URL-encoded UTF-8, a Chinese character is 9 bytes (%E4%B8%AD): 20,200 × 9 ≈ 182 KB, plus the
 * hidden fields. 256 KB holds that; nothing larger is read, parsed, or looked up (issue 40, row 2:
 * a 400 MB multipart body without a session grew the site by 870 MB).
 */
export const MAX_ACTION_BODY = 256 * 1024;

/** The form, read through the site's one capped reader before any parsing; null: not a form. */
async function actionForm(request: Request): Promise<FormData | null> {
  const bytes = await readBodyCapped(request, MAX_ACTION_BODY);
  const type = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) return null;
  try {
    // readBodyCapped returns a fresh Uint8Array over an ArrayBuffer of its own.
    const body = bytes as Uint8Array<ArrayBuffer>;
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    return null;
  }
}

export async function handleInboxAction(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return plain(403, "跨站请求被拒绝 / Cross-site request refused");
  let form: FormData | null;
  try {
    form = await actionForm(request);
  } catch (error) {
    if (error instanceof BodyTooLarge) return plain(413, "提交的内容过大 / The request is too large");
    return plain(400, "无效的表单 / Not a form");
  }
  if (!form) return plain(400, "无效的表单 / Not a form");
  const lang: Locale = isLocale(text(form, "lang")) ? (text(form, "lang") as Locale) : "zh";
  const action = text(form, "action");
  const home = `/inbox/${lang}`;

  if (action === "sign-in") {
    let database: Database;
    try {
      database = await getDatabase();
    } catch {
      return plain(503, "数据库暂不可用 / The database is not available");
    }
    const outcome = await signIn(database.db, {
      name: text(form, "account"),
      password: String(form.get("password") ?? ""),
      address: clientIp(request.headers),
      proof: text(form, "proof"),
    });
    if (outcome.kind === "refused")
      return back(request, `${home}/login${outcome.proof ? "?proof=1" : ""}`, outcome.notice);
    return back(request, home, "welcome", { "set-cookie": sessionCookie(outcome.token, isHttps(request)) });
  }

  const found = await staffOf(request);
  if (found instanceof Response) return found;
  const { database, staff } = found;
  const db = database.db;
  if (!csrfMatches(staff, form.get("csrf")))
    return plain(403, "页面已过期，请刷新后重试 / This page has expired: reload it");

  if (action === "sign-out") {
    await closeSession(db, cookieOf(request, SESSION_COOKIE));
    await audit(db, staff.account, "sign-out", null);
    return back(request, `${home}/login`, "signed-out", { "set-cookie": sessionCookie("", isHttps(request), 0) });
  }

  if (action === "purge" || action.startsWith("erase")) {
    if (!isAdmin(staff.roles)) return plain(403, "无权操作 / Not allowed");
    if (action === "purge") {
      const removed = await purgeSubmissions(db, retentionMs());
      await audit(db, staff.account, "purge", null, `${removed} submission(s)`);
      return back(request, `${home}/audit`, `purged:${removed}`);
    }
    return erasure(request, db, staff.account, action, text(form, "email"), `${home}/audit`);
  }

  const id = text(form, "id");
  const detail = await findSubmission(db, id);
  if (!detail) return back(request, home, "not-found");
  const formType = detail.submission.formType as FormType;
  if (!mayRead(staff.roles, formType)) return plain(403, "无权查看 / Not allowed");
  const page = `${home}/s/${id}`;

  if (action === "status") {
    const status = text(form, "status") as Status;
    if (!statusesOf(formType).includes(status)) return back(request, page, "invalid");
    await setStatus(db, id, status, staff.account);
    await audit(db, staff.account, "status", id, status);
    return back(request, page, "saved");
  }
  if (action === "note") {
    const body = text(form, "body");
    if (!body || body.length > MAX_NOTE) return back(request, page, "invalid");
    await addNote(db, id, body, staff.account);
    await audit(db, staff.account, "note", id);
    return back(request, page, "saved");
  }
  if (action === "reply" && formType !== "application") {
    const subject = text(form, "subject") || defaultReplySubject(detail.submission);
    const body = text(form, "body");
    if (subject.length > 200 || !body || body.length > MAX_REPLY) return back(request, page, "invalid");
    // Queued: the status becomes 已回复 when the outbox has sent it (replies.ts sendDueReplies).
    await queueReply(db, detail.submission, { subject, body, author: staff.account });
    await audit(db, staff.account, "reply", id);
    return back(request, page, "queued");
  }
  if (action === "applicant-mail" && formType === "application") {
    // HR's invitation or decline (applicant-mail.ts), as HR edited it: queued, sent by the outbox,
    // kept with the application; its status changes when the mail has left (replies.ts).
    const kind = text(form, "kind");
    // One line: a subject is a header (a crafted form could send line breaks).
    const subject = text(form, "subject").replace(/\s*[\r\n]+\s*/g, " ");
    const body = text(form, "body");
    if (!isMailTemplateKind(kind) || !subject || subject.length > 200 || !body || body.length > MAX_REPLY)
      return back(request, page, "invalid");
    await queueReply(db, detail.submission, { subject, body, author: staff.account, kind });
    await audit(db, staff.account, `mail-${kind}`, id);
    return back(request, page, "mail-queued");
  }
  return back(request, page, "invalid");
}

/**
 * Erasing a person in two steps (erasure.ts): "erase-preview" looks the address up and shows the
 * counts and names on the audit page; "erase" deletes only when the address typed again matches
 * exactly; "erase-cancel" forgets the look-up. The audit log keeps counts and a hash, not the address.
 */
async function erasure(request: Request, db: Db, actor: string, action: string, email: string, page: string) {
  const confirm = `${page}?erase=confirm`;
  if (action === "erase-preview") {
    if (!isErasableEmail(email)) return back(request, page, "invalid");
    await holdErasure(db, actor, email);
    await audit(db, actor, "erase-preview", null, auditDetail((await previewErasure(db, email)).counts, email));
    return back(request, confirm, "", {}, "erase-confirm");
  }
  if (action === "erase-cancel") {
    await dropErasure(db, actor);
    return back(request, page, "erase-cancelled");
  }
  if (action !== "erase") return back(request, page, "invalid");
  const outcome = await confirmErasure(db, actor, email);
  if (outcome === "expired") return back(request, page, "erase-expired");
  if (outcome === "mismatch") return back(request, confirm, "erase-mismatch", {}, "erase-confirm");
  await audit(db, actor, "erase", null, auditDetail(outcome.counts, outcome.email));
  return back(request, page, `erased:${total(outcome.counts)}`);
}
