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

/** Signatures beyond this many in one header are ignored (key rotation needs two, not thousands). */
const MAX_SIGNATURES = 8;

/**
 * `t=<ms>,v1=<sig>[,v1=<sig>…]`: during a secret rotation a sender may sign with several keys,
 * so every `v1` is kept and any one matching is enough.
 */
export function parseSignatureHeader(header: string | null): { timestamp: number; signatures: string[] } | null {
  if (!header || header.length > 4096) return null;
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (name === "t") timestamp = Number(value);
    else if (name === "v1" && value && signatures.length < MAX_SIGNATURES) signatures.push(value);
  }
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) return null;
  return { timestamp, signatures };
}

/**
 * `secrets`: the current secret, and during a rotation the previous one as well
 * (SANITY_REVALIDATE_SECRET_PREVIOUS, publish/secrets.ts): a delivery signed with either passes, so
 * none is refused while the sender (Sanity, or the lake's LAKE_WEBHOOK_SECRET) switches over.
 */
export function verifyDelivery(
  body: string,
  header: string | null,
  secrets: string | readonly string[],
  now = Date.now(),
): Verdict {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: "missing or malformed signature" };
  const expected = (typeof secrets === "string" ? [secrets] : secrets).map((secret) =>
    Buffer.from(digest(body, secret, parsed.timestamp)),
  );
  const signature = parsed.signatures.find((candidate) => {
    const given = Buffer.from(candidate);
    return expected.some((wanted) => wanted.length === given.length && timingSafeEqual(wanted, given));
  });
  if (!signature) return { ok: false, reason: "signature mismatch" };
  if (parsed.timestamp > now + CLOCK_SKEW_MS) return { ok: false, reason: "timestamp in the future" };
  if (now - parsed.timestamp > MAX_AGE_MS) return { ok: false, reason: "timestamp too old" };
  return { ok: true, timestamp: parsed.timestamp, signature };
}
