// Staff accounts, one mechanism for the local lake's editors and the site's inbox (issue 31):
// scrypt password hashes in a text file of `name:hash` lines (the inbox adds `:roles`), and the
// sign-in throttle. Node built-ins and lru-cache only, so the site (Next transpiles it) and the lake
// (plain Node) import it as it is, from @wafer/server-kit/accounts.
import { createHash, randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { LRUCache } from "lru-cache";
import { rateLimitKey } from "./client-address.ts";

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 64 };

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString("base64")}$${hash.toString("base64")}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = scryptSync(password, Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash no password matches, verified for unknown names so timing does not tell which exist. */
const NOBODY = hashPassword(randomBytes(16).toString("base64"));

/** Checks a name's password against its stored hash (undefined: no such account) in constant work. */
export function passwordMatches(password: string, stored: string | undefined): boolean {
  return verifyPassword(password, stored ?? NOBODY) && stored !== undefined;
}

export const ACCOUNT_NAME = /^[\p{L}\p{N}._@-]{1,64}$/u;
/** The longest name an account can have (ACCOUNT_NAME). */
export const MAX_ACCOUNT_NAME = 64;

/** A name some account could have: checked before any lookup, so a 16 MB name costs nothing. */
export const isAccountName = (name: string): boolean =>
  // 64 characters are at most 128 UTF-16 units: the length check first, the pattern on what is left.
  name.length <= MAX_ACCOUNT_NAME * 2 && ACCOUNT_NAME.test(name);

export interface AccountLine {
  hash: string;
  /** The inbox's roles (`hr`, `marketing`, `admin`); the lake's editor lines have none. */
  roles: string[];
}

/** Parses an accounts file: `name:hash` or `name:hash:role,role` lines, `#` comments. */
export function readAccounts(file: string): Map<string, AccountLine> {
  const accounts = new Map<string, AccountLine>();
  if (!existsSync(file)) return accounts;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const [name, hash, roles] = trimmed.split(":");
    if (!name || !hash) continue;
    accounts.set(name, { hash, roles: (roles ?? "").split(",").filter(Boolean) });
  }
  return accounts;
}

/** The lines of an accounts file, with a header comment. */
export function formatAccounts(header: string, accounts: Map<string, AccountLine>): string {
  const lines = [...accounts].map(
    ([name, { hash, roles }]) => `${name}:${hash}${roles.length ? `:${roles.join(",")}` : ""}`,
  );
  return `# ${header}\n${lines.join("\n")}\n`;
}

/**
 * What a sign-in attempt may do now: go ahead, go ahead only with a solved proof of work (the
 * site's ALTCHA), or wait this many seconds.
 */
export type SignInGate = { kind: "open" } | { kind: "proof" } | { kind: "wait"; seconds: number };

export interface ThrottleLimits {
  /** Failures of one account from one address before a proof of work is asked for. */
  pairProofAfter: number;
  /** Failures of one account from one address before each further attempt waits (1 s, 2 s, 4 s…). */
  pairDelayAfter: number;
  /** Failures from one address (any names) before a proof of work is asked for. */
  addressProofAfter: number;
  /** Failures from one address (any names) before each further attempt waits. */
  addressDelayAfter: number;
  /**
   * Failures of one account from anywhere before a proof of work is asked for: many addresses
   * guessing one password pay for each guess, but the person themselves is never kept out.
   */
  accountProofAfter: number;
  /** The first wait; each failure beyond a delay threshold doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long starts over. */
  forgetAfterMs: number;
  /** Entries each memory keeps at most; the least recently failed go first. */
  maxEntries: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = {
  pairProofAfter: 3,
  pairDelayAfter: 5,
  addressProofAfter: 10,
  addressDelayAfter: 30,
  accountProofAfter: 20,
  baseDelayMs: 1000,
  // 15 min: the longest anyone waits, whatever was tried from their address.
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  // 10,000 pairs (about 1–2 MB with keys of at most 64 + 64 characters): far more than one site's
  // staff times their addresses; a flood of invented pairs only pushes out the oldest of its own.
  maxEntries: 10_000,
};

interface Failures {
  count: number;
  last: number;
}

/** The longest address key kept as it is (an IPv6 address with a zone is under 64); longer ones are hashed. */
const MAX_ADDRESS_KEY = 64;

/** An address as the throttle counts it: IPv6 by its /64 (one home holds a whole /64), at most 64 characters. */
const addressKey = (address: string) => {
  const key = address.length <= MAX_ADDRESS_KEY ? rateLimitKey(address) : address;
  return key.length <= MAX_ADDRESS_KEY ? key : `#${createHash("sha256").update(key).digest("base64url")}`;
};

/**
 * Sign-in throttling after OWASP's authentication guidance: growing delays per account and
 * address, not a lockout of the account for everyone (ten wrong passwords from anywhere used to
 * keep the real person out for 15 minutes), a coarser bound per address, and a proof of work after
 * a few failures. Bounded by construction: three LRU memories of at most `maxEntries` keys each,
 * forgotten `forgetAfterMs` after their last failure; account names that no account can have
 * (ACCOUNT_NAME) are never remembered, addresses longer than any address are hashed.
 * Memory of one process: a restart forgets (as the lockout did).
 */
export class SignInThrottle {
  readonly limits: ThrottleLimits;
  private readonly pairs: LRUCache<string, Failures>;
  private readonly addresses: LRUCache<string, Failures>;
  private readonly accounts: LRUCache<string, Failures>;

  constructor(limits: Partial<ThrottleLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    const memory = () =>
      new LRUCache<string, Failures>({ max: this.limits.maxEntries, ttl: this.limits.forgetAfterMs });
    this.pairs = memory();
    this.addresses = memory();
    this.accounts = memory();
  }

  /** Keys remembered, per memory (for tests and metrics). */
  get size() {
    return { pairs: this.pairs.size, addresses: this.addresses.size, accounts: this.accounts.size };
  }

  /**
   * What an attempt for `account` (null: a name no account can have) from `address` may do now.
   * Only reads: a refused attempt is not a failure and does not lengthen the wait.
   */
  gate(account: string | null, address: string, now = Date.now()): SignInGate {
    const name = validName(account);
    const pair = name === null ? undefined : this.pairs.get(pairKey(name, address));
    const fromAddress = this.addresses.get(addressKey(address));
    const wait = Math.max(
      this.waitOf(pair, this.limits.pairDelayAfter, now),
      this.waitOf(fromAddress, this.limits.addressDelayAfter, now),
    );
    if (wait > 0) return { kind: "wait", seconds: Math.ceil(wait / 1000) };
    const proof =
      (pair?.count ?? 0) >= this.limits.pairProofAfter ||
      (fromAddress?.count ?? 0) >= this.limits.addressProofAfter ||
      (name !== null && (this.accounts.get(name)?.count ?? 0) >= this.limits.accountProofAfter);
    return proof ? { kind: "proof" } : { kind: "open" };
  }

  /**
   * Counts a failed attempt. Returns what the next attempt from there will meet, so the caller can
   * record in the audit log when a pair or an address starts to be throttled (once, not per try).
   */
  fail(account: string | null, address: string, now = Date.now()): { gate: SignInGate; newlyThrottled: boolean } {
    const before = this.gate(account, address, now).kind;
    const name = validName(account);
    const bump = (memory: LRUCache<string, Failures>, key: string) =>
      memory.set(key, { count: (memory.get(key)?.count ?? 0) + 1, last: now });
    if (name !== null) {
      bump(this.pairs, pairKey(name, address));
      bump(this.accounts, name);
    }
    bump(this.addresses, addressKey(address));
    const gate = this.gate(account, address, now);
    return { gate, newlyThrottled: gate.kind !== "open" && gate.kind !== before };
  }

  /** A successful sign-in clears its own pair (not the address's count, nor the account's). */
  succeed(account: string, address: string) {
    const name = validName(account);
    if (name !== null) this.pairs.delete(pairKey(name, address));
  }

  /** Milliseconds left to wait after `entry`'s last failure (0: none). */
  private waitOf(entry: Failures | undefined, delayAfter: number, now: number): number {
    if (!entry || entry.count < delayAfter) return 0;
    const delay = Math.min(
      this.limits.baseDelayMs * 2 ** Math.min(entry.count - delayAfter, 30),
      this.limits.maxDelayMs,
    );
    return Math.max(0, entry.last + delay - now);
  }
}

const validName = (account: string | null): string | null =>
  account !== null && isAccountName(account) ? account : null;

const pairKey = (account: string, address: string) => `${account}\n${addressKey(address)}`;
