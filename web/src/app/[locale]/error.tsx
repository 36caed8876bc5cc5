"use client";

import { useEffect } from "react";
import { describeError, ErrorView } from "@/components/shell/ErrorView";
import { useShell } from "@/components/shell/ShellProvider";

/** Any other error of a page: its status code and message, by default 500 and "Error", so the visitor learns what happened (docs/product.md, Errors and resilience). */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const { strings } = useShell();
  useEffect(() => {
    // A chunk of a newer deployment: one full reload (guarded) rather than an error page.
    if (window.__recoverFromChunkError?.(error)) return;
    console.error(error);
  }, [error]);
  const { status, message } = describeError(error, strings.errors.defaultMessage);
  return <ErrorView status={status} message={message} linkLabel={strings.errors.backHome} onRetry={retry} />;
}
