import "server-only";
import { timingSafeEqual } from "node:crypto";

/** Only same-site paths may follow draft-mode toggles (no open redirect). */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  return value;
}

/** Constant-time comparison of the DRAFT_MODE_SECRET used in embedded mode. */
export function draftSecretMatches(given: string | null): boolean {
  const expected = process.env.DRAFT_MODE_SECRET;
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
