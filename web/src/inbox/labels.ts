import type { FormType } from "@/db/schema";
import { FORM_FIELDS } from "@/forms/fields";
import { formMessages } from "@/forms/messages";
import type { Locale } from "@/i18n/config";
import { inboxMessages } from "./messages";
import type { Status } from "./roles";

// What staff read instead of codes (issue 41, item 3): the forms' own labels for fields and their
// options (FORM_FIELDS and the forms' dictionaries: one source of truth with what the visitor saw),
// the inbox's words for statuses, job titles for slugs, and Beijing time. Pure functions: the list,
// the detail, the audit log and the workbook all read them.

/** Fields a stored submission has that the form does not show as such (the handler adds them). */
const STORED_LABELS: Record<string, keyof ReturnType<typeof formMessages>["fields"]> = { resumeFileName: "resume" };

/** A field's label as the form shows it, in the staff member's language; an unknown field, its name. */
export function fieldLabel(lang: Locale, form: FormType, name: string): string {
  const spec = FORM_FIELDS[form].find((field) => field.name === name);
  const key = spec?.label ?? STORED_LABELS[name];
  return key ? formMessages(lang).fields[key] : name;
}

/** A field's value as words: a choice by the label its form gives it (mr → 先生); anything else as sent. */
export function fieldValue(lang: Locale, form: FormType, name: string, value: unknown): string {
  if (value == null) return "";
  const text = typeof value === "string" ? value : String(value);
  const labels = FORM_FIELDS[form].find((field) => field.name === name)?.options?.labels?.(formMessages(lang));
  return labels?.[text] ?? text;
}

/** The fields of a form in the order it shows them, then any others the submission carries. */
export function fieldOrder(form: FormType, names: Iterable<string>): string[] {
  const present = [...names];
  const known = FORM_FIELDS[form].map((field) => field.name).filter((name) => present.includes(name));
  return [...known, ...present.filter((name) => !known.includes(name)).sort()];
}

/** The person a submission is from: the name they gave (a contact's, for an inquiry), never the address. */
export function personName(fields: Record<string, unknown>): string {
  const name = fields.name ?? fields.contactName;
  return typeof name === "string" ? name.trim() : "";
}

/**
 * A status by its word. "new" depends on what arrived: 新投递 is a recruiting word, so a new
 * message is 新留言 and a new inquiry 新询价.
 */
export function statusLabel(lang: Locale, form: FormType, status: Status | string): string {
  const t = inboxMessages(lang);
  if (status === "new") return t.newOf[form];
  return t.statuses[status as Status] ?? status;
}

export interface JobTitle {
  slug: string;
  language: string;
  title: string | null;
}

/** A job by its title in the staff member's language (else the other one's title, else its slug). */
export function jobTitle(jobs: readonly JobTitle[], slug: string, lang: Locale): string {
  if (!slug) return "";
  const versions = jobs.filter((job) => job.slug === slug && job.title);
  return (versions.find((job) => job.language === lang) ?? versions[0])?.title ?? slug;
}

const BEIJING_MS = 8 * 3_600_000; // China keeps UTC+8 all year, without summer time

/** Beijing time as `2026-11-29 12:42` (to the second with `seconds`): one line, both languages, sorts as text. */
export function compactWhen(date: Date | string, seconds = false): string {
  const shifted = new Date(new Date(date).getTime() + BEIJING_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, seconds ? 19 : 16)}`;
}

/** The start of a Beijing calendar day (yyyy-mm-dd) as an instant; null for anything else. */
export function beijingDayStart(day: string | undefined): Date | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = new Date(`${day}T00:00:00+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}
