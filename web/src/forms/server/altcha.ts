import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { lt } from "drizzle-orm";
import { config } from "@/config/env";
import type { Db, Tx } from "@/db/client";
import { altchaSolutions } from "@/db/schema";
import { appSecret } from "./secrets";

// ALTCHA, self-hosted: the server signs a proof-of-work challenge, the browser solves it, the server
// checks signature, expiry and solution, then spends the challenge in the submission's transaction.

const ALGORITHM = "SHA-256";

export interface AltchaKeys {
  signature: string;
  keySignature: string;
}

export async function altchaKeys(db: Db): Promise<AltchaKeys> {
  return altchaKeysFrom(await appSecret(db, "altcha_hmac_key", config().ALTCHA_HMAC_KEY));
}

/** Two independent secrets from one: one signs the challenge, the other the expected derived key. */
export function altchaKeysFrom(master: string): AltchaKeys {
  const derive = (label: string) => createHmac("sha256", master).update(label).digest("hex");
  return { signature: derive("altcha-challenge"), keySignature: derive("altcha-derived-key") };
}

/** A fresh signed challenge. Its difficulty is the counter the browser must reach (about a second). */
export async function newChallenge(keys: AltchaKeys, now = Date.now()): Promise<Challenge> {
  const { ALTCHA_MAX_COUNTER: max, ALTCHA_MIN_COUNTER: min, ALTCHA_TTL_SECONDS } = config();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(max, min),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + ALTCHA_TTL_SECONDS,
    hmacSignatureSecret: keys.signature,
    hmacKeySignatureSecret: keys.keySignature,
  });
}

export interface VerifiedAltcha {
  challengeId: string;
  expiresAt: Date;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Checks a widget payload (base64 JSON of `{ challenge, solution }`). Never throws. */
export async function verifyAltcha(keys: AltchaKeys, payload: string): Promise<VerifiedAltcha | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return null;
  const challenge = parsed.challenge as unknown as Challenge;
  const params = challenge.parameters as unknown;
  // Only our own shape: the parameters are signed, but refuse anything costly before hashing it.
  if (!isRecord(params) || params.algorithm !== ALGORITHM || params.cost !== 1) return null;
  if (typeof params.nonce !== "string" || typeof params.expiresAt !== "number") return null;
  try {
    const result = await verifySolution({
      challenge,
      solution: parsed.solution as unknown as Solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    if (!result.verified) return null;
  } catch {
    return null;
  }
  return { challengeId: params.nonce, expiresAt: new Date(params.expiresAt * 1000) };
}

/**
 * Marks a verified challenge as used, inside the submission's transaction. False when it was used
 * before (a replay).
 */
export async function spendChallenge(tx: Tx, verified: VerifiedAltcha): Promise<boolean> {
  const inserted = await tx
    .insert(altchaSolutions)
    .values({ challengeId: verified.challengeId, expiresAt: verified.expiresAt })
    .onConflictDoNothing()
    .returning({ id: altchaSolutions.challengeId });
  return inserted.length === 1;
}

let lastPurge = 0;

/** Forgets spent challenges once they have expired (they can no longer verify); at most once a minute. */
export async function purgeExpiredChallenges(db: Db, now = Date.now()): Promise<void> {
  if (now - lastPurge < 60_000) return;
  lastPurge = now;
  await db.delete(altchaSolutions).where(lt(altchaSolutions.expiresAt, new Date(now)));
}
