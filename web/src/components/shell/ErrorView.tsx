"use client";

import styles from "./ErrorView.module.css";
import { LocaleLink } from "./LocaleLink";
import { useShell } from "./ShellProvider";

/** The body of the 404 and error pages, inside the site frame (header and footer stay usable). */
export function ErrorView({
  status,
  message,
  linkLabel,
  onRetry,
}: {
  status: number;
  message: string;
  linkLabel: string;
  onRetry?: () => void;
}) {
  const { strings } = useShell();
  return (
    <main className={styles.main}>
      <p className={styles.status}>
        <span className="visually-hidden">{strings.errors.statusLabel} </span>
        {status}
      </p>
      <h1 className={styles.message}>{message}</h1>
      <div className={styles.actions}>
        <LocaleLink href="/" className={styles.home}>
          {linkLabel}
        </LocaleLink>
        {onRetry && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {strings.errors.retry}
          </button>
        )}
      </div>
    </main>
  );
}

/** Status and message of a thrown value: its own when it carries them, else 500 and "Error" (docs/product.md, Errors and resilience). */
export function describeError(error: unknown, defaultMessage: string): { status: number; message: string } {
  const candidate = error as { status?: unknown; statusCode?: unknown; message?: unknown; digest?: unknown } | null;
  const raw = candidate?.status ?? candidate?.statusCode;
  const status = typeof raw === "number" && raw >= 400 && raw <= 599 ? raw : 500;
  // Server errors reach the browser with a generic English text and a digest: not for visitors.
  const message =
    typeof candidate?.message === "string" && candidate.message && candidate.digest === undefined
      ? candidate.message
      : defaultMessage;
  return { status, message };
}
