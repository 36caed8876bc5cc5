import type { Ref } from "react";
import { HONEYPOT_FIELD } from "../schemas";
import styles from "./SubmissionForm.module.css";

/**
 * A field invisible to people (and to assistive technology): bots that fill every input reveal
 * themselves, and the server refuses the whole request. Read through its ref, not the form state,
 * so nothing a script sets on the form can clear it.
 */
export function Honeypot({ formId, ref }: { formId: string; ref: Ref<HTMLInputElement> }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
