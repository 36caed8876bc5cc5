// The proof of work of the lake's editor sign-in (issue 40, row 6): after a few failures for a name
// from an address (or many for a name from anywhere, or for an address with any names) the sign-in
// form asks for a solved ALTCHA challenge with each attempt, exactly as the site's inbox does. A
// guesser spread over many addresses pays CPU for every try; the editor is never locked out, only
// asked to wait a second while their browser solves it.
//
// Everything is the lake's own, from its own origin: the challenge (GET /auth/login/challenge,
// signed here, stateless), the widget (the `altcha` package's external build, the same version as
// the site's), its stylesheet, its SHA worker, and a small module that wires them (proof.js). The
// page's Content-Security-Policy names only what that needs (loginHeaders).
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { LRUCache } from "lru-cache";
import { json } from "./http.ts";

const ALGORITHM = "SHA-256";
/** How long a challenge may be solved and used; also how long a spent one is remembered. */
export const PROOF_TTL_SECONDS = 600;
/** The counter the browser must reach: about a second in a worker, as the site's (ALTCHA_*_COUNTER). */
const MIN_COUNTER = 2_000;
const MAX_COUNTER = 20_000;
/** Longest proof looked at: the widget's payload is about 600 bytes. */
export const MAX_PROOF_CHARS = 4096;
/**
 * Spent challenges remembered at most. Each is a solved proof (about a second of CPU), so filling
 * this takes 10,000 CPU-seconds within the ten minutes a challenge lives; past it the oldest spent
 * one is forgotten first, which lets only that one, already paid for, be used once more.
 */
const MAX_SPENT = 10_000;

export type ProofVerdict = "accepted" | "missing" | "refused";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export class LoginProof {
  private readonly signature: string;
  private readonly keySignature: string;
  /** Challenge ids (their signed nonce) already used for a sign-in: a replay is refused. */
  private readonly spent = new LRUCache<string, true>({ max: MAX_SPENT, ttl: PROOF_TTL_SECONDS * 1000 });

  /**
   * `hmacKey`: LAKE_ALTCHA_HMAC_KEY. Without one, a random key per process: a restart makes the
   * challenges handed out before it unusable (the browser fetches a new one), and two lakes behind
   * one address would each refuse the other's; give one key to all of them in that case.
   */
  constructor(hmacKey?: string) {
    const master = hmacKey || randomBytes(32).toString("hex");
    // Two independent secrets from one, as the site's altchaKeysFrom: one signs the challenge, the
    // other the expected derived key.
    const derive = (label: string) => createHmac("sha256", master).update(label).digest("hex");
    this.signature = derive("altcha-challenge");
    this.keySignature = derive("altcha-derived-key");
  }

  /** A fresh signed challenge: nothing is stored until it comes back solved. */
  challenge(now = Date.now()): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: 1,
      counter: randomInt(MAX_COUNTER, MIN_COUNTER),
      deriveKey,
      expiresAt: Math.floor(now / 1000) + PROOF_TTL_SECONDS,
      hmacSignatureSecret: this.signature,
      hmacKeySignatureSecret: this.keySignature,
    });
  }

  /**
   * Checks the widget's payload (base64 JSON of `{ challenge, solution }`) and spends it. Never
   * throws: garbage, an oversized field, a forged or expired challenge, a wrong solution and a
   * replay are all "refused"; an empty field is "missing".
   */
  async accept(payload: string | null | undefined): Promise<ProofVerdict> {
    if (!payload) return "missing";
    if (payload.length > MAX_PROOF_CHARS) return "refused";
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    } catch {
      return "refused";
    }
    if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return "refused";
    const challenge = parsed.challenge as unknown as Challenge;
    const params = challenge.parameters as unknown;
    // Only our own shape: the parameters are signed, but refuse anything costly before hashing it.
    if (!isRecord(params) || params.algorithm !== ALGORITHM || params.cost !== 1) return "refused";
    if (typeof params.nonce !== "string" || typeof params.expiresAt !== "number") return "refused";
    if (this.spent.has(params.nonce)) return "refused";
    try {
      const result = await verifySolution({
        challenge,
        solution: parsed.solution as unknown as Solution,
        deriveKey,
        hmacSignatureSecret: this.signature,
        hmacKeySignatureSecret: this.keySignature,
      });
      if (!result.verified) return "refused";
    } catch {
      return "refused";
    }
    // Checked again after the await: two requests with one proof may both have passed the first check.
    if (this.spent.has(params.nonce)) return "refused";
    const ttl = Math.max(1, params.expiresAt * 1000 - Date.now());
    this.spent.set(params.nonce, true, { ttl });
    return "accepted";
  }
}

/** The page's Content-Security-Policy: with the proof step, the lake's own script, worker and challenge only. */
export function loginHeaders(proofStep: boolean): Record<string, string> {
  const policy = proofStep
    ? "default-src 'none'; script-src 'self'; worker-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; form-action 'self'; base-uri 'none'"
    : "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'";
  return {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-security-policy": policy,
    "x-frame-options": "DENY",
  };
}

/** Where the proof step's files live: the altcha package the lake depends on (package.json). */
const widgetDir = () => path.dirname(createRequire(import.meta.url).resolve("altcha/external"));

/**
 * The files the proof step loads, by the name the page asks for: read once, kept (a fixed set of
 * about 110 KB, not keyed by requests).
 */
const ASSETS: Record<string, { type: string; file: () => string }> = {
  "altcha.js": { type: "text/javascript", file: () => path.join(widgetDir(), "altcha.min.js") },
  "altcha.css": { type: "text/css", file: () => path.join(widgetDir(), "altcha.css") },
  "sha-worker.js": { type: "text/javascript", file: () => path.join(widgetDir(), "..", "workers", "sha.js") },
  "proof.js": { type: "text/javascript", file: () => path.join(import.meta.dirname, "login-proof.client.js") },
};
const loaded = new Map<string, Buffer>();

/**
 * Answers /auth/login/challenge and /auth/login/<asset> (GET or HEAD); false when the address is
 * neither, so the caller's 404 follows.
 */
export async function serveLoginProof(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  proof: LoginProof,
): Promise<boolean> {
  const name = pathname.slice("/auth/login/".length);
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (name === "challenge") {
    json(res, 200, await proof.challenge());
    return true;
  }
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!asset) return false;
  let body = loaded.get(name);
  if (!body) {
    body = readFileSync(asset.file());
    loaded.set(name, body);
  }
  res.writeHead(200, {
    "content-type": `${asset.type}; charset=utf-8`,
    "content-length": body.length,
    // Versioned with the lake's own package.json (the altcha pin); an hour is plenty for a sign-in page.
    "cache-control": "public, max-age=3600",
    "x-content-type-options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
