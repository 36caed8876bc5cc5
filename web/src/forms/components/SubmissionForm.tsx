"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useId, useRef, useState } from "react";
import { Controller, type FieldValues, type Path, useForm } from "react-hook-form";
import { useHydrated } from "@/components/useHydrated";
import { type Locale, localePath } from "@/i18n/config";
import { type FieldSpec, FORM_FIELDS } from "../fields";
import { errorText, formMessages } from "../messages";
import { type FormKind, formSchemas, HONEYPOT_FIELD } from "../schemas";
import { countWords, MAX_SELF_DESCRIPTION_WORDS } from "../words";
import { AltchaField, type AltchaHandle } from "./AltchaField";
import styles from "./SubmissionForm.module.css";

export interface SubmissionFormProps {
  kind: FormKind;
  locale: Locale;
  /** The job applied for (application form only): its slug is sent, its title shown. */
  position?: { slug: string; title: string };
}

type Status = { tone: "error" | "success"; text: string } | null;

const emptyValues = (kind: FormKind, position?: string): FieldValues => {
  const values: FieldValues = { altcha: "", consent: false };
  for (const field of FORM_FIELDS[kind]) values[field.name] = field.control === "file" ? undefined : "";
  if (position) values.position = position;
  return values;
};

/** One of the three public forms: message, job application, product inquiry. */
export function SubmissionForm({ kind, locale, position }: SubmissionFormProps) {
  const t = formMessages(locale);
  const fields = FORM_FIELDS[kind];
  const formId = useId();
  const altcha = useRef<AltchaHandle>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>(null);
  const [done, setDone] = useState(false);
  const hydrated = useHydrated();

  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    // The very schema the server parses with; its messages are codes shown through `errorText`.
    resolver: zodResolver<FieldValues, unknown, FieldValues>(formSchemas[kind]),
    defaultValues: emptyValues(kind, position?.slug),
    shouldFocusError: true,
  });

  const order = [...fields.map((f) => f.name), "altcha", "consent"];
  const idOf = (name: string) => `${formId}-${name}`;
  const errorOf = (name: string) => {
    const code = errors[name]?.message;
    return typeof code === "string" && code ? errorText(locale, code) : null;
  };
  const described = (name: string, hint?: boolean) =>
    [hint ? `${idOf(name)}-hint` : null, errorOf(name) ? `${idOf(name)}-error` : null].filter(Boolean).join(" ") ||
    undefined;

  const showStatus = (next: Status) => {
    setStatus(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const onSubmit = async (values: FieldValues) => {
    setStatus(null);
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (value instanceof File) body.append(key, value, value.name);
      else if (value !== undefined && value !== null) body.append(key, String(value));
    }
    body.set("locale", locale);
    body.set(HONEYPOT_FIELD, honeypot.current?.value ?? "");
    let response: Response;
    try {
      response = await fetch(`/api/forms/${kind}`, { method: "POST", body });
    } catch {
      showStatus({ tone: "error", text: t.status.network });
      return;
    }
    const answer = (await response.json().catch(() => ({}))) as {
      fieldErrors?: Record<string, { code: string }>;
    };
    if (response.status === 201) {
      setDone(true);
      showStatus({ tone: "success", text: t.success[kind] });
      return;
    }
    if (response.status === 400 && answer.fieldErrors) {
      const invalid = order.filter((name) => answer.fieldErrors?.[name]);
      for (const name of invalid) setError(name as Path<FieldValues>, { message: answer.fieldErrors[name]?.code });
      // A spent or rejected verification cannot be reused: start a fresh one.
      if (answer.fieldErrors.altcha) altcha.current?.reset();
      setStatus({ tone: "error", text: t.status.invalid });
      if (invalid[0]) setFocus(invalid[0]);
      return;
    }
    altcha.current?.reset();
    if (response.status === 413) {
      setError("resume", { message: "resume.size" });
      showStatus({ tone: "error", text: t.status.tooLarge });
    } else if (response.status === 429) showStatus({ tone: "error", text: t.status.tooMany });
    else if (response.status === 400) showStatus({ tone: "error", text: t.status.rejected });
    else showStatus({ tone: "error", text: t.status.unavailable });
  };

  const startOver = () => {
    reset(emptyValues(kind, position?.slug));
    altcha.current?.reset();
    setDone(false);
    setStatus(null);
  };

  if (done) {
    return (
      <div className={styles.success}>
        {/* The thank-you state is not a page to index (React hoists this into the head). */}
        <meta name="robots" content="noindex" />
        <div ref={statusRef} tabIndex={-1} role="status" className={styles.successText}>
          {status?.text}
        </div>
        <button type="button" className={styles.secondary} onClick={startOver}>
          {t.success.another}
        </button>
      </div>
    );
  }

  const selfDescription = String(watch("selfDescription") ?? "");
  const words = countWords(selfDescription);

  const renderControl = (field: FieldSpec) => {
    const id = idOf(field.name);
    const common = {
      id,
      "aria-invalid": errorOf(field.name) ? true : undefined,
      "aria-required": field.required || undefined,
      "aria-describedby": described(field.name, field.control === "words" || field.control === "file"),
      className: styles.input,
    };
    const placeholder = field.placeholder ? t.placeholders[field.placeholder] : undefined;
    switch (field.control) {
      case "textarea":
      case "words":
        return (
          <textarea
            {...common}
            {...register(field.name)}
            rows={field.control === "words" ? 5 : 6}
            placeholder={placeholder}
          />
        );
      case "select":
        return (
          <select {...common} {...register(field.name)} autoComplete={field.autoComplete}>
            <option value="">{t.select}</option>
            {field.options?.values.map((value) => (
              <option key={value} value={value}>
                {field.options?.labels(t)[value] ?? value}
              </option>
            ))}
          </select>
        );
      case "position":
        return (
          <>
            <input {...common} value={position?.title ?? ""} readOnly aria-readonly="true" />
            <input type="hidden" {...register(field.name)} />
          </>
        );
      case "file":
        return (
          <Controller
            control={control}
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
            {...register(field.name)}
            type={field.control}
            placeholder={placeholder}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
          />
        );
    }
  };

  return (
    <form
      className={styles.form}
      method="post"
      onSubmit={handleSubmit(onSubmit)}
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
        {fields.map((field) => {
          const error = errorOf(field.name);
          return (
            <div key={field.name} className={`${styles.field} ${field.wide ? styles.wide : ""}`}>
              <label htmlFor={idOf(field.name)} className={styles.label}>
                {t.fields[field.label]}
                {field.required ? (
                  <span className={styles.star} aria-hidden="true">
                    *
                  </span>
                ) : (
                  <span className={styles.optional}>{locale === "zh" ? `（${t.optional}）` : ` (${t.optional})`}</span>
                )}
              </label>
              {renderControl(field)}
              {field.control === "words" && (
                <p
                  id={`${idOf(field.name)}-hint`}
                  className={`${styles.hint} ${words > MAX_SELF_DESCRIPTION_WORDS ? styles.over : ""}`}
                  aria-live="polite"
                >
                  {t.wordCount(words)}
                </p>
              )}
              {field.control === "file" && (
                <p id={`${idOf(field.name)}-hint`} className={styles.hint}>
                  {t.resumeHint}
                </p>
              )}
              {error && (
                <p id={`${idOf(field.name)}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>

      {/* Invisible to people (and to assistive technology); bots that fill every input reveal themselves. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={idOf(HONEYPOT_FIELD)}>Website</label>
        <input
          ref={honeypot}
          id={idOf(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      <div className={styles.field}>
        <span className={styles.label} id={`${idOf("altcha")}-label`}>
          {t.fields.altcha}
          <span className={styles.star} aria-hidden="true">
            *
          </span>
        </span>
        <p className={styles.hint} id={`${idOf("altcha")}-hint`}>
          {t.altchaHint}
        </p>
        <Controller
          control={control}
          name="altcha"
          render={({ field }) => (
            <AltchaField
              ref={altcha}
              locale={locale}
              focusRef={field.ref}
              onChange={field.onChange}
              describedBy={described("altcha", true)}
            />
          )}
        />
        {errorOf("altcha") && (
          <p id={`${idOf("altcha")}-error`} className={styles.error}>
            {errorOf("altcha")}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <div className={styles.consent}>
          <input
            id={idOf("consent")}
            type="checkbox"
            className={styles.checkbox}
            aria-invalid={errorOf("consent") ? true : undefined}
            aria-describedby={described("consent")}
            {...register("consent")}
          />
          <label htmlFor={idOf("consent")}>
            {t.consentText}
            <Link href={localePath(locale, "/policy")} target="_blank" className={styles.link}>
              {t.consentLink}
            </Link>
            {t.consentTail}
            <span className={styles.star} aria-hidden="true">
              *
            </span>
          </label>
        </div>
        {errorOf("consent") && (
          <p id={`${idOf("consent")}-error`} className={styles.error}>
            {errorOf("consent")}
          </p>
        )}
      </div>

      {status && (
        <div
          ref={statusRef}
          tabIndex={-1}
          role={status.tone === "error" ? "alert" : "status"}
          className={status.tone === "error" ? styles.statusError : styles.successText}
        >
          {status.text}
        </div>
      )}

      <button type="submit" className={styles.submit} disabled={isSubmitting || !hydrated}>
        {isSubmitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
