import type { FormUiMessages as FormMessages } from "./messages/ui";
import { APPELLATIONS, type FormKind, WAFER_DIAMETERS, WAFER_TYPES } from "./schemas";

/** How one field of a form is shown. The rules themselves live in ./schemas. */
export interface FieldSpec {
  name: string;
  label: keyof FormMessages["fields"];
  control: "text" | "email" | "tel" | "textarea" | "select" | "position" | "words" | "file";
  required: boolean;
  placeholder?: keyof FormMessages["placeholders"];
  /** The choices of a select; without `labels` each shows its value (e.g. "300mm"). */
  options?: { values: readonly string[]; labels?: (t: FormMessages) => Record<string, string> };
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email";
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

export const FORM_FIELDS: Record<FormKind, FieldSpec[]> = {
  message: [
    { name: "name", label: "name", control: "text", required: true, placeholder: "name", autoComplete: "name" },
    {
      name: "appellation",
      label: "appellation",
      control: "select",
      required: true,
      options: { values: APPELLATIONS, labels: (t) => t.appellations },
      autoComplete: "honorific-prefix",
    },
    {
      name: "organization",
      label: "organization",
      control: "text",
      required: false,
      placeholder: "organization",
      autoComplete: "organization",
    },
    {
      name: "address",
      label: "address",
      control: "text",
      required: false,
      placeholder: "address",
      // One line: "street-address" is for a multi-line control only (HTML autofill; Nu HTML Checker).
      autoComplete: "address-line1",
    },
    {
      name: "phone",
      label: "phone",
      control: "tel",
      required: true,
      placeholder: "phone",
      autoComplete: "tel",
      inputMode: "tel",
    },
    { name: "email", label: "email", control: "email", required: true, placeholder: "email", autoComplete: "email" },
    {
      name: "city",
      label: "city",
      control: "text",
      required: true,
      placeholder: "city",
      autoComplete: "address-level2",
    },
    {
      name: "country",
      label: "country",
      control: "text",
      required: false,
      placeholder: "country",
      autoComplete: "country-name",
    },
    { name: "title", label: "title", control: "text", required: true, placeholder: "title", wide: true },
    { name: "content", label: "content", control: "textarea", required: true, placeholder: "content", wide: true },
  ],
  application: [
    { name: "name", label: "name", control: "text", required: true, placeholder: "name", autoComplete: "name" },
    {
      name: "contactPhone",
      label: "contactPhone",
      control: "tel",
      required: true,
      placeholder: "contactPhone",
      autoComplete: "tel",
      inputMode: "tel",
    },
    {
      name: "contactEmail",
      label: "contactEmail",
      control: "email",
      required: true,
      placeholder: "contactEmail",
      autoComplete: "email",
    },
    { name: "position", label: "position", control: "position", required: true },
    {
      name: "selfDescription",
      label: "selfDescription",
      control: "words",
      required: false,
      placeholder: "selfDescription",
      wide: true,
    },
    { name: "resume", label: "resume", control: "file", required: true, wide: true },
  ],
  inquiry: [
    {
      name: "company",
      label: "company",
      control: "text",
      required: true,
      placeholder: "company",
      autoComplete: "organization",
    },
    {
      name: "contactName",
      label: "contactName",
      control: "text",
      required: true,
      placeholder: "contactName",
      autoComplete: "name",
    },
    { name: "email", label: "email", control: "email", required: true, placeholder: "email", autoComplete: "email" },
    {
      name: "phone",
      label: "inquiryPhone",
      control: "tel",
      required: true,
      placeholder: "phone",
      autoComplete: "tel",
      inputMode: "tel",
    },
    {
      name: "country",
      label: "inquiryCountry",
      control: "text",
      required: true,
      placeholder: "country",
      autoComplete: "country-name",
    },
    {
      name: "waferDiameter",
      label: "waferDiameter",
      control: "select",
      required: true,
      options: { values: WAFER_DIAMETERS },
    },
    {
      name: "waferType",
      label: "waferType",
      control: "select",
      required: true,
      options: { values: WAFER_TYPES, labels: (t) => t.waferTypes },
    },
    {
      name: "quantity",
      label: "quantity",
      control: "text",
      required: true,
      placeholder: "quantity",
      inputMode: "numeric",
    },
    { name: "notes", label: "notes", control: "textarea", required: false, placeholder: "notes", wide: true },
  ],
};
