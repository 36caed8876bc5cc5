import { type NextRequest, NextResponse } from "next/server";
import { DEFAULT_LOCALE } from "@/i18n/config";

/** The news list in either language: `/news` (zh, unprefixed) and `/en/news` (Next strips a trailing slash first). */
const NEWS_PATH = /^\/(?:(en)\/)?news$/;

/**
 * `/news?q=…` is where the site's search boxes send a query (spec: /news is the target of search).
 * The proxy hands such a request to the search page, `/[locale]/search`, keeping the URL: the
 * list at `/news` then stays a static, prerendered page, and a search renders per request.
 * Returns null for every other request (and for an empty query, which shows the list).
 */
export function searchRewrite(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const match = NEWS_PATH.exec(pathname);
  if (!match || !searchParams.get("q")?.trim()) return null;
  const url = request.nextUrl.clone();
  url.pathname = `/${match[1] ?? DEFAULT_LOCALE}/search`;
  return NextResponse.rewrite(url);
}
