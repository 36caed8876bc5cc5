import { WAFER_DIAMETERS, WAFER_TYPES } from "@wafer/schemas/constants";
import { z } from "zod";
import { checkResume } from "./resume";
import { countWords, MAX_SELF_DESCRIPTION_WORDS } from "./words";

// No generated code: zod otherwise probes `new Function("")`, which the Content-Security-Policy
// (no 'unsafe-eval') reports as a violation on every form page even though zod catches it.
z.config({ jitless: true });

// One schema per form, used by the browser (react-hook-form) and by the server route alike.
// Messages are error codes; `errorText` in ./messages turns them into Chinese or English.

/** The hidden field only bots fill in. Not part of the schemas: a filled one rejects the whole request. */
export const HONEYPOT_FIELD = "website";

const required = (code: string, max: number) =>
  z.string({ error: code }).trim().min(1, code).max(max, `tooLong:${max}`);

const optional = (max: number) => z.string({ error: "invalid" }).trim().max(max, `tooLong:${max}`).default("");

// Practical rather than RFC-complete: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const email = (field: string) => required(`${field}.required`, 254).regex(EMAIL, "email.invalid");

const digits = (value: string) => value.replace(/\D/g, "").length;

/** International number: "+", country code, then the number; 8 to 15 digits in all (E.164). */
const phoneWithCountryCode = (field: string) =>
  required(`${field}.required`, 40).refine(
    (v) => /^\+[\d\s()-]+$/.test(v) && digits(v) >= 8 && digits(v) <= 15,
    `${field}.invalid`,
  );

/** Any reachable number: country code optional. */
const contactNumber = (field: string) =>
  required(`${field}.required`, 40).refine(
    (v) => /^\+?[\d\s()-]+$/.test(v) && digits(v) >= 6 && digits(v) <= 15,
    `${field}.invalid`,
  );

const common = {
  locale: z.enum(["zh", "en"]).catch("zh"),
  altcha: z.string({ error: "altcha.required" }).min(1, "altcha.required").max(8000, "altcha.invalid"),
  // PIPL: explicit, unticked by default. Multipart bodies send the checkbox as "true" or "on".
  consent: z.preprocess(
    (v) => v === true || v === "true" || v === "on",
    z.literal(true, { error: "consent.required" }),
  ),
};

export const APPELLATIONS = ["mr", "ms", "dr"] as const;

export const messageSchema = z.object({
  name: required("name.required", 100),
  appellation: z.enum(APPELLATIONS, { error: "appellation.required" }),
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

export const applicationSchema = z.object({
  name: required("name.required", 100),
  contactPhone: contactNumber("contactPhone"),
  contactEmail: email("contactEmail"),
  position: z
    .string({ error: "position.required" })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,95}$/, "position.required"),
  selfDescription: optional(2000).refine((v) => countWords(v) <= MAX_SELF_DESCRIPTION_WORDS, "selfDescription.tooLong"),
  resume: z
    .custom<File>(() => true)
    .superRefine(async (file, ctx) => {
      const problem = await checkResume(file);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  ...common,
});

// The products' own lists (schemas/src/constants.ts): the studio offers the same choices.
export { WAFER_DIAMETERS, WAFER_TYPES };

export const inquirySchema = z.object({
  company: required("company.required", 200),
  contactName: required("contactName.required", 100),
  email: email("email"),
  phone: contactNumber("contactPhone"),
  country: required("country.required", 100),
  waferDiameter: z.enum(WAFER_DIAMETERS, { error: "waferDiameter.required" }),
  waferType: z.enum(WAFER_TYPES, { error: "waferType.required" }),
  quantity: required("quantity.required", 12).refine(
    (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100_000_000,
    "quantity.invalid",
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
export type MessageInput = z.input<typeof messageSchema>;
export type ApplicationInput = z.input<typeof applicationSchema>;
export type InquiryInput = z.input<typeof inquirySchema>;

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
export function fieldErrorCodes(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
