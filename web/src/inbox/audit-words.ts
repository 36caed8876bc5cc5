import type { FormType } from "@/db/schema";
import type { Locale } from "@/i18n/config";
import { statusLabel } from "./labels";
import { inboxMessages } from "./messages";

// The audit log as staff read it (issue 41, item 3): "王敏 把 张三 的申请 设为 面试" rather than
// `status 3f2a… interview`. The log itself keeps codes and ids (scripts read them); this is words.

export interface AuditLine {
  actor: string;
  action: string;
  detail: string;
  /** The record's kind and name while it exists (AuditEntry). */
  form_type: FormType | null;
  name: string | null;
  submission_id: string | null;
}

const FORMS: readonly string[] = ["application", "message", "inquiry"];

/**
 * The sentence, and what of the entry's detail still says something a sentence does not (a list's
 * filters, an erasure's counts and hash, a failed sign-in's length and hash); empty when nothing.
 */
export function auditSentence(lang: Locale, entry: AuditLine): { sentence: string; more: string } {
  const t = inboxMessages(lang);
  const actor = entry.actor === "system" ? t.system : entry.actor;
  const say = t.auditSentences[entry.action];
  if (!say) return { sentence: `${actor} ${entry.action}`, more: entry.detail };
  const form = entry.form_type;
  const name = form ? entry.name?.trim() || t.unnamed : t.goneRecord;
  const record = form ? t.record(name, t.recordOf[form]) : t.goneRecord;
  let word = "";
  let more = "";
  switch (entry.action) {
    case "status":
      word = statusLabel(lang, form ?? "application", entry.detail);
      break;
    case "list": {
      // "<form> key=value …": the form as a word, the filters as they were asked.
      const [listed = "", ...filters] = entry.detail.split(" ");
      word = FORMS.includes(listed) ? t.forms[listed as FormType] : listed;
      more = filters.join(" ");
      break;
    }
    case "export": {
      // "<form> <n> row(s)[ job <slug>]" (files.ts)
      const match = /^(\w+) (\d+) row\(s\)(.*)$/.exec(entry.detail);
      if (match && FORMS.includes(match[1] as string))
        word = t.exportedRows(t.forms[match[1] as FormType], Number(match[2]));
      else word = entry.detail;
      more = match?.[3]?.trim() ?? "";
      break;
    }
    case "view":
    case "note":
    case "reply":
    case "view-resume":
    case "download-resume":
      break; // the detail is an id (a file's): the record's name says it
    default:
      more = entry.detail;
  }
  return { sentence: say(actor, { record, name, word }), more };
}
