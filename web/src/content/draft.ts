import "server-only";
import { timingSafeEqual } from "node:crypto";
import { config } from "@/config/env";
import { sameOriginPath } from "@/http/redirect";

/** Only same-site paths may follow draft-mode toggles (no open redirect): see http/redirect.ts. */
export const safeRedirectPath = (value: string | null | undefined): string => sameOriginPath(value);

/** Constant-time comparison of the DRAFT_MODE_SECRET used in embedded mode. */
export function draftSecretMatches(given: string | null): boolean {
  const expected = config().DRAFT_MODE_SECRET;
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
