import { metrics } from "./metrics";

/**
 * Counts one form submission by its answer: 201 accepted, else refused with the answer's own error
 * code (invalid, malformed, rejected, tooLarge, tooMany, unavailable). Returns the answer unchanged.
 */
export async function countSubmission(form: string, response: Response): Promise<Response> {
  if (response.status === 201) {
    metrics().forms.inc({ form, outcome: "accepted", reason: "ok" });
    return response;
  }
  let reason = `status_${response.status}`;
  try {
    const body = (await response.clone().json()) as { error?: unknown };
    if (typeof body.error === "string" && /^[A-Za-z]{1,30}$/.test(body.error)) reason = body.error;
  } catch {
    // not JSON: the status says enough
  }
  metrics().forms.inc({ form, outcome: "refused", reason });
  return response;
}
