"use client";

import type {} from "altcha/types/react";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { Locale } from "@/i18n/config";
import { formMessages } from "../messages";
import styles from "./SubmissionForm.module.css";

export interface AltchaHandle {
  reset(): void;
}

interface AltchaWidget extends HTMLElement {
  reset?: () => void;
}

/** The language key the widget looks up; our own strings replace its bundled ones. */
const WIDGET_LANGUAGE: Record<Locale, string> = { zh: "zh-cn", en: "en" };

/**
 * The verification-code step: ALTCHA's widget, loaded from our own bundle (no CDN; its workers are
 * inline blobs), solving a proof of work our server signed. Reports the payload, or "" when unsolved.
 */
export function AltchaField({
  ref,
  locale,
  onChange,
  focusRef,
  describedBy,
}: {
  ref?: Ref<AltchaHandle>;
  locale: Locale;
  onChange(payload: string): void;
  focusRef(instance: { focus(): void } | null): void;
  describedBy?: string;
}) {
  const widget = useRef<AltchaWidget>(null);
  const [ready, setReady] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset?.();
      changed.current("");
    },
  }));

  useEffect(() => {
    let cancelled = false;
    import("altcha").then(() => {
      if (cancelled) return;
      globalThis.$altcha?.i18n.set(WIDGET_LANGUAGE[locale], formMessages(locale).altchaWidget);
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      changed.current(detail.state === "verified" && detail.payload ? detail.payload : "");
    };
    element.addEventListener("statechange", onState);
    return () => element.removeEventListener("statechange", onState);
  }, [ready]);

  useEffect(() => {
    focusRef({
      focus: () => {
        const root = widget.current?.shadowRoot ?? widget.current;
        root?.querySelector<HTMLInputElement>("input[type=checkbox]")?.focus();
      },
    });
  }, [focusRef]);

  return (
    <div className={styles.altcha} aria-describedby={describedBy}>
      {ready ? (
        <altcha-widget
          ref={widget}
          challenge="/api/altcha/challenge"
          language={WIDGET_LANGUAGE[locale]}
          name="altcha"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 300 })}
        />
      ) : (
        <p className={styles.hint}>{formMessages(locale).altchaWidget.loading}</p>
      )}
    </div>
  );
}
