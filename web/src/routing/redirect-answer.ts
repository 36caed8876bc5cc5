import { isSafeTarget, MAX_REDIRECT_PATH, pathLocale, type RedirectAnswer } from "@wafer/schemas/redirects";
import en from "@/i18n/dictionaries/en";
import zh from "@/i18n/dictionaries/zh";

// How the proxy answers a redirected path (decision 0075): 308 to where it leads, in one hop, or 410
// with the site's words. Pure: proxy.ts hands it the request's URL and the current table.

/** What the proxy needs of the table (routing/redirects.ts). */
export interface RedirectLookup {
  table: ReadonlyMap<string, RedirectAnswer>;
  paths: ReadonlyMap<string, string[]>;
}

/** The old site's detail links, `/newsdetail?id=<document id>` and `/jobdetail?id=`, in either language. */
const LEGACY_DETAIL = /^(?:\/en)?\/(?:newsdetail|jobdetail)\/?$/;

/** The path a request asks for, in the table's form (decoded, no trailing slash); null when not a candidate. */
export function lookupPath(pathname: string): string | null {
  if (pathname.length > MAX_REDIRECT_PATH * 3) return null;
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

export type Answer = { kind: "redirect"; location: string } | { kind: "gone"; locale: "zh" | "en" } | null;

/**
 * Where `url` leads by the table: a site path keeps the request's query unless the target names its
 * own; an https URL an editor wrote is taken as written; a legacy ?id= link leads to the document's
 * current path (its id stays out of the new URL).
 */
export function redirectAnswer(url: URL, lookup: RedirectLookup): Answer {
  if (LEGACY_DETAIL.test(url.pathname)) {
    const id = url.searchParams.get("id")?.trim() ?? "";
    const current = id.length <= 200 ? lookup.paths.get(id)?.[0] : undefined;
    return current?.startsWith("/") && isSafeTarget(current) ? { kind: "redirect", location: current } : null;
  }
  // `/zh/x` is the Chinese `/x` (the locale router would redirect it there first: one hop instead of two).
  const path = lookupPath(url.pathname.replace(/^\/zh(?=\/)/, ""));
  const answer = path === null ? undefined : lookup.table.get(path);
  if (!answer || path === null) return null;
  if (answer.status === 410) return { kind: "gone", locale: pathLocale(path) };
  const { location } = answer;
  if (!location.startsWith("/")) return { kind: "redirect", location };
  return { kind: "redirect", location: location.includes("?") ? location : `${location}${url.search}` };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] as string);

/** The 410 page: small, in the path's language, with the way home. */
export function gonePage(locale: "zh" | "en"): string {
  const words = (locale === "en" ? en : zh).errors;
  const home = locale === "en" ? "/en" : "/";
  return `<!doctype html><html lang="${locale === "en" ? "en" : "zh-CN"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.goneTitle)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><h1>${escapeHtml(words.goneTitle)}</h1><p>${escapeHtml(words.gone)}</p><p><a href="${home}">${escapeHtml(words.backHome)}</a></p></main></body></html>`;
}
