"use client";

import type {} from "altcha/types/react";
// The widget's styles as a stylesheet of our own (the default build injects a <style> element).
import "altcha/altcha.css";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { Locale } from "@/i18n/config";
import { formUiMessages } from "../messages/ui";
import styles from "./SubmissionForm.module.css";

export interface AltchaHandle {
  reset(): void;
}

/** The custom element's methods we call (altcha's WidgetMethods); absent until it is defined. */
interface AltchaWidget extends HTMLElement {
  reset?: () => void;
  getState?: () => string;
  verify?: () => Promise<unknown>;
}

/** ALTCHA's proof-of-work worker, served from public/ (see the comment on AltchaField). */
const ALTCHA_WORKER_URL = "/altcha/sha-worker.js";

/** The language key the widget looks up; our own strings replace its bundled ones. */
const WIDGET_LANGUAGE: Record<Locale, string> = { zh: "zh-cn", en: "en" };

/**
 * The verification-code step: ALTCHA's widget, loaded from our own bundle (no CDN), solving a proof
 * of work our server signed. Reports the payload, or "" when unsolved. The "external" build neither
 * injects styles nor starts blob: workers, so the Content-Security-Policy needs neither: its
 * worker is our own file, /altcha/sha-worker.js (a copy of altcha/dist/workers/sha.js, kept equal
 * by a unit test).
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
  const area = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [started, setStarted] = useState(false);
  const [ready, setReady] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;
  const solving = useRef(started);
  solving.current = started;

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset?.();
      changed.current("");
      // A spent or refused check starts again by itself, as the first one did.
      if (solving.current) void widget.current?.verify?.();
    },
  }));

  // The widget's code (about 30 KB) loads as late as it can: when the visitor starts on the form
  // or scrolls the verification step into view, not with the page.
  useEffect(() => {
    const element = area.current;
    if (wanted || !element) return;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), {
      rootMargin: "200px",
    });
    seen.observe(element);
    return () => seen.disconnect();
  }, [wanted]);

  // The proof of work starts as soon as the visitor starts on the form (a focus, a tap or typing
  // anywhere in it), in a worker, so it is done long before they reach the button (issue 29); the
  // checkbox stays for whoever gets there first, and for assistive technology.
  useEffect(() => {
    const form = area.current?.closest("form");
    if (started || !form) return;
    const start = () => {
      setWanted(true);
      setStarted(true);
    };
    const events = ["focusin", "pointerdown", "input"] as const;
    for (const type of events) form.addEventListener(type, start);
    return () => {
      for (const type of events) form.removeEventListener(type, start);
    };
  }, [started]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    import("altcha/external").then(() => {
      if (cancelled) return;
      for (const algorithm of ["SHA-256", "SHA-384", "SHA-512"]) {
        globalThis.$altcha?.algorithms.set(algorithm, () => new Worker(ALTCHA_WORKER_URL));
      }
      globalThis.$altcha?.i18n.set(WIDGET_LANGUAGE[locale], formUiMessages(locale).altchaWidget);
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [locale, wanted]);

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

  // After the listener above, so the verified state it reaches is reported. The element is ALTCHA's
  // Svelte custom element: it builds its component a microtask after React attaches it, and until
  // then its methods are undefined. An effect that ran before that (React flushes effects of a
  // keystroke's render at once) found no getState and never started the check: the visitor saw
  // "点击进行验证" after filling the form (CI, the zh desktop journey). So: try on each frame until
  // the element can answer, for at most about ten seconds.
  useEffect(() => {
    const element = widget.current;
    if (!ready || !started || !element) return;
    let frame = 0;
    let tries = 0;
    const start = () => {
      if (typeof element.getState !== "function") {
        if (++tries < 600) frame = requestAnimationFrame(start);
        return;
      }
      if (element.getState() === "unverified") void element.verify?.();
    };
    start();
    return () => cancelAnimationFrame(frame);
  }, [ready, started]);

  useEffect(() => {
    focusRef({
      focus: () => {
        setWanted(true);
        const root = widget.current?.shadowRoot ?? widget.current;
        root?.querySelector<HTMLInputElement>("input[type=checkbox]")?.focus();
      },
    });
  }, [focusRef]);

  return (
    <div ref={area} className={styles.altcha} aria-describedby={describedBy}>
      {ready ? (
        <altcha-widget
          ref={widget}
          challenge="/api/altcha/challenge"
          language={WIDGET_LANGUAGE[locale]}
          name="altcha"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 300 })}
        />
      ) : (
        // Nothing in the server's HTML but the explanation below: without JavaScript no check loads.
        <p className={styles.hint}>{wanted ? formUiMessages(locale).altchaWidget.loading : null}</p>
      )}
      <noscript>
        <p className={styles.noScript}>{formUiMessages(locale).altchaNoScript}</p>
      </noscript>
    </div>
  );
}
