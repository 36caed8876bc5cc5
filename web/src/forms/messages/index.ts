import { LOCALES, type Locale } from "@/i18n/config";
import { messages } from "@/i18n/messages";
import { ERROR_MESSAGES, type ErrorMessages } from "./errors";
import { FIELD_MESSAGES, type FieldMessages } from "./fields";
import { MAIL_MESSAGES, type MailMessages } from "./mail";
import { FORM_PAGE_MESSAGES, type FormPageMessages } from "./pages";
import { SUBMISSION_MESSAGES, type SubmissionMessages } from "./submission";

// Every word the three forms, their server answers and their emails show, kept apart by domain
// (fields, errors, sending, pages, mail) and read as one table. The forms keep their own words so
// the form bundle does not carry the site shell's dictionary.

export type FormMessages = FieldMessages &
  SubmissionMessages & { errors: ErrorMessages; pages: FormPageMessages; mail: MailMessages };
export type { FormUiMessages } from "./ui";

const FORM_MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      ...FIELD_MESSAGES[locale],
      ...SUBMISSION_MESSAGES[locale],
      errors: ERROR_MESSAGES[locale],
      pages: FORM_PAGE_MESSAGES[locale],
      mail: MAIL_MESSAGES[locale],
    },
  ]),
) as Record<Locale, FormMessages>;

export const formMessages = messages(FORM_MESSAGES);

export { type ErrorCode, errorText } from "./errors";
