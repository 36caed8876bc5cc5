// The inbox's pages for a visitor without a session cookie: a real redirect to the sign-in page of
// the same language, answered by the proxy (proxy.ts) before any page renders. The pages check the
// session themselves as well (session.ts, requireStaff); but their redirect() comes after the
// document has begun (the inbox layout streams first), so Next can only send a 200 with a
// `<meta http-equiv=refresh>` and an empty body (issue 43: axe and the Nu HTML Checker). A cookie
// whose session has ended still meets that fallback; a visitor who never signed in does not.
// No server-only imports: the proxy loads this.

/** The session cookie's name (auth.ts sets and reads it). */
export const SESSION_COOKIE = "inbox_session";

/** Where `/inbox/<lang>/…` sends a visitor who has no session cookie, or null to let the page answer. */
export function signInRedirect(pathname: string, hasSessionCookie: boolean): string | null {
  if (hasSessionCookie) return null;
  const match = /^\/inbox\/(zh|en)(?:\/(.*))?$/.exec(pathname);
  if (!match) return null;
  const [, lang, rest = ""] = match;
  // The sign-in page itself, and nothing else, is for visitors without a session.
  if (rest === "login" || rest.startsWith("login/")) return null;
  return `/inbox/${lang}/login`;
}
