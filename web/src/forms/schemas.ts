import { WAFER_DIAMETERS, WAFER_TYPES } from "@wafer/schemas/constants";
// zod's "mini" build: the same engine with functions instead of methods, so the browser bundle keeps
// only what these schemas use (about 40 KB less compressed on form pages than classic zod; issue 17).
// Named imports, not `* as z`: a namespace import keeps every export of zod's core in the chunk.
import {
  _default,
  catch as catchValue,
  config,
  type core,
  custom,
  type input,
  literal,
  maxLength,
  minLength,
  object,
  enum as oneOf,
  pipe,
  refine,
  regex,
  string,
  superRefine,
  transform,
  trim,
} from "zod/mini";
import { checkResume } from "./resume";
import { countWords, MAX_SELF_DESCRIPTION_WORDS } from "./words";

// No generated code: zod otherwise probes `new Function("")`, which the Content-Security-Policy
// (no 'unsafe-eval') reports as a violation on every form page even though zod catches it.
config({ jitless: true });

// One schema per form, used by the browser (react-hook-form) and by the server route alike.
// Messages are error codes; `errorText` in ./messages turns them into Chinese or English.

/** The hidden field only bots fill in. Not part of the schemas: a filled one rejects the whole request. */
export const HONEYPOT_FIELD = "website";

const required = (code: string, max: number) =>
  string({ error: code }).check(trim(), minLength(1, code), maxLength(max, `tooLong:${max}`));

const optional = (max: number) =>
  _default(string({ error: "invalid" }).check(trim(), maxLength(max, `tooLong:${max}`)), "");

// Practical rather than RFC-complete: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const email = (field: string) => required(`${field}.required`, 254).check(regex(EMAIL, "email.invalid"));

const digits = (value: string) => value.replace(/\D/g, "").length;

/**
 * A mainland China mobile number as people write it: 11 digits starting 13 to 19, perhaps grouped
 * with spaces or dashes (138 1234 5678), perhaps with the country code already (+86, 0086, 86).
 */
const CHINA_MOBILE = /^(?:(?:\+|00)?86)?(1[3-9]\d{9})$/;
const bareDigits = (value: string) => value.replace(/[\s()-]/g, "");

/**
 * The number as stored: a mainland mobile number becomes E.164, "+8613812345678", whichever way it
 * was written, so HR and sales see one form and can dial it from abroad (docs/decisions/0040);
 * any other number is kept as the visitor wrote it.
 */
export function normalisePhone(value: string): string {
  const mobile = CHINA_MOBILE.exec(bareDigits(value));
  return mobile ? `+86${mobile[1]}` : value;
}

const isChinaMobile = (value: string) => CHINA_MOBILE.test(bareDigits(value));

/**
 * Telephone: an international number ("+", country code, then the number; 8 to 15 digits in all,
 * E.164), or a mainland mobile number without the country code, the way Chinese visitors write it.
 */
const phoneWithCountryCode = (field: string) =>
  pipe(
    required(`${field}.required`, 40).check(
      refine(
        (v) => isChinaMobile(v) || (/^\+[\d\s()-]+$/.test(v) && digits(v) >= 8 && digits(v) <= 15),
        `${field}.invalid`,
      ),
    ),
    transform(normalisePhone),
  );

/** Any reachable number: country code optional; a mainland mobile number is stored as +86. */
const contactNumber = (field: string) =>
  pipe(
    required(`${field}.required`, 40).check(
      refine((v) => /^\+?[\d\s()-]+$/.test(v) && digits(v) >= 6 && digits(v) <= 15, `${field}.invalid`),
    ),
    transform(normalisePhone),
  );

const common = {
  locale: catchValue(oneOf(["zh", "en"]), "zh"),
  altcha: string({ error: "altcha.required" }).check(
    minLength(1, "altcha.required"),
    maxLength(8000, "altcha.invalid"),
  ),
  // PIPL: explicit, unticked by default. Multipart bodies send the checkbox as "true" or "on".
  consent: pipe(
    transform((v: unknown) => v === true || v === "true" || v === "on"),
    literal(true, { error: "consent.required" }),
  ),
};

export const APPELLATIONS = ["mr", "ms", "dr"] as const;

export const messageSchema = object({
  name: required("name.required", 100),
  appellation: oneOf(APPELLATIONS, { error: "appellation.required" }),
  organization: optional(200),
  address: optional(300),
  phone: phoneWithCountryCode("phone"),
  email: email("email"),
  city: required("city.required", 100),
  country: optional(100),
  title: required("title.required", 200),
  content: required("content.required", 5000),
  ...common,
});

export const applicationSchema = object({
  name: required("name.required", 100),
  contactPhone: contactNumber("contactPhone"),
  contactEmail: email("contactEmail"),
  position: string({ error: "position.required" }).check(
    trim(),
    regex(/^[a-z0-9][a-z0-9-]{0,95}$/, "position.required"),
  ),
  selfDescription: optional(2000).check(
    refine((v) => countWords(v) <= MAX_SELF_DESCRIPTION_WORDS, "selfDescription.tooLong"),
  ),
  resume: custom<File>(() => true).check(
    superRefine(async (file, ctx) => {
      const problem = await checkResume(file);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  ),
  ...common,
});

// The products' own lists (schemas/src/constants.ts): the studio offers the same choices.
export { WAFER_DIAMETERS, WAFER_TYPES };

export const inquirySchema = object({
  company: required("company.required", 200),
  contactName: required("contactName.required", 100),
  email: email("email"),
  phone: contactNumber("contactPhone"),
  country: required("country.required", 100),
  waferDiameter: oneOf(WAFER_DIAMETERS, { error: "waferDiameter.required" }),
  waferType: oneOf(WAFER_TYPES, { error: "waferType.required" }),
  quantity: required("quantity.required", 12).check(
    refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100_000_000, "quantity.invalid"),
  ),
  notes: optional(5000),
  ...common,
});

export const formSchemas = {
  message: messageSchema,
  application: applicationSchema,
  inquiry: inquirySchema,
} as const;

export type FormKind = keyof typeof formSchemas;
export type MessageInput = input<typeof messageSchema>;
export type ApplicationInput = input<typeof applicationSchema>;
export type InquiryInput = input<typeof inquirySchema>;

/** The field holding the visitor's email, per form: the acknowledgement goes there. */
export const EMAIL_FIELD: Record<FormKind, string> = {
  message: "email",
  application: "contactEmail",
  inquiry: "email",
};

/** The field holding the visitor's name, per form: the acknowledgement greets them by it. */
export const NAME_FIELD: Record<FormKind, string> = {
  message: "name",
  application: "name",
  inquiry: "contactName",
};

/** Field errors as codes, first problem per field, in the order of the schema's fields. */
export function fieldErrorCodes(error: core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
