import { type NextRequest, NextResponse } from "next/server";
import { i18nRouter } from "next-i18n-router";
import { catalogueRewrite } from "./catalogue/rewrite";
import { NOT_FOUND_PATH } from "./config/not-found-path";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from "./i18n/config";
import { localeFromAcceptLanguage } from "./i18n/detect";
import { SESSION_COOKIE, signInRedirect } from "./inbox/sign-in-gate";
import { answersNothing } from "./routing/known-content";
import { gonePage, redirectAnswer } from "./routing/redirect-answer";
import { currentRedirects } from "./routing/redirects";
import { claimOf } from "./routing/unknown-paths";
import { searchRewrite } from "./search/rewrite";

/*
 * Locale routing (docs/product.md, Languages): zh at the root without prefix, en under /en, `/zh/...` redirects to
 * the unprefixed URL. The visitor's choice is remembered in the `i18n_locale` cookie (365 days,
 * SameSite=Lax, whole site). Only `/` looks at the cookie and, without one, at the browser language;
 * a deep URL always shows the language it names, so shared links and search results mean one thing.
 */
const i18nConfig: Parameters<typeof i18nRouter>[1] = {
  locales: [...LOCALES],
  defaultLocale: DEFAULT_LOCALE,
  prefixDefault: false,
  localeCookie: LOCALE_COOKIE,
  cookieOptions: { path: "/", sameSite: "lax", maxAge: LOCALE_COOKIE_MAX_AGE },
  // Called only when the URL has no locale prefix and no cookie applies.
  localeDetector: (request) =>
    request.nextUrl.pathname === "/" && !isInAppRequest(request)
      ? localeFromAcceptLanguage(request.headers.get("accept-language"))
      : DEFAULT_LOCALE,
};

/**
 * Client-side navigations and prefetches (React Server Component fetches). They neither read nor
 * write the cookie: the page the visitor is on already decided the language, the switcher writes
 * the cookie itself, and a late prefetch of an /en link must not undo a switch to Chinese.
 * Next strips its own `rsc` headers before the proxy runs, so the browser's Fetch Metadata tells:
 * only a document load is `Sec-Fetch-Mode: navigate` (a client without the header counts as one).
 */
function isInAppRequest(request: NextRequest): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  return mode !== null && mode !== "navigate";
}

/** Root redirect status: temporary (302), so the next visit detects the language again. */
const ROOT_REDIRECT_STATUS = 302;

/** /newsdetail?id=X (the old site's news links) → the internal route /<locale>/newsdetail/X. */
function legacyNewsDetail(request: NextRequest): NextResponse | null {
  const match = /^\/(?:([a-z]{2})\/)?newsdetail\/?$/.exec(request.nextUrl.pathname);
  if (!match) return null;
  const locale = match[1] && isLocale(match[1]) ? match[1] : DEFAULT_LOCALE;
  if (match[1] && !isLocale(match[1])) return null;
  const id = request.nextUrl.searchParams.get("id")?.trim() || "_";
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/newsdetail/${encodeURIComponent(id)}`;
  url.search = "";
  return NextResponse.rewrite(url);
}

/** A path whose percent-encoding does not decode (http/incoming.ts catches these even earlier). */
function malformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Over HTTPS (said by the proxy in front, or the URL), the locale cookie is Secure. */
function secureLocaleCookie(request: NextRequest, response: NextResponse): NextResponse {
  const https = request.headers.get("x-forwarded-proto") === "https" || request.nextUrl.protocol === "https:";
  const cookie = response.cookies.get(LOCALE_COOKIE);
  if (https && cookie) response.cookies.set({ ...cookie, secure: true });
  return response;
}

/** Next's draft mode cookie: an editor's preview may show drafts at paths the published content lacks. */
const DRAFT_MODE_COOKIE = "__prerender_bypass";

/**
 * A URL no page can answer (routing/unknown-paths.ts) is answered by its language's one 404 page,
 * rendered once and cached, instead of a render of its own: made-up URLs have no end.
 */
async function unknownToNotFound(request: NextRequest, response: NextResponse): Promise<NextResponse> {
  if (response.headers.has("location") || request.cookies.has(DRAFT_MODE_COOKIE)) return response;
  const rewrite = response.headers.get("x-middleware-rewrite");
  const path = rewrite ? new URL(rewrite, request.url).pathname : request.nextUrl.pathname;
  const [, locale, ...rest] = path.split("/");
  if (!isLocale(locale) || !(await answersNothing(claimOf(`/${rest.join("/")}`), locale))) return response;
  // The same response otherwise (cookies, Vary, request headers): only where it is sent changes.
  return NextResponse.rewrite(new URL(`/${locale}${NOT_FOUND_PATH}`, request.url), { headers: response.headers });
}

/**
 * Pages answer GET and HEAD only. The site has no server actions, but Next reads a POST of
 * multipart/form-data to any page as one (a form posted without JavaScript) and answered a body
 * over 1 MB with a 500 (issue 40's hostile gate); other methods rendered the page.
 */
function methodNotAllowed(): NextResponse {
  return new NextResponse("此地址只接受 GET。 / This address answers GET only.", {
    status: 405,
    headers: { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" },
  });
}

export async function proxy(request: NextRequest) {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed();
  // The staff inbox's pages: their language is in the path; without a session cookie, a real
  // redirect to the sign-in page (inbox/sign-in-gate.ts says why here).
  if (request.nextUrl.pathname.startsWith("/inbox/")) {
    const signIn = signInRedirect(request.nextUrl.pathname, request.cookies.has(SESSION_COOKIE));
    return signIn ? NextResponse.redirect(new URL(signIn, request.url), 307) : NextResponse.next();
  }
  if (malformedPath(request.nextUrl.pathname)) {
    return new NextResponse("Bad Request", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const redirected = await redirect(request);
  if (redirected) return redirected;
  return secureLocaleCookie(request, await unknownToNotFound(request, route(request)));
}

/**
 * Old, renamed and vanity paths (decision 0075), before anything renders: 308 in one hop to where
 * they lead, or 410 for a page its editor marked gone. An editor's preview (draft mode) is answered
 * the same way: the table holds published redirects only, and never a live page's path.
 */
async function redirect(request: NextRequest): Promise<NextResponse | null> {
  const redirects = await currentRedirects();
  const answer = redirects && redirectAnswer(request.nextUrl, redirects);
  if (!answer) return null;
  if (answer.kind === "gone") {
    return new NextResponse(request.method === "HEAD" ? null : gonePage(answer.locale), {
      status: 410,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=60" },
    });
  }
  const moved = NextResponse.redirect(new URL(answer.location, request.url), 308);
  // Permanent, but an editor may point a vanity path elsewhere later: browsers and caches keep the
  // answer an hour, not for ever (a 308 without it may be cached indefinitely).
  moved.headers.set("cache-control", `public, max-age=${REDIRECT_MAX_AGE_S}`);
  return moved;
}

/** How long a browser may keep a redirect (docs/studio.md, 跳转). */
const REDIRECT_MAX_AGE_S = 3600;

function route(request: NextRequest): NextResponse {
  const legacy = legacyNewsDetail(request);
  if (legacy) return legacy;

  // Site search: /news?q=… is answered by the search page (the URL the visitor sees stays).
  const search = searchRewrite(request);
  if (search) return search;

  // The catalogue's filtered lists and comparisons: cached routes of a bounded set (catalogue/rewrite.ts).
  const catalogue = catalogueRewrite(request);
  if (catalogue) return catalogue;

  const { pathname } = request.nextUrl;
  const isRoot = pathname === "/";
  const prefixed = isLocale(pathname.split("/")[1]);
  const inApp = isInAppRequest(request);
  if (inApp || (!prefixed && !isRoot)) {
    // A deep unprefixed URL is Chinese whatever the cookie says: hide the cookie from the router.
    request.cookies.delete(LOCALE_COOKIE);
  }

  const response = i18nRouter(request, inApp ? { ...i18nConfig, serverSetCookie: "never" } : i18nConfig);

  if (isRoot) {
    // `/` answers by cookie and browser language: shared caches must keep the variants apart.
    const location = response.headers.get("location");
    if (location) {
      const redirect = NextResponse.redirect(location, ROOT_REDIRECT_STATUS);
      redirect.headers.set("Vary", "Accept-Language, Cookie");
      return redirect;
    }
    response.headers.append("Vary", "Accept-Language, Cookie");
  }
  return response;
}

export const config = {
  // Pages only: API routes, Next internals, files with an extension, the spec's visit counter
  // (/counter/GetCounter, a route handler outside [locale]) and the staff inbox (app/inbox, its
  // own languages and sign-in; not a page of the public site) pass straight through.
  // The inbox's pages (/inbox/zh/…, /inbox/en/…) are matched for their method only.
  matcher: ["/((?!api|_next|inbox|counter/GetCounter|.*\\..*).*)", "/inbox/:lang(zh|en)/:path*"],
};
