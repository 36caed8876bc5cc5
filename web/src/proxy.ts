import type { NextRequest } from "next/server";
import { i18nRouter } from "next-i18n-router";
import { i18nConfig } from "./i18n/config";

export function proxy(request: NextRequest) {
  return i18nRouter(request, i18nConfig);
}

export const config = {
  // Pages only: API routes, Next internals and files with an extension pass straight through.
  matcher: "/((?!api|_next|.*\\..*).*)",
};
