import type { NextRequest } from "next/server";
import { i18nRouter } from "next-i18n-router";
import { i18nConfig } from "./i18n/config";
import { searchRewrite } from "./search/rewrite";

export function proxy(request: NextRequest) {
  // Site search (issue 6): /news?q=… is answered by the search page.
  const search = searchRewrite(request);
  if (search) return search;
  return i18nRouter(request, i18nConfig);
}

export const config = {
  // Pages only: API routes, Next internals, files with an extension and the spec's visit counter
  // (/counter/GetCounter, a route handler outside [locale]) pass straight through.
  matcher: "/((?!api|_next|counter/GetCounter|.*\\..*).*)",
};
