// What a first visit downloads, per page: the compressed bytes of JavaScript, CSS and HTML as the
// server sends them (issue 17). Shared by the budget test (e2e/weight.spec.ts) and the benchmark
// that prints the table (`pnpm bench:weight`, scripts/bench/bench-weight.mjs). Only types come from
// Playwright, so Node runs this file directly from the benchmark.
import type { Page } from "@playwright/test";

export type PageKind = "content" | "form";

/** The pages of issue 17's list, in its order: the most visited templates. */
export const WEIGHED_PAGES: readonly { url: string; kind: PageKind }[] = [
  { url: "/", kind: "content" },
  { url: "/en", kind: "content" },
  { url: "/product", kind: "content" },
  { url: "/about", kind: "content" },
  { url: "/news", kind: "content" },
  { url: "/news/shanghai-300mm-capacity", kind: "content" },
  { url: "/societysort", kind: "content" },
  { url: "/jobs/epitaxy-process-engineer", kind: "content" },
  { url: "/message", kind: "form" },
  { url: "/en/eirform", kind: "form" },
];

/** KiB, the unit of Lighthouse's "JS transferred" and of the table. */
export const KIB = 1024;

/** Budgets in bytes, compressed as downloaded (issue 17: 150 and 190 KiB of JS, 25 KiB of HTML). */
export const BUDGETS = {
  js: { content: 150 * KIB, form: 190 * KIB },
  html: 25 * KIB,
} as const;

export interface PageWeight {
  url: string;
  kind: PageKind;
  /** Compressed bytes by kind of resource, same-origin only (nothing else is allowed to load). */
  js: number;
  css: number;
  html: number;
  /** The scripts' paths and sizes, largest first: what to look at when a budget is exceeded. */
  scripts: { path: string; bytes: number }[];
  /** Content-Encoding of the HTML, to show the sizes are what a browser gets. */
  encoding: string;
}

const isEnglish = (url: string) => url === "/en" || url.startsWith("/en/");

/** Zh pages are asked for in Chinese (the cookie a visitor's choice sets), /en ones in English. */
export function visitorHeaders(url: string): Record<string, string> {
  return isEnglish(url)
    ? { "Accept-Language": "en" }
    : { "Accept-Language": "zh-CN,zh;q=0.9", Cookie: "i18n_locale=zh" };
}

/**
 * Loads `url` in a fresh page (empty cache) and sums the encoded body sizes of what it fetched until
 * the page is hydrated and the network has been quiet for a moment, so scripts loaded after
 * hydration (lazy features) count too.
 */
export async function weighPage(page: Page, origin: string, url: string, kind: PageKind): Promise<PageWeight> {
  const requests: { type: string; path: string; request: import("@playwright/test").Request }[] = [];
  page.on("requestfinished", (request) => {
    const target = new URL(request.url());
    if (target.origin !== origin) return;
    requests.push({ type: request.resourceType(), path: target.pathname, request });
  });
  await page.setExtraHTTPHeaders({ "Accept-Language": isEnglish(url) ? "en" : "zh-CN,zh;q=0.9" });
  if (!isEnglish(url)) await page.context().addCookies([{ name: "i18n_locale", value: "zh", url: origin }]);
  const response = await page.goto(`${origin}${url}`, { waitUntil: "load" });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
  await page.waitForLoadState("networkidle");

  const weight: PageWeight = {
    url,
    kind,
    js: 0,
    css: 0,
    html: 0,
    scripts: [],
    encoding: (await response.headerValue("content-encoding")) ?? "identity",
  };
  for (const { type, path, request } of requests) {
    const { responseBodySize } = await request.sizes();
    if (type === "script") {
      weight.js += responseBodySize;
      weight.scripts.push({ path, bytes: responseBodySize });
    } else if (type === "stylesheet") weight.css += responseBodySize;
    else if (type === "document") weight.html += responseBodySize;
  }
  weight.scripts.sort((a, b) => b.bytes - a.bytes);
  return weight;
}

/** The budget a page's figures are held to, and what is over it (empty when within). */
export function overBudget(weight: PageWeight): string[] {
  const over: string[] = [];
  const jsBudget = BUDGETS.js[weight.kind];
  if (weight.js > jsBudget) over.push(`JavaScript ${weight.js} B > ${jsBudget} B`);
  if (weight.html > BUDGETS.html) over.push(`HTML ${weight.html} B > ${BUDGETS.html} B`);
  return over;
}
