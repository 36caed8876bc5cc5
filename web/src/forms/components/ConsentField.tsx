"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import { IntentLink } from "@/components/IntentLink";
import { type Locale, localePath } from "@/i18n/config";
import type { FormUiMessages } from "../messages/ui";
import { describedBy, FieldError, RequiredMark } from "./Field";
import styles from "./SubmissionForm.module.css";

/**
 * The privacy-policy checkbox every form ends with; the policy opens in a new tab. It registers
 * itself while it renders, after the fields above it: react-hook-form focuses the first invalid
 * field in registration order.
 */
export function ConsentField({
  id,
  locale,
  t,
  error,
  form,
}: {
  id: string;
  locale: Locale;
  t: FormUiMessages;
  error: string | null;
  form: UseFormReturn<FieldValues>;
}) {
  return (
    <div className={styles.field}>
      <div className={styles.consent}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          {...form.register("consent")}
        />
        <label htmlFor={id}>
          {t.consentText}
          <IntentLink href={localePath(locale, "/policy")} target="_blank" className={styles.link}>
            {t.consentLink}
          </IntentLink>
          {t.consentTail}
          <RequiredMark />
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
