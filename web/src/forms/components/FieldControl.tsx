"use client";

import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { FieldSpec } from "../fields";
import type { FormUiMessages } from "../messages/ui";
import { describedBy } from "./Field";
import styles from "./SubmissionForm.module.css";

interface FieldControlProps {
  field: FieldSpec;
  id: string;
  error: string | null;
  form: UseFormReturn<FieldValues>;
  t: FormUiMessages;
  /** The job applied for, shown read-only in the application form's position field. */
  positionTitle?: string;
}

/** The input of one field, chosen by its `control`, wired to react-hook-form and to its label. */
export function FieldControl({ field, id, error, form, t, positionTitle }: FieldControlProps) {
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-required": field.required || undefined,
    "aria-describedby": describedBy(id, { hint: field.control === "words" || field.control === "file", error }),
    className: styles.input,
  };
  const placeholder = field.placeholder ? t.placeholders[field.placeholder] : undefined;
  switch (field.control) {
    case "textarea":
    case "words":
      return (
        <textarea
          {...common}
          {...form.register(field.name)}
          rows={field.control === "words" ? 5 : 6}
          placeholder={placeholder}
        />
      );
    case "select":
      return (
        <select {...common} {...form.register(field.name)} autoComplete={field.autoComplete}>
          <option value="">{t.select}</option>
          {field.options?.values.map((value) => (
            <option key={value} value={value}>
              {field.options?.labels?.(t)[value] ?? value}
            </option>
          ))}
        </select>
      );
    case "position":
      return (
        <>
          <input {...common} value={positionTitle ?? ""} readOnly aria-readonly="true" />
          <input type="hidden" {...form.register(field.name)} />
        </>
      );
    case "file":
      return (
        <Controller
          control={form.control}
          name={field.name}
          render={({ field: f }) => (
            <div className={styles.file}>
              <input
                {...common}
                ref={f.ref}
                name={f.name}
                onBlur={f.onBlur}
                className={styles.fileInput}
                type="file"
                accept=".pdf,.doc,.docx"
                onChange={(event) => f.onChange(event.target.files?.[0] ?? undefined)}
              />
              {f.value instanceof File && (
                <span className={styles.fileName} aria-hidden="true">
                  {f.value.name} · {(f.value.size / 1024 / 1024).toFixed(2)} MB
                </span>
              )}
            </div>
          )}
        />
      );
    default:
      return (
        <input
          {...common}
          {...form.register(field.name)}
          type={field.control}
          placeholder={placeholder}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
        />
      );
  }
}
