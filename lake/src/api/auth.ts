// Signing in: the providers the studio offers (/auth/providers), the lake's own sign-in page
// (/auth/login, outside the API), the code-for-token exchange (/auth/fetch), /auth/id and logout.
// None of these needs a session.
import type { ServerResponse } from "node:http";
import { isAccountName } from "@wafer/server-kit/accounts";
import { clientAddress } from "@wafer/server-kit/client-address";
import type { ApiCall, LakeContext, PageCall } from "../context.ts";
import { LakeError } from "../errors.ts";
import { json, readBody } from "../http.ts";
import { loginPage } from "../login.ts";
import { loginHeaders, serveLoginProof } from "../login-proof.ts";
import { logger } from "../ops/log.ts";
import { allowedOrigin, requestOrigin } from "../origins.ts";

export function providers(ctx: LakeContext, { req, res }: ApiCall) {
  json(res, 200, {
    thirdPartyLogin: false,
    sso: {},
    providers: ctx.auth.required
      ? [{ name: "lake", title: "本地账户 Local account", url: `${requestOrigin(ctx, req)}/auth/login` }]
      : [],
  });
}

/** The studio trades the one-time code of its `#sid=` for the session token. */
export function fetchToken(ctx: LakeContext, { res, search }: ApiCall) {
  const token = ctx.auth.exchange(search.get("sid") ?? "");
  if (!token) throw new LakeError(401, "unauthorized", "the login code is unknown or expired");
  json(res, 200, { token });
}

/**
 * The sign-in's audit trail, as the inbox keeps its own (issue 40: failed sign-ins, throttling and
 * sign-outs are recorded): one log line per outcome, component "audit", with the account (only a
 * name some editor could have; anything else is never written) and the address it came from.
 */
function audit(event: string, fields: { account?: string; address?: string; [key: string]: unknown }) {
  logger.info({ component: "audit", event, ...fields }, `editor ${event}`);
}

export function logout(ctx: LakeContext, { req, res }: ApiCall) {
  const editor = ctx.auth.identify(req);
  ctx.auth.logout(req, res);
  if (editor) audit("sign-out", { account: editor.name });
  json(res, 200, { ok: true });
}

export function id(ctx: LakeContext, { req, res }: ApiCall) {
  const editor = ctx.auth.identify(req);
  if (!editor) throw new LakeError(401, "unauthorized", "not signed in");
  json(res, 200, { id: editor.id });
}

function sendPage(res: ServerResponse, status: number, html: string, proof: boolean) {
  res.writeHead(status, loginHeaders(proof));
  res.end(html);
}

/** Where the browser goes after signing in: a studio this lake serves, never elsewhere (no open redirect). */
function backTo(ctx: LakeContext, { req }: PageCall, back: string): URL {
  const fallback = new URL("/", requestOrigin(ctx, req));
  try {
    if (back && allowedOrigin(ctx, new URL(back, fallback).origin, req)) return new URL(back, fallback);
  } catch {
    // not an address: back to the studio's start page
  }
  return fallback;
}

/**
 * GET /auth/login shows the page; POST signs in, throttled per account and address
 * (@wafer/server-kit/accounts), with a proof of work past a few failures (login-proof.ts).
 */
export async function signIn(ctx: LakeContext, call: PageCall) {
  const { req, res, url } = call;
  const address = clientAddress({
    socket: req.socket.remoteAddress ?? null,
    forwardedFor: req.headers["x-forwarded-for"]?.toString() ?? null,
    trustedHops: ctx.options.trustedProxyHops ?? 0,
  });
  let proof = ctx.auth.proofAsked(address);
  if (req.method === "GET")
    return sendPage(res, 200, loginPage({ origin: url.searchParams.get("origin") ?? "", proof }), proof);
  const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString("utf8"));
  const name = form.get("name")?.trim() ?? "";
  const password = form.get("password") ?? "";
  const back = form.get("origin") ?? "";
  // The page echoes a name back only when some editor could have it (a 16 MB name is not sent back).
  const shown = isAccountName(name) ? name : "";
  if (!name || !password)
    return sendPage(res, 400, loginPage({ origin: back, name: shown, problem: "missing", proof }), proof);
  const outcome = await ctx.auth.login(name, password, address, form.get("proof"));
  // After a wait the next attempt needs a proof too (its thresholds come first, auth.ts).
  proof = "proof" in outcome || "waitSeconds" in outcome || ("proofNext" in outcome && outcome.proofNext);
  const who = { account: shown || "(not an account name)", address };
  if ("waitSeconds" in outcome) {
    audit("sign-in-throttled", { ...who, waitSeconds: outcome.waitSeconds });
    res.setHeader("retry-after", String(outcome.waitSeconds));
    const page = loginPage({ origin: back, name: shown, problem: "throttled", waitSeconds: outcome.waitSeconds });
    return sendPage(res, 429, page, proof);
  }
  if ("proof" in outcome) {
    audit("sign-in-proof-refused", { ...who, proof: outcome.proof });
    return sendPage(res, 403, loginPage({ origin: back, name: shown, problem: "verify", proof }), proof);
  }
  if (!("token" in outcome)) {
    audit("sign-in-failed", { ...who, proofNext: proof });
    return sendPage(res, 401, loginPage({ origin: back, name: shown, problem: "invalid", proof }), proof);
  }
  audit("sign-in", who);
  const target = backTo(ctx, call, back);
  target.hash = `sid=${ctx.auth.codeFor(outcome.token)}`;
  res.writeHead(303, {
    location: target.href,
    "set-cookie": ctx.auth.sessionCookie(outcome.token, ctx.origin.startsWith("https:")),
    "cache-control": "no-store",
  });
  res.end();
}

/**
 * GET /auth/login/challenge (a fresh signed challenge) and the proof widget's files; any other
 * name passes to the next row (the studio), as before the proof step existed.
 */
export async function signInProof(ctx: LakeContext, { req, res, url }: PageCall): Promise<boolean> {
  return await serveLoginProof(req, res, url.pathname, ctx.auth.proof);
}
