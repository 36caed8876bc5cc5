import type { Locale } from "@/i18n/config";
import type { SubmissionMessages } from "./messages/submission";
import { type FormKind, HONEYPOT_FIELD } from "./schemas";

// Sending a form to /api/forms/<kind> and reading the answer: no React here, so the mapping from
// status codes to what the visitor is told can be read (and tested) on its own.

/** What came of one submission. */
export type Outcome =
  /** Stored; `acknowledgement`: the server sends the visitor a confirmation mail. */
  | { kind: "sent"; acknowledgement: boolean }
  /** The server named fields it refused, each with an error code. */
  | { kind: "invalid"; fieldErrors: Record<string, string> }
  /** Nothing was stored; `reason` names the status message to show. */
  | { kind: "failed"; reason: keyof SubmissionMessages["status"] };

/** The request body: every value the visitor gave (a file as a file), the language, the honeypot. */
export function submissionBody(values: Record<string, unknown>, locale: Locale, honeypot: string): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof File) body.append(key, value, value.name);
    else if (value !== undefined && value !== null) body.append(key, String(value));
  }
  body.set("locale", locale);
  body.set(HONEYPOT_FIELD, honeypot);
  return body;
}

/** The outcome the server's answer stands for. */
export function outcomeOf(status: number, answer: unknown): Outcome {
  if (status === 201) {
    return {
      kind: "sent",
      acknowledgement: (answer as { acknowledgement?: unknown } | null)?.acknowledgement === true,
    };
  }
  const fieldErrors = (answer as { fieldErrors?: Record<string, { code?: unknown }> } | null)?.fieldErrors;
  if (status === 400 && fieldErrors && typeof fieldErrors === "object") {
    const codes: Record<string, string> = {};
    for (const [name, error] of Object.entries(fieldErrors)) codes[name] = String(error?.code ?? "invalid");
    return { kind: "invalid", fieldErrors: codes };
  }
  if (status === 413) return { kind: "failed", reason: "tooLarge" };
  if (status === 429) return { kind: "failed", reason: "tooMany" };
  // The server's line of resume checks was full: try again in a moment (issue 40).
  if (status === 503 && (answer as { error?: unknown } | null)?.error === "busy")
    return { kind: "failed", reason: "busy" };
  // A 400 without field errors: the request itself was refused (honeypot, malformed body).
  if (status === 400) return { kind: "failed", reason: "rejected" };
  return { kind: "failed", reason: "unavailable" };
}

/** Posts a form; a connection that fails before any answer is the "network" outcome. */
export async function submit(kind: FormKind, body: FormData): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(`/api/forms/${kind}`, { method: "POST", body });
  } catch {
    return { kind: "failed", reason: "network" };
  }
  const answer: unknown = await response.json().catch(() => ({}));
  return outcomeOf(response.status, answer);
}
