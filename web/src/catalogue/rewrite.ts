import { type NextRequest, NextResponse } from "next/server";
import { DEFAULT_LOCALE } from "@/i18n/config";
import { compareIds, compareKey, filterKey, parseFilter } from "./filter";

// The catalogue's query URLs, answered by cached routes (catalogue/filter.ts; decision 0068):
//   /product?d=300&type=epi        → /<locale>/product/filter/300.epi.all.all.all
//   /product?d=999 (unknown value) → /<locale>/product, the unfiltered list (the URL stays)
//   /product/compare?ids=b,a       → /<locale>/product/compare/a~b
// The unfiltered /product stays the static, prerendered page it was. Next strips a trailing slash first.

const LIST_PATH = /^\/(?:(en)\/)?product$/;
const COMPARE_PATH = /^\/(?:(en)\/)?product\/compare$/;

/** The rewrite of a filtered list or a comparison, or null for every other request. */
export function catalogueRewrite(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const list = LIST_PATH.exec(pathname);
  if (list) {
    const filter = parseFilter(searchParams);
    if (filter === null) return null;
    const url = request.nextUrl.clone();
    const locale = list[1] ?? DEFAULT_LOCALE;
    url.pathname = filter === "invalid" ? `/${locale}/product` : `/${locale}/product/filter/${filterKey(filter)}`;
    url.search = "";
    return NextResponse.rewrite(url);
  }
  const compare = COMPARE_PATH.exec(pathname);
  if (compare) {
    const ids = compareIds(searchParams);
    const url = request.nextUrl.clone();
    const locale = compare[1] ?? DEFAULT_LOCALE;
    // Without a product named: the comparison's own page says how to choose.
    url.pathname = ids.length ? `/${locale}/product/compare/${compareKey(ids)}` : `/${locale}/product/compare`;
    url.search = "";
    return NextResponse.rewrite(url);
  }
  return null;
}
