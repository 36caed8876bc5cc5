// Staff accounts, one mechanism for the local lake's editors and the site's inbox (issue 31):
// scrypt password hashes in a text file of `name:hash` lines (the inbox adds `:roles`), and a
// lockout after repeated failures. Node built-ins only, so the site imports it as it is
// (`@wafer/lake/accounts`) and the lake runs it under plain Node.
import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

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
 * Refuses sign-in for a key (an address, an account name) after `limit` failures within `windowMs`,
 * until the window has passed since the first of them. Memory of one process: a restart forgets.
 */
export class Lockout {
  private failures = new Map<string, { count: number; since: number }>();
  private readonly limit: number;
  private readonly windowMs: number;
  constructor(limit = 10, windowMs = 15 * 60_000) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  locked(key: string, now = Date.now()): boolean {
    const entry = this.failures.get(key);
    if (!entry || now - entry.since > this.windowMs) return false;
    return entry.count >= this.limit;
  }

  fail(key: string, now = Date.now()) {
    const entry = this.failures.get(key);
    if (!entry || now - entry.since > this.windowMs) this.failures.set(key, { count: 1, since: now });
    else entry.count += 1;
  }

  succeed(key: string) {
    this.failures.delete(key);
  }
}
