import type { ReactNode } from "react";
import styles from "./SubmissionForm.module.css";

// The pieces every field of a form is made of: its label (with the required star or the optional
// mark), a hint, the error, and the ids that tie them to the control for assistive technology.

/** The ids of a field's parts, derived from the control's id. */
export const fieldIds = (id: string) => ({
  control: id,
  hint: `${id}-hint`,
  error: `${id}-error`,
  label: `${id}-label`,
});

/** The `aria-describedby` of a control: its hint and its error, when it shows them. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string | null }) {
  const ids = fieldIds(id);
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined;
}

/** The star after a required field's label; the words "required" are in the form's hint line. */
export function RequiredMark() {
  return (
    <span className={styles.star} aria-hidden="true">
      *
    </span>
  );
}

export function FieldHint({
  id,
  over,
  live,
  children,
}: {
  id: string;
  over?: boolean;
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      id={fieldIds(id).hint}
      className={over ? `${styles.hint} ${styles.over}` : styles.hint}
      aria-live={live ? "polite" : undefined}
    >
      {children}
    </p>
  );
}

export function FieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={fieldIds(id).error} className={styles.error}>
      {error}
    </p>
  );
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  required: boolean;
  /** The optional mark in the visitor's language, e.g. "（选填）". */
  optionalMark: string;
  /**
   * A control that is not one labellable element (the verification widget) gets a named span
   * instead of a <label for>; it points at the span with aria-labelledby itself.
   */
  labelledElsewhere?: boolean;
  hint?: ReactNode;
  hintOver?: boolean;
  hintLive?: boolean;
  error: string | null;
  wide?: boolean;
  /** Where the hint goes: after the control (default) or between the label and the control. */
  hintFirst?: boolean;
  children: ReactNode;
}

/** A field: label, control, hint and error, laid out and wired the same way in every form. */
export function FieldShell(props: FieldShellProps) {
  const { id, label, required, optionalMark, labelledElsewhere, hint, error, wide, hintFirst, children } = props;
  const mark = required ? <RequiredMark /> : <span className={styles.optional}>{optionalMark}</span>;
  const hintLine =
    hint === undefined ? null : (
      <FieldHint id={id} over={props.hintOver} live={props.hintLive}>
        {hint}
      </FieldHint>
    );
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      {labelledElsewhere ? (
        <span className={styles.label} id={fieldIds(id).label}>
          {label}
          {mark}
        </span>
      ) : (
        <label htmlFor={id} className={styles.label}>
          {label}
          {mark}
        </label>
      )}
      {hintFirst && hintLine}
      {children}
      {!hintFirst && hintLine}
      <FieldError id={id} error={error} />
    </div>
  );
}
