import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  isAccountName,
  passwordMatches,
  readAccounts,
  type SignInGate,
  SignInThrottle,
} from "@wafer/server-kit/accounts";
import { sql } from "drizzle-orm";
import { siteUrl } from "@/config/site-url";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { accountsFile } from "./accounts-file";
import { isRole, type Role } from "./roles";
import { SESSION_COOKIE } from "./sign-in-gate";
import { ensureInboxTables } from "./store";

// Staff sign-in. Accounts are lines of INBOX_ACCOUNTS (default inbox-accounts in the data folder,
// DATA_DIR: config/data-dir.ts, the same file `pnpm inbox:account` writes) in the lake's
// editors format plus roles: `name:scrypt$…:hr,admin` (`pnpm inbox:account <name> <roles>`),
// checked with the module the lake uses too (@wafer/server-kit/accounts): one hashing and throttling mechanism.
// With OIDC configured, the identity provider vouches for the person instead (inbox/oidc.ts).
// Sessions live in the database (every instance sees them), keyed by the SHA-256 of the cookie.

// The cookie's name lives with the proxy's sign-in gate (sign-in-gate.ts), which the proxy loads.
export { SESSION_COOKIE };

const SESSION_HOURS = 12;

export interface Staff {
  account: string;
  roles: Role[];
  csrf: string;
}

export { accountsFile };

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

// Growing delays per account and address, a coarser bound per address, and the site's proof of
// work (ALTCHA) after a few failures; never a lockout of the account for everyone (issue 40, row 6).
// The thresholds are the shared defaults (accounts.ts DEFAULT_LIMITS). One per process, kept across
// Next's module reloads.
const state = globalThis as unknown as { __inboxThrottle?: SignInThrottle };
state.__inboxThrottle ??= new SignInThrottle();
const throttle = state.__inboxThrottle;

/** What a sign-in for `name` from `address` may do now (a name no account can have: the address alone). */
export function signInGate(name: string, address: string): SignInGate {
  return throttle.gate(isAccountName(name) ? name : null, address);
}

export type SignInResult =
  | { ok: true; roles: Role[] }
  | { ok: false; reason: "wait"; seconds: number }
  | { ok: false; reason: "proof" }
  /** `next`: what the next attempt will meet; `newlyThrottled`: this failure started a throttle. */
  | { ok: false; reason: "invalid"; next: SignInGate; newlyThrottled: boolean };

/**
 * Checks a name and password from an address. `proven`: the caller verified and spent a proof of
 * work for this attempt. A name no account can have is refused before any lookup or hashing and
 * counts against the address only (never remembered).
 */
export function checkPassword(name: string, password: string, address: string, proven = false): SignInResult {
  const account = isAccountName(name) ? name : null;
  const gate = throttle.gate(account, address);
  if (gate.kind === "wait") return { ok: false, reason: "wait", seconds: gate.seconds };
  if (gate.kind === "proof" && !proven) return { ok: false, reason: "proof" };
  const line = account === null ? undefined : readAccounts(accountsFile()).get(account);
  const roles = (line?.roles ?? []).filter(isRole);
  if (account === null || !passwordMatches(password, line?.hash) || roles.length === 0) {
    const { gate: next, newlyThrottled } = throttle.fail(account, address);
    return { ok: false, reason: "invalid", next, newlyThrottled };
  }
  throttle.succeed(account, address);
  return { ok: true, roles };
}

/**
 * A new session; the token goes into the cookie, only its hash into the database. `via`: a
 * password from the accounts file, or the identity provider (OIDC), which decides at sign-in.
 */
export async function openSession(
  db: Db,
  account: string,
  roles: Role[],
  via: "password" | "oidc" = "password",
): Promise<string> {
  await ensureInboxTables(db);
  const token = randomBytes(32).toString("base64url");
  const csrf = randomBytes(24).toString("base64url");
  const expires = new Date(Date.now() + SESSION_HOURS * 3_600_000).toISOString();
  await db.execute(sql`INSERT INTO inbox_sessions (token_hash, account, roles, csrf, expires_at, via)
    VALUES (${hashOf(token)}, ${account}, ${roles.join(",")}, ${csrf}, ${expires}::timestamptz, ${via})`);
  if (Math.random() < 0.1) await db.execute(sql`DELETE FROM inbox_sessions WHERE expires_at < now()`);
  return token;
}

/**
 * The staff member behind a session cookie, or null. A password session has the roles the accounts
 * file gives its account now: `pnpm inbox:account <name> --remove` (or taking every role away) ends
 * its sessions at their next request, and a change of roles applies at once, on every instance.
 */
export async function sessionOf(db: Db, token: string | undefined): Promise<Staff | null> {
  if (!token) return null;
  await ensureInboxTables(db);
  const [row] = rowsOf<{ account: string; roles: string; csrf: string; via: string }>(
    await db.execute(
      sql`SELECT account, roles, csrf, via FROM inbox_sessions WHERE token_hash = ${hashOf(token)} AND expires_at > now()`,
    ),
  );
  if (!row) return null;
  let roles = row.roles.split(",").filter(isRole);
  if (row.via === "password") {
    roles = (readAccounts(accountsFile()).get(row.account)?.roles ?? []).filter(isRole);
    if (roles.length === 0) {
      await closeSession(db, token);
      return null;
    }
  }
  return { account: row.account, roles, csrf: row.csrf };
}

export async function closeSession(db: Db, token: string | undefined) {
  if (!token) return;
  await ensureInboxTables(db);
  await db.execute(sql`DELETE FROM inbox_sessions WHERE token_hash = ${hashOf(token)}`);
}

export function csrfMatches(staff: Staff, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(staff.csrf);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The session cookie: HttpOnly, SameSite=Strict, only under /inbox; Secure when reached over HTTPS. */
export function sessionCookie(token: string, secure: boolean, maxAge = SESSION_HOURS * 3600): string {
  return `${SESSION_COOKIE}=${token}; Path=/inbox; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

/** Behind the TLS proxy the request says so (X-Forwarded-Proto), or the site's own address is https. */
export function isHttps(request: Request): boolean {
  return (
    request.headers.get("x-forwarded-proto") === "https" ||
    new URL(request.url).protocol === "https:" ||
    siteUrl().startsWith("https:")
  );
}

export function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
