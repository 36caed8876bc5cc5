import "server-only";
import { getDatabase } from "@/db/client";
import type { FormType } from "@/db/schema";
import { clientIp } from "@/http/client-ip";
import { isLocale, type Locale } from "@/i18n/config";
import { purgeSubmissions } from "@/operator/commands";
import {
  checkPassword,
  closeSession,
  cookieOf,
  csrfMatches,
  isHttps,
  openSession,
  SESSION_COOKIE,
  sessionCookie,
} from "./auth";
import { queueReply } from "./replies";
import { noStore, plain, sameOrigin, staffOf } from "./request";
import { retentionMs } from "./retention";
import { isAdmin, mayRead, type Status, statusesOf } from "./roles";
import { addNote, audit, eraseByEmail, findSubmission, setStatus } from "./store";

// POST /inbox/action: every change the inbox makes, from plain HTML forms (they work without
// JavaScript). Each answers 303 to the page it came from, with a notice; never a 500 for input.

const MAX_NOTE = 5000;
const MAX_REPLY = 20_000;

function back(request: Request, path: string, notice: string, headers: Record<string, string> = {}) {
  const url = new URL(path, request.url);
  url.searchParams.set("notice", notice);
  return new Response(null, {
    status: 303,
    headers: { ...noStore, ...headers, location: `${url.pathname}${url.search}` },
  });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

export async function handleInboxAction(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return plain(403, "跨站请求被拒绝 / Cross-site request refused");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return plain(400, "无效的表单 / Not a form");
  }
  const lang: Locale = isLocale(text(form, "lang")) ? (text(form, "lang") as Locale) : "zh";
  const action = text(form, "action");
  const home = `/inbox/${lang}`;

  if (action === "sign-in") {
    const name = text(form, "account");
    const result = checkPassword(name, String(form.get("password") ?? ""), clientIp(request.headers));
    if (!result.ok) return back(request, `${home}/login`, result.reason === "locked" ? "locked" : "failed");
    const { db } = await getDatabase();
    const token = await openSession(db, name, result.roles);
    await audit(db, name, "sign-in", null, "password");
    return back(request, home, "welcome", { "set-cookie": sessionCookie(token, isHttps(request)) });
  }

  const found = await staffOf(request);
  if (found instanceof Response) return found;
  const { database, staff } = found;
  const db = database.db;
  if (!csrfMatches(staff, form.get("csrf")))
    return plain(403, "页面已过期，请刷新后重试 / This page has expired: reload it");

  if (action === "sign-out") {
    await closeSession(db, cookieOf(request, SESSION_COOKIE));
    return back(request, `${home}/login`, "signed-out", { "set-cookie": sessionCookie("", isHttps(request), 0) });
  }

  if (action === "purge" || action === "erase") {
    if (!isAdmin(staff.roles)) return plain(403, "无权操作 / Not allowed");
    if (action === "purge") {
      const removed = await purgeSubmissions(db, retentionMs());
      await audit(db, staff.account, "purge", null, `${removed} submission(s)`);
      return back(request, `${home}/audit`, `purged:${removed}`);
    }
    const email = text(form, "email");
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) return back(request, `${home}/audit`, "invalid");
    const removed = await eraseByEmail(db, email);
    // The audit log keeps who erased and how much, not whose data it was.
    await audit(db, staff.account, "erase", null, `${removed} submission(s)`);
    return back(request, `${home}/audit`, `erased:${removed}`);
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
    const subject = text(form, "subject");
    const body = text(form, "body");
    if (!subject || subject.length > 200 || !body || body.length > MAX_REPLY) return back(request, page, "invalid");
    await queueReply(db, detail.submission, { subject, body, author: staff.account });
    await setStatus(db, id, "answered", staff.account);
    await audit(db, staff.account, "reply", id);
    return back(request, page, "saved");
  }
  return back(request, page, "invalid");
}
