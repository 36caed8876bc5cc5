// Who is calling.
//
// Without an editors file the lake listens on loopback only and every caller is the one local
// editor: whoever can reach 127.0.0.1 already owns the machine's files.
//
// With an editors file (LAKE_EDITORS: lines `name:scrypt$<N>$<r>$<p>$<salt>$<hash>`), every API call
// needs a session. Login follows the studio's normal flow for Sanity: /auth/providers names one
// provider whose URL is the lake's own login page; the form posts name and password; the lake sets
// an HTTP-only session cookie and sends the browser back to the studio with `#sid=`, which the
// studio exchanges at /auth/fetch for a token (the same session) it sends as a bearer token. Both
// are accepted, exactly like Sanity's "dual" login method.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import {
  ACCOUNT_NAME,
  formatAccounts,
  hashPassword as hashPasswordOf,
  isAccountName,
  passwordMatches,
  readAccounts,
  SignInThrottle,
} from "@wafer/server-kit/accounts";
import { LRUCache } from "lru-cache";
import { LakeError } from "./errors.ts";
import { LoginProof } from "./login-proof.ts";
import { writeFileDurably } from "./store.ts";

// Hashes, the file format and the sign-in throttle are shared with the site's inbox (@wafer/server-kit/accounts).
export { hashPassword, verifyPassword } from "@wafer/server-kit/accounts";

export interface Editor {
  id: string;
  name: string;
  /** The site's service token: it reads (published and drafts, for previews) and writes nothing. */
  readOnly?: boolean;
}

export const LOCAL_EDITOR: Editor = { id: "local-editor", name: "本地编辑 Local editor" };
const SITE_READER: Editor = { id: "site-reader", name: "网站（只读）Site (read only)", readOnly: true };
export const SESSION_COOKIE = "lake_session";
const SESSION_DAYS = 14;

export const EDITOR_NAME = ACCOUNT_NAME;

export function readEditors(file: string): Map<string, string> {
  return new Map([...readAccounts(file)].map(([name, { hash }]) => [name, hash]));
}

/** Adds or replaces an editor's password in the editors file. */
export function writeEditor(file: string, name: string, password: string) {
  if (!EDITOR_NAME.test(name)) throw new Error(`"${name}" is not a valid editor name (letters, digits, . _ @ -)`);
  const editors = readAccounts(file);
  editors.set(name, { hash: hashPasswordOf(password), roles: [] });
  writeFileDurably(
    file,
    formatAccounts(
      "Editors of the local Content Lake: name:scrypt hash (node lake/src/cli.ts add-editor <name>)",
      editors,
    ),
  );
}

function cookies(req: IncomingMessage): Record<string, string> {
  const header = req.headers.cookie ?? "";
  return Object.fromEntries(
    header
      .split(";")
      .map((part) => part.trim().split("="))
      .filter((pair) => pair.length >= 2)
      .map(([key, ...value]) => [key as string, decodeURIComponent(value.join("="))]),
  );
}

interface Session {
  editor: string;
  expires: number;
}

const SESSION_MS = SESSION_DAYS * 86_400_000;
/**
 * Sessions kept at most: each is a successful sign-in of a listed editor, so a few per editor and
 * device; 5,000 is hundreds of times what a studio's team opens in 14 days. Past it the session
 * used least recently ends (its editor signs in again), never the process.
 */
const MAX_SESSIONS = 5_000;
/** One-time codes waiting for the studio's exchange: each follows a sign-in, and lives 5 minutes. */
const MAX_CODES = 1_000;
const CODE_MS = 5 * 60_000;

/**
 * The throttle of the lake's sign-in, as the site's inbox (accounts.ts DEFAULT_LIMITS) for the
 * proof of work: three wrong passwords for one name from one address, ten from one address with any
 * names, or twenty for one name from anywhere, and each further attempt needs a solved proof
 * (login-proof.ts). Growing delays as before: five for one name from one address, then 1 s, 2 s,
 * 4 s… (at most 15 min) for that pair; twenty from one address, then the same for the address.
 * Nobody else waits, and nobody is locked out.
 */
const LAKE_THROTTLE = {
  pairDelayAfter: 5,
  addressDelayAfter: 20,
  pairProofAfter: 3,
  addressProofAfter: 10,
  accountProofAfter: 20,
};

/**
 * A sign-in: a session token; a refusal (and whether the next attempt needs a proof of work); a
 * wait of this many seconds; or a proof of work missing or refused (nothing else was checked).
 */
export type LoginOutcome =
  | { token: string }
  | { refused: true; proofNext: boolean }
  | { waitSeconds: number }
  | { proof: "missing" | "refused" };

export class Auth {
  /** null: loopback mode, everyone is the local editor. */
  private editorsFile: string | null;
  private sessionsFile: string;
  private sessions = new LRUCache<string, Session>({ max: MAX_SESSIONS, ttl: SESSION_MS });
  /** One-time codes handed to the studio in `#sid=`, exchanged for the session token. */
  private codes = new LRUCache<string, { token: string; expires: number }>({ max: MAX_CODES, ttl: CODE_MS });
  private throttle = new SignInThrottle(LAKE_THROTTLE);
  /** The sign-in's proof of work: its challenges and the memory of spent ones. */
  readonly proof: LoginProof;
  /** LAKE_READ_TOKEN: what the site sends as its Sanity read token when sign-in is required. */
  private readToken: Buffer | null;

  constructor(options: { editorsFile: string | null; dataDir: string; readToken?: string; proofKey?: string }) {
    this.editorsFile = options.editorsFile;
    this.proof = new LoginProof(options.proofKey);
    this.readToken = options.readToken ? Buffer.from(options.readToken) : null;
    this.sessionsFile = path.join(options.dataDir, "sessions.json");
    if (this.editorsFile && existsSync(this.sessionsFile)) {
      const saved = JSON.parse(readFileSync(this.sessionsFile, "utf8")) as Record<string, Session>;
      for (const [token, session] of Object.entries(saved))
        if (session.expires > Date.now()) this.sessions.set(token, session, { ttl: session.expires - Date.now() });
    }
  }

  get required() {
    return this.editorsFile !== null;
  }

  private persist() {
    writeFileDurably(this.sessionsFile, JSON.stringify(Object.fromEntries(this.sessions.entries())));
  }

  /** The session token a request carries (bearer token, query token of a WebSocket, or cookie). */
  private token(req: IncomingMessage, search?: URLSearchParams): string | undefined {
    const header = req.headers.authorization;
    if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim();
    const fromQuery = search?.get("access_token");
    if (fromQuery) return fromQuery;
    return cookies(req)[SESSION_COOKIE];
  }

  editorFor(token: string | undefined): Editor | null {
    // The read token reads only, on loopback too: a script or site holding it must see on this
    // machine the 403 it gets from Sanity, not a write that works here and fails there.
    if (token && this.isReadToken(token)) return SITE_READER;
    if (!this.required) return LOCAL_EDITOR;
    if (!token) return null;
    const session = this.sessions.get(token);
    if (!session || session.expires < Date.now()) return null;
    // An editor removed from the file loses access at once, whatever sessions they hold.
    if (!readEditors(this.editorsFile as string).has(session.editor)) return null;
    return { id: `editor-${session.editor}`, name: session.editor };
  }

  private isReadToken(token: string): boolean {
    if (!this.readToken) return false;
    const given = Buffer.from(token);
    return given.length === this.readToken.length && timingSafeEqual(given, this.readToken);
  }

  identify(req: IncomingMessage, search?: URLSearchParams): Editor | null {
    return this.editorFor(this.token(req, search));
  }

  require(req: IncomingMessage, search?: URLSearchParams): Editor {
    const editor = this.identify(req, search);
    if (!editor)
      throw new LakeError(401, "unauthorized", "Unauthorized - Session not found or expired. 未登录或会话已过期。");
    return editor;
  }

  /** Whether a sign-in page for this address shows the proof-of-work step before any name is typed. */
  proofAsked(ip: string): boolean {
    return this.required && this.throttle.gate(null, ip).kind === "proof";
  }

  /**
   * Checks a name and password from an address, with the proof of work when the throttle asks for
   * one (verified and spent before the password is looked at). A name no editor can have (longer
   * than 64 characters, other characters) is refused before any lookup and counts against the
   * address only; it is never remembered.
   */
  async login(name: string, password: string, ip: string, proof?: string | null): Promise<LoginOutcome> {
    if (!this.editorsFile) return { refused: true, proofNext: false };
    const account = isAccountName(name) ? name : null;
    const gate = this.throttle.gate(account, ip);
    if (gate.kind === "wait") return { waitSeconds: gate.seconds };
    if (gate.kind === "proof") {
      // A refused proof is not a failed sign-in: it neither counts nor lengthens a wait.
      const verdict = await this.proof.accept(proof);
      if (verdict !== "accepted") return { proof: verdict };
    }
    // Hashes even for an unknown name, so timing does not tell which names exist.
    if (account === null || !passwordMatches(password, readEditors(this.editorsFile).get(account))) {
      const { gate: next } = this.throttle.fail(account, ip);
      return { refused: true, proofNext: next.kind !== "open" };
    }
    this.throttle.succeed(account, ip);
    const token = randomBytes(32).toString("base64url");
    this.sessions.set(token, { editor: account, expires: Date.now() + SESSION_MS });
    this.persist();
    return { token };
  }

  codeFor(token: string): string {
    const code = randomBytes(24).toString("base64url");
    this.codes.set(code, { token, expires: Date.now() + CODE_MS });
    return code;
  }

  exchange(code: string): string | null {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    return entry && entry.expires > Date.now() ? entry.token : null;
  }

  logout(req: IncomingMessage, res: ServerResponse) {
    const token = this.token(req);
    if (token && this.sessions.delete(token)) this.persist();
    res.setHeader("set-cookie", `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  }

  /** `secure`: the lake is reached over HTTPS (a TLS proxy in front, LAKE_PUBLIC_URL https://…). */
  sessionCookie(token: string, secure = false) {
    return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_DAYS * 86_400}${secure ? "; Secure" : ""}`;
  }
}
