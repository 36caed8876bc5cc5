import { type NextRequest, NextResponse } from "next/server";
import { i18nRouter } from "next-i18n-router";
import { DEFAULT_LOCALE, i18nConfig, isLocale } from "./i18n/config";

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

export function proxy(request: NextRequest) {
  return legacyNewsDetail(request) ?? i18nRouter(request, i18nConfig);
}

export const config = {
  // Pages only: API routes, Next internals and files with an extension pass straight through.
  matcher: "/((?!api|_next|.*\\..*).*)",
};
