import "server-only";
import { createHash } from "node:crypto";
import { isAccountName } from "@wafer/server-kit/accounts";
import type { Db } from "@/db/client";
import { altchaKeys, purgeExpiredChallenges, spendChallenge, verifyAltcha } from "@/forms/server/altcha";
import { checkPassword, openSession, signInGate } from "./auth";
import { audit } from "./store";

// The password sign-in of the inbox (POST /inbox/action, action=sign-in), issue 40: the throttle
// first (a wait refuses at once), then the proof of work when the throttle asks for one (ALTCHA,
// the site's own, verified and spent like a form's), then the password. Failed sign-ins and the
// moment a throttle starts go to the audit log, in a bounded form.

/** Longest address written to the audit log (an IPv6 address is at most 45 characters). */
const MAX_AUDIT_ADDRESS = 64;
/** Longest proof-of-work payload looked at: ALTCHA's is about 600 bytes. */
const MAX_PROOF = 4096;

export type SignInOutcome =
  | { kind: "signed-in"; account: string; token: string }
  /** Refused: the notice for the sign-in page, and whether it shows the proof-of-work step. */
  | { kind: "refused"; notice: string; proof: boolean };

/**
 * How an attempted name appears in the audit log: itself when an account could have it, or else
 * its length and a hash prefix (a 16 MB name is not written; the same junk is still recognisable).
 */
export function auditedName(name: string): { actor: string; detail: string } {
  if (isAccountName(name)) return { actor: name, detail: "" };
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 12);
  return { actor: "—", detail: `name refused: ${name.length} chars, sha256 ${hash}` };
}

const auditedAddress = (address: string) => address.slice(0, MAX_AUDIT_ADDRESS);

/** A proof of work for this attempt: verified with the site's ALTCHA keys and spent (no replay). */
async function proofAccepted(db: Db, payload: string): Promise<boolean> {
  if (!payload || payload.length > MAX_PROOF) return false;
  const verified = await verifyAltcha(await altchaKeys(db), payload);
  if (!verified) return false;
  void purgeExpiredChallenges(db).catch(() => {});
  return db.transaction((tx) => spendChallenge(tx, verified));
}

export async function signIn(
  db: Db,
  attempt: { name: string; password: string; address: string; proof: string },
): Promise<SignInOutcome> {
  const { name, password, address } = attempt;
  const gate = signInGate(name, address);
  if (gate.kind === "wait") return { kind: "refused", notice: `wait:${gate.seconds}`, proof: true };
  let proven = false;
  if (gate.kind === "proof") {
    proven = await proofAccepted(db, attempt.proof);
    if (!proven) return { kind: "refused", notice: "verify", proof: true };
  }
  const result = checkPassword(name, password, address, proven);
  if (result.ok) {
    const token = await openSession(db, name, result.roles);
    await audit(db, name, "sign-in", null, "password");
    return { kind: "signed-in", account: name, token };
  }
  if (result.reason === "wait") return { kind: "refused", notice: `wait:${result.seconds}`, proof: true };
  if (result.reason === "proof") return { kind: "refused", notice: "verify", proof: true };
  const who = auditedName(name);
  const from = auditedAddress(address);
  await audit(db, who.actor, "sign-in-failed", null, [who.detail, from].filter(Boolean).join(" · "));
  if (result.newlyThrottled) {
    const what = result.next.kind === "wait" ? `wait ${result.next.seconds} s` : "proof of work";
    await audit(db, who.actor, "sign-in-throttled", null, `${what} · ${from}`);
  }
  if (result.next.kind === "wait") return { kind: "refused", notice: `wait:${result.next.seconds}`, proof: true };
  return { kind: "refused", notice: "failed", proof: result.next.kind === "proof" };
}
