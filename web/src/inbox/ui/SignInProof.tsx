"use client";

import { useState } from "react";
import { AltchaField } from "@/forms/components/AltchaField";
import type { Locale } from "@/i18n/config";

/**
 * The proof-of-work step of the inbox sign-in, shown once the throttle asks for it (issue 40): the
 * site's own ALTCHA widget (the forms' AltchaField), solved in the background as soon as the person
 * starts on the form; its payload goes with the form as `proof`, which the server verifies and
 * spends (inbox/sign-in.ts).
 */
export function SignInProof({ lang, label, hint }: { lang: Locale; label: string; hint: string }) {
  const [payload, setPayload] = useState("");
  return (
    <fieldset>
      <legend>{label}</legend>
      <p id="sign-in-proof-hint">{hint}</p>
      <AltchaField locale={lang} onChange={setPayload} focusRef={() => {}} describedBy="sign-in-proof-hint" />
      <input type="hidden" name="proof" value={payload} />
    </fieldset>
  );
}
