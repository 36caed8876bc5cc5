"use client";

import { type RefObject, useEffect, useRef, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { Locale } from "@/i18n/config";
import { formUiMessages } from "../messages/ui";
import type { FormKind } from "../schemas";
import { submissionBody, submit } from "../submission";
import type { AltchaHandle } from "./AltchaField";

/** The line the form shows after a submit: why it failed, or the thanks. */
export type FormStatus = { tone: "error" | "success"; text: string } | null;

interface Options {
  kind: FormKind;
  locale: Locale;
  form: UseFormReturn<FieldValues>;
  /** The fields in the order they are shown: the first one the server refused gets the focus. */
  order: readonly string[];
  /** The values a fresh form starts with ("submit another"). */
  emptyValues: () => FieldValues;
  altcha: RefObject<AltchaHandle | null>;
  honeypot: RefObject<HTMLInputElement | null>;
}

/**
 * The state of one form between the visitor and the server: editing, then either sent (the thanks
 * replaces the form) or refused (the server's field errors at their fields, or one status line).
 * The status line takes the focus, so a screen reader announces it and a keyboard user is there.
 */
export function useSubmission({ kind, locale, form, order, emptyValues, altcha, honeypot }: Options) {
  const t = formUiMessages(locale);
  const statusRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<FormStatus>(null);
  const [sent, setSent] = useState(false);

  // Focused once the line is on the page: after React's commit, not on the next frame, which could
  // come first (the thanks then stayed above the view of a phone, with the focus nowhere; issue 29).
  const focusStatus = useRef(false);
  useEffect(() => {
    if (!status || !focusStatus.current) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [status]);

  const announce = (next: FormStatus) => {
    focusStatus.current = true;
    setStatus(next);
  };

  const onSubmit = async (values: FieldValues) => {
    setStatus(null);
    const outcome = await submit(kind, submissionBody(values, locale, honeypot.current?.value ?? ""));
    if (outcome.kind === "sent") {
      setSent(true);
      // Mail is promised only when the server said it sends it (no SMTP server, no mail).
      announce({ tone: "success", text: (outcome.acknowledgement ? t.success : t.successNoMail)[kind] });
      return;
    }
    if (outcome.kind === "invalid") {
      const invalid = order.filter((name) => outcome.fieldErrors[name]);
      for (const name of invalid) form.setError(name as Path<FieldValues>, { message: outcome.fieldErrors[name] });
      // A spent or rejected verification cannot be reused: start a fresh one.
      if (outcome.fieldErrors.altcha) altcha.current?.reset();
      // The focus goes to the first refused field, not to the status line.
      setStatus({ tone: "error", text: t.status.invalid });
      if (invalid[0]) form.setFocus(invalid[0]);
      return;
    }
    // A request the server answered spent its verification; one that never arrived did not.
    if (outcome.reason !== "network") altcha.current?.reset();
    if (outcome.reason === "tooLarge") form.setError("resume", { message: "resume.size" });
    announce({ tone: "error", text: t.status[outcome.reason] });
  };

  const startOver = () => {
    form.reset(emptyValues());
    altcha.current?.reset();
    setSent(false);
    setStatus(null);
  };

  return { status, statusRef, sent, onSubmit, startOver };
}
