import "server-only";
import {
  DEFAULT_MAIL_TEMPLATES,
  fillMailTemplate,
  MAIL_TEMPLATE_KINDS,
  type MailTemplate,
  type MailTemplateKind,
} from "@wafer/schemas/mail-templates";
import type { APPLICANT_MAIL_QUERY_RESULT } from "@wafer/schemas/types";
import { queryPublished } from "@/content/backend";
import { APPLICANT_MAIL_QUERY } from "@/content/queries";
import type { submissions } from "@/db/schema";

// HR's mails to an applicant (issue 41, item 6): an interview invitation or a polite decline,
// from the editors' templates (studio: 申请人邮件模板), in the language the person applied in,
// filled with their name, the job and the company. HR sees the filled mail and may change it
// before it is queued (actions.ts); the outbox sends it (replies.ts), and only then does the
// application's status change. Nothing here sends mail on its own: an applicant hears of a status
// only through a mail HR chose to send.

type Application = Pick<typeof submissions.$inferSelect, "locale" | "email" | "fields">;

/** The two mails for this applicant, filled in their language; the defaults when the content cannot say. */
export async function applicantMailDrafts(application: Application): Promise<Record<MailTemplateKind, MailTemplate>> {
  const locale = application.locale === "en" ? "en" : "zh";
  const slug = String(application.fields.position ?? "");
  let found: APPLICANT_MAIL_QUERY_RESULT | null = null;
  try {
    // Outside Next's cache: the inbox is rendered per request, and an editor's change to a
    // template is what HR should see at the next click.
    found = await queryPublished<APPLICANT_MAIL_QUERY_RESULT>(APPLICANT_MAIL_QUERY, { locale, slug });
  } catch {
    // The content backend being down must not stop HR writing: the built-in words are used.
  }
  const values = {
    name: String(application.fields.name ?? "").trim() || application.email,
    job: found?.jobTitle?.trim() || slug,
    company: found?.company?.trim() || (locale === "en" ? "our company" : "我们公司"),
  };
  const drafts = {} as Record<MailTemplateKind, MailTemplate>;
  for (const kind of MAIL_TEMPLATE_KINDS) {
    const fallback = DEFAULT_MAIL_TEMPLATES[kind][locale];
    const subject = found?.templates?.[`${kind}Subject`]?.trim() || fallback.subject;
    const body = found?.templates?.[`${kind}Body`]?.trim() || fallback.body;
    drafts[kind] = { subject: fillMailTemplate(subject, values), body: fillMailTemplate(body, values) };
  }
  return drafts;
}
