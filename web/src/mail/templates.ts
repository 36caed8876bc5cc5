import { formMessages } from "@/forms/messages";
import type { FormKind } from "@/forms/schemas";
import type { Locale } from "@/i18n/config";

export interface MailContent {
  subject: string;
  text: string;
}

const LABEL_KEYS: Record<string, string> = { phone: "phone", notes: "notes", resumeFileName: "resume" };

/** The team's notification: every field, labelled in Chinese (the team's language) with English after. */
export function notificationMail(kind: FormKind, fields: Record<string, unknown>, meta: MailMeta): MailContent {
  const zh = formMessages("zh");
  const en = formMessages("en");
  const lines = Object.entries(fields).map(([key, value]) => {
    const labelKey = (LABEL_KEYS[key] ?? key) as keyof typeof zh.fields;
    const label = zh.fields[labelKey] ? `${zh.fields[labelKey]} / ${en.fields[labelKey]}` : key;
    return `${label}: ${String(value ?? "")}`;
  });
  return {
    subject: `[${zh.mail.notifySubject[kind]} / ${en.mail.notifySubject[kind]}] ${meta.summary}`,
    text: [
      ...lines,
      "",
      `提交时间 / Submitted: ${meta.createdAt.toISOString()}`,
      `语言 / Language: ${meta.locale}`,
      `编号 / Reference: ${meta.submissionId}`,
      ...(meta.withheld ?? []).flatMap((file) => [
        "",
        `未附上 / Not attached: ${file.fileName}`,
        `  病毒扫描发现 ${file.signature}，文件已标记，保存在数据库中。`,
        `  The virus scanner found ${file.signature}; the file is flagged and kept in the database.`,
      ]),
    ].join("\n"),
  };
}

export interface MailMeta {
  submissionId: string;
  createdAt: Date;
  locale: Locale;
  summary: string;
  /** Files the virus scanner flagged: named in the mail, never attached. */
  withheld?: WithheldFile[];
}

export interface WithheldFile {
  fileName: string;
  signature: string;
}

/** The visitor's acknowledgement, in the language they used, with the address-confirmation link. */
export function acknowledgementMail(kind: FormKind, locale: Locale, name: string, link: string): MailContent {
  const t = formMessages(locale).mail;
  return {
    subject: t.ackSubject[kind],
    text: [t.ackGreeting(name), "", t.ackBody, link, "", t.ackIgnore].join("\n"),
  };
}
