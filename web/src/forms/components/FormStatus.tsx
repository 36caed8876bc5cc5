import type { Ref } from "react";
import styles from "./SubmissionForm.module.css";
import type { FormStatus as Status } from "./useSubmission";

/**
 * The form's summary line after a submit: an alert when it was refused ("check the highlighted
 * fields", "too many submissions"…), a status when it went through. It can take the focus so the
 * visitor hears it; see useSubmission.
 */
export function FormStatus({ status, ref }: { status: Status; ref: Ref<HTMLDivElement> }) {
  if (!status) return null;
  const error = status.tone === "error";
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={error ? "alert" : "status"}
      className={error ? styles.statusError : styles.successText}
    >
      {status.text}
    </div>
  );
}

/** Disabled until the page is interactive (see useHydrated) and while a submission is on its way. */
export function SubmitButton({
  busy,
  ready,
  label,
  busyLabel,
}: {
  busy: boolean;
  ready: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className={styles.submit} disabled={busy || !ready}>
      {busy ? busyLabel : label}
    </button>
  );
}
