import { createHmac, timingSafeEqual } from "node:crypto";

// Verification of Sanity's GROQ-powered webhook deliveries. Sanity signs with the header
// `sanity-webhook-signature: t=<unix ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">`.
// @sanity/webhook compares with `!==` and accepts any timestamp; we compare in constant time,
// accept only fresh deliveries, and remember what we have seen (see replay.ts).

export const SIGNATURE_HEADER = "sanity-webhook-signature";
/** Deliveries older than this, or dated in the future beyond clock skew, are refused. */
export const MAX_AGE_MS = 5 * 60 * 1000;
const CLOCK_SKEW_MS = 5 * 1000;
/**
 * How long a processed delivery must be remembered: as long as it would still pass
 * `verifyDelivery`. One dated up to CLOCK_SKEW_MS ahead stays fresh until its timestamp plus
 * MAX_AGE_MS, so remembering it only MAX_AGE_MS from arrival would let it be replayed at the end.
 */
export const REPLAY_MEMORY_MS = MAX_AGE_MS + CLOCK_SKEW_MS;

export type Verdict = { ok: true; timestamp: number; signature: string } | { ok: false; reason: string };

export function sign(body: string, secret: string, timestamp = Date.now()): string {
  return `t=${timestamp},v1=${digest(body, secret, timestamp)}`;
}

function digest(body: string, secret: string, timestamp: number): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("base64url");
}

export function parseSignatureHeader(header: string | null): { timestamp: number; signature: string } | null {
  if (!header) return null;
  const parts = Object.fromEntries(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isSafeInteger(timestamp) || !parts.v1) return null;
  return { timestamp, signature: parts.v1 };
}

export function verifyDelivery(body: string, header: string | null, secret: string, now = Date.now()): Verdict {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: "missing or malformed signature" };
  const expected = Buffer.from(digest(body, secret, parsed.timestamp));
  const given = Buffer.from(parsed.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: "signature mismatch" };
  }
  if (parsed.timestamp > now + CLOCK_SKEW_MS) return { ok: false, reason: "timestamp in the future" };
  if (now - parsed.timestamp > MAX_AGE_MS) return { ok: false, reason: "timestamp too old" };
  return { ok: true, ...parsed };
}
