"use client";

import type { Ref } from "react";
import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { Locale } from "@/i18n/config";
import type { FormUiMessages } from "../messages/ui";
import { AltchaField, type AltchaHandle } from "./AltchaField";
import { describedBy, FieldShell } from "./Field";

/** The verification-code step: label and hint around the ALTCHA widget, whose payload is the field's value. */
export function VerificationField({
  id,
  locale,
  t,
  error,
  form,
  altcha,
}: {
  id: string;
  locale: Locale;
  t: FormUiMessages;
  error: string | null;
  form: UseFormReturn<FieldValues>;
  altcha: Ref<AltchaHandle>;
}) {
  return (
    <FieldShell
      id={id}
      label={t.fields.altcha}
      required
      optionalMark={t.optionalMark}
      labelledElsewhere
      hint={t.altchaHint}
      hintFirst
      error={error}
    >
      <Controller
        control={form.control}
        name="altcha"
        render={({ field }) => (
          <AltchaField
            ref={altcha}
            locale={locale}
            focusRef={field.ref}
            onChange={field.onChange}
            describedBy={describedBy(id, { hint: true, error })}
          />
        )}
      />
    </FieldShell>
  );
}
