"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef } from "react";
import { type FieldValues, useForm } from "react-hook-form";
import { useHydrated } from "@/components/useHydrated";
import type { Locale } from "@/i18n/config";
import { FORM_FIELDS } from "../fields";
import { errorText } from "../messages/errors";
import { formUiMessages } from "../messages/ui";
import { inquiryPrefill } from "../prefill";
import { type FormKind, formSchemas } from "../schemas";
import { countWords, MAX_SELF_DESCRIPTION_WORDS } from "../words";
import type { AltchaHandle } from "./AltchaField";
import { ConsentField } from "./ConsentField";
import { FieldShell } from "./Field";
import { FieldControl } from "./FieldControl";
import { FormStatus, SubmitButton } from "./FormStatus";
import { Honeypot } from "./Honeypot";
import styles from "./SubmissionForm.module.css";
import { useSubmission } from "./useSubmission";
import { VerificationField } from "./VerificationField";

export interface SubmissionFormProps {
  kind: FormKind;
  locale: Locale;
  /** The job applied for (application form only): its slug is sent, its title shown. */
  position?: { slug: string; title: string };
}

/** One of the three public forms: message, job application, product inquiry. */
export function SubmissionForm({ kind, locale, position }: SubmissionFormProps) {
  const t = formUiMessages(locale);
  const fields = FORM_FIELDS[kind];
  const formId = useId();
  const idOf = (name: string) => `${formId}-${name}`;
  const altcha = useRef<AltchaHandle>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  const emptyValues = () => {
    const values: FieldValues = { altcha: "", consent: false };
    for (const field of fields) values[field.name] = field.control === "file" ? undefined : "";
    if (position) values.position = position.slug;
    return values;
  };
  const form = useForm<FieldValues>({
    // The very schema the server parses with; its messages are codes shown through `errorText`.
    resolver: zodResolver<FieldValues, unknown, FieldValues>(formSchemas[kind]),
    defaultValues: emptyValues(),
    shouldFocusError: true,
  });
  // A quote request opened from a product's page starts with that product chosen (forms/prefill.ts).
  useEffect(() => {
    if (kind !== "inquiry") return;
    for (const [name, value] of inquiryPrefill(window.location.search)) form.setValue(name, value);
  }, [kind, form]);
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: string) => {
    const code = errors[name]?.message;
    return typeof code === "string" && code ? errorText(locale, code) : null;
  };

  const submission = useSubmission({
    kind,
    locale,
    form,
    order: [...fields.map((f) => f.name), "altcha", "consent"],
    emptyValues,
    altcha,
    honeypot,
  });

  if (submission.sent) {
    return (
      <div className={styles.success}>
        {/* The thank-you state is not a page to index (React hoists this into the head). */}
        <meta name="robots" content="noindex" />
        <FormStatus status={submission.status} ref={submission.statusRef} />
        <button type="button" className={styles.secondary} onClick={submission.startOver}>
          {t.success.another}
        </button>
      </div>
    );
  }

  const words = countWords(String(form.watch("selfDescription") ?? ""));
  const hintOf = (control: string) =>
    control === "words" ? t.wordCount(words) : control === "file" ? t.resumeHint : undefined;

  return (
    <form
      className={styles.form}
      method="post"
      onSubmit={form.handleSubmit(submission.onSubmit)}
      noValidate
      aria-describedby={`${formId}-hint`}
    >
      <p id={`${formId}-hint`} className={styles.requiredHint}>
        <span aria-hidden="true" className={styles.star}>
          *
        </span>{" "}
        {t.requiredHint}
      </p>
      <div className={styles.grid}>
        {fields.map((field) => (
          <FieldShell
            key={field.name}
            id={idOf(field.name)}
            label={t.fields[field.label]}
            required={field.required}
            optionalMark={t.optionalMark}
            hint={hintOf(field.control)}
            hintOver={field.control === "words" && words > MAX_SELF_DESCRIPTION_WORDS}
            hintLive={field.control === "words"}
            error={errorOf(field.name)}
            wide={field.wide}
          >
            <FieldControl
              field={field}
              id={idOf(field.name)}
              error={errorOf(field.name)}
              form={form}
              t={t}
              positionTitle={position?.title}
            />
          </FieldShell>
        ))}
      </div>
      <Honeypot formId={formId} ref={honeypot} />
      <VerificationField
        id={idOf("altcha")}
        locale={locale}
        t={t}
        error={errorOf("altcha")}
        form={form}
        altcha={altcha}
      />
      <ConsentField id={idOf("consent")} locale={locale} t={t} error={errorOf("consent")} form={form} />
      <FormStatus status={submission.status} ref={submission.statusRef} />
      <SubmitButton busy={isSubmitting} ready={hydrated} label={t.submit} busyLabel={t.submitting} />
    </form>
  );
}
