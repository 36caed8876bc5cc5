import "server-only";
import { readAccounts } from "@wafer/server-kit/accounts";
import { connection } from "next/server";
import * as client from "openid-client";
import { config } from "@/config/env";
import { getDatabase } from "@/db/client";
import { isLocale, type Locale } from "@/i18n/config";
import { errorField, log } from "@/ops/log";
import { accountsFile, cookieOf, isHttps, openSession, sessionCookie } from "./auth";
import { oidcConfigured } from "./oidc-config";
import { noStore, plain } from "./request";
import { isRole, type Role } from "./roles";
import { audit } from "./store";

// Sign-in through the company's identity provider over OpenID Connect (openid-client): the
// authorization code flow with PKCE and state. The provider vouches for who the person is; their
// inbox roles come from a claim the provider sends (INBOX_OIDC_ROLES_CLAIM, default "roles"), or
// else from the accounts file line named by their e-mail address (roles only; no password needed).
//   INBOX_OIDC_ISSUER, INBOX_OIDC_CLIENT_ID, INBOX_OIDC_CLIENT_SECRET, [INBOX_OIDC_REDIRECT_URI]

const FLOW_COOKIE = "inbox_oidc";

const state = globalThis as unknown as { __inboxOidc?: Promise<client.Configuration> };

function configuration(): Promise<client.Configuration> {
  state.__inboxOidc ??= (async () => {
    const { INBOX_OIDC_ISSUER, INBOX_OIDC_CLIENT_ID, INBOX_OIDC_CLIENT_SECRET } = config();
    const issuer = new URL(INBOX_OIDC_ISSUER as string);
    // A provider on plain HTTP only on this machine (tests, a local provider); never over a network.
    const local = issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
    return client.discovery(
      issuer,
      INBOX_OIDC_CLIENT_ID as string,
      INBOX_OIDC_CLIENT_SECRET,
      undefined,
      local ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  })().catch((error) => {
    state.__inboxOidc = undefined;
    throw error;
  });
  return state.__inboxOidc;
}

function redirectUri(request: Request): string {
  return config().INBOX_OIDC_REDIRECT_URI ?? new URL("/inbox/oidc/callback", request.url).href;
}

/** GET /inbox/oidc/start?lang=…: off to the provider. */
export async function startOidc(request: Request): Promise<Response> {
  await connection(); // per request: the environment and the provider are read at run time
  if (!oidcConfigured()) return plain(404, "OIDC 未配置 / OIDC is not configured");
  const lang = new URL(request.url).searchParams.get("lang");
  const config = await configuration().catch(() => null);
  if (!config) return plain(503, "身份提供方暂不可用 / The identity provider is not available");
  const verifier = client.randomPKCECodeVerifier();
  const flow = { verifier, state: client.randomState(), lang: isLocale(lang ?? "") ? lang : "zh" };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(request),
    scope: "openid email profile roles",
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state: flow.state,
  });
  // Lax, not Strict: the provider sends the browser back with a cross-site navigation.
  const cookie = `${FLOW_COOKIE}=${Buffer.from(JSON.stringify(flow)).toString("base64url")}; Path=/inbox/oidc; HttpOnly; SameSite=Lax; Max-Age=600${isHttps(request) ? "; Secure" : ""}`;
  return new Response(null, { status: 302, headers: { ...noStore, location: url.href, "set-cookie": cookie } });
}

function rolesFor(claims: Record<string, unknown>): { account: string; roles: Role[] } | null {
  const email = typeof claims.email === "string" ? claims.email : "";
  const account = email || String(claims.preferred_username ?? claims.sub ?? "");
  const claim = claims[config().INBOX_OIDC_ROLES_CLAIM];
  let roles = (Array.isArray(claim) ? claim : typeof claim === "string" ? claim.split(/[ ,]/) : [])
    .map(String)
    .filter(isRole);
  if (roles.length === 0 && email) roles = (readAccounts(accountsFile()).get(email)?.roles ?? []).filter(isRole);
  return account && roles.length ? { account, roles } : null;
}

/** GET /inbox/oidc/callback: the provider's answer → a session. */
export async function finishOidc(request: Request): Promise<Response> {
  await connection();
  if (!oidcConfigured()) return plain(404, "OIDC 未配置 / OIDC is not configured");
  let flow: { verifier: string; state: string; lang: Locale };
  try {
    flow = JSON.parse(Buffer.from(cookieOf(request, FLOW_COOKIE) ?? "", "base64url").toString("utf8"));
  } catch {
    return plain(400, "登录已过期，请重新登录 / The sign-in expired: start again");
  }
  const lang = isLocale(flow.lang) ? flow.lang : "zh";
  let who: ReturnType<typeof rolesFor>;
  try {
    const config = await configuration();
    const current = new URL(request.url);
    const callback = new URL(redirectUri(request));
    callback.search = current.search;
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
    });
    const sub = tokens.claims()?.sub;
    const info = await client.fetchUserInfo(config, tokens.access_token, sub ?? client.skipSubjectCheck);
    who = rolesFor({ ...tokens.claims(), ...info });
  } catch (error) {
    log("inbox").warn({ err: errorField(error) }, "OIDC sign-in failed");
    return plain(400, "登录失败，请重试 / The sign-in failed: try again");
  }
  const clear = `${FLOW_COOKIE}=; Path=/inbox/oidc; HttpOnly; SameSite=Lax; Max-Age=0`;
  if (!who) return plain(403, "您的账号没有收件箱权限 / Your account has no inbox role");
  const { db } = await getDatabase();
  const token = await openSession(db, who.account, who.roles, "oidc");
  await audit(db, who.account, "sign-in", null, "oidc");
  // The Strict session cookie is not sent on a redirect that began at the provider's site: a page
  // of our own moves on, so the next request is same-site.
  const next = `/inbox/${lang}`;
  const html = `<!doctype html><html lang="${lang === "zh" ? "zh-CN" : "en"}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${next}"><title>${lang === "zh" ? "收件箱" : "Inbox"}</title></head><body><p><a href="${next}">${lang === "zh" ? "进入收件箱" : "Open the inbox"}</a></p></body></html>`;
  const headers = new Headers({ ...noStore, "content-type": "text/html; charset=utf-8" });
  headers.append("set-cookie", sessionCookie(token, isHttps(request)));
  headers.append("set-cookie", clear);
  return new Response(html, { status: 200, headers });
}
