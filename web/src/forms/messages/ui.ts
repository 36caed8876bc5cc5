import { LOCALES, type Locale } from "@/i18n/config";
import { messages } from "@/i18n/messages";
import { ERROR_MESSAGES, type ErrorMessages } from "./errors";
import { FIELD_MESSAGES, type FieldMessages } from "./fields";
import { SUBMISSION_MESSAGES, type SubmissionMessages } from "./submission";

// The words the form itself shows in the browser: fields, sending, errors. Page titles and mail
// texts stay on the server (./index.ts), so the form's chunk, on every form page, does not carry
// them (web/e2e/weight.spec.ts holds form pages to their budget).

export type FormUiMessages = FieldMessages & SubmissionMessages & { errors: ErrorMessages };

const FORM_UI_MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    { ...FIELD_MESSAGES[locale], ...SUBMISSION_MESSAGES[locale], errors: ERROR_MESSAGES[locale] },
  ]),
) as Record<Locale, FormUiMessages>;

export const formUiMessages = messages(FORM_UI_MESSAGES);
