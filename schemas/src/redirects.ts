// Redirects (issue 42, decision 0075): the rules shared by the studio (validation of a 跳转 document)
// and the site (the proxy's table). Plain values and type-only imports, like routes.ts, so Node can
// load this file directly.
import type { Locale } from "./constants";
import { localePath, ROUTES } from "./routes";

/** The document types whose slug is part of a path: a change of a published one records a redirect. */
export const REDIRECTED_TYPES = ["news", "job", "product", "sitePage"] as const;

/** The longest `from` or `to` path an editor may write (and the longest request path looked up). */
export const MAX_REDIRECT_PATH = 512;

/**
 * First segments no redirect may start from: the server's own routes and files, and the language
 * prefixes (an English path is `/en/...`, a Chinese one has no prefix: `/zh/...` is refused).
 */
export const RESERVED_PREFIXES = [
  "api",
  "inbox",
  "media",
  "_next",
  "zh",
  "og",
  "feed",
  "counter",
  "studio",
  "manifest",
  "sitemap.xml",
  "robots.txt",
] as const;

/** The paths a document of a redirected type has: a product is one document shown in both languages. */
export function contentPaths(doc: { _type: string; slug?: string | null; language?: string | null }): string[] {
  if (!doc.slug) return [];
  const own: Locale = doc.language === "en" ? "en" : "zh";
  switch (doc._type) {
    case "product":
      return [localePath("zh", `/product/${doc.slug}`), localePath("en", `/product/${doc.slug}`)];
    case "news":
      return [localePath(own, `/news/${doc.slug}`)];
    case "job":
      return [localePath(own, `/jobs/${doc.slug}`)];
    case "sitePage":
      return [localePath(own, `/${doc.slug}`)];
    default:
      return [];
  }
}

/** The language a site path is in. */
export const pathLocale = (path: string): Locale => (path === "/en" || path.startsWith("/en/") ? "en" : "zh");

/** Every path of the route table, in both languages (a fixed page is never redirected away). */
export function routePaths(): Set<string> {
  return new Set(ROUTES.flatMap((route) => [localePath("zh", route.path), localePath("en", route.path)]));
}

export type PathCheck = { ok: true; path: string } | { ok: false; message: string };

/**
 * An editor's site path in the one form the table uses: decoded (`/展会`, not `/%E5%B1%95…`), no
 * trailing slash. Refuses what would leave the site or confuse a browser: `//evil.com` and
 * `/\evil.com` (read as another host), a scheme, spaces and control characters, `.`/`..` segments.
 */
export function normalizeSitePath(input: string, { query = false } = {}): PathCheck {
  const raw = input.trim();
  if (raw === "") return { ok: false, message: "请填写地址，例如 /semicon" };
  if (raw.length > MAX_REDIRECT_PATH) return { ok: false, message: `地址太长（最多 ${MAX_REDIRECT_PATH} 个字符）` };
  if (!raw.startsWith("/")) return { ok: false, message: "站内地址以 / 开头，例如 /semicon" };
  if (raw.startsWith("//") || raw.includes("\\")) {
    return { ok: false, message: "地址不能以 // 开头或含有 \\（那会指向别的网站）" };
  }
  const [pathPart, ...rest] = raw.split("?");
  const search = rest.join("?");
  if (!query && (rest.length > 0 || raw.includes("#"))) return { ok: false, message: "来源地址不能含 ? 或 #" };
  let path: string;
  try {
    path = decodeURIComponent(pathPart as string);
  } catch {
    return { ok: false, message: "地址中的 % 编码无效" };
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\s\u0000-\u001f\u007f]/.test(path)) return { ok: false, message: "地址不能含空格或控制字符" };
  if (path.startsWith("//") || path.includes("\\")) {
    return { ok: false, message: "地址不能以 // 开头或含有 \\（那会指向别的网站）" };
  }
  if (path.split("/").some((segment) => segment === "." || segment === "..")) {
    return { ok: false, message: "地址不能含 . 或 .. 段" };
  }
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  return { ok: true, path: search && query ? `${trimmed}?${search}` : trimmed };
}

/** A `from` path: a normalized site path outside the reserved prefixes and the route table. */
export function checkFromPath(input: string): PathCheck {
  const checked = normalizeSitePath(input);
  if (!checked.ok) return checked;
  const first = checked.path.split("/")[1] ?? "";
  if ((RESERVED_PREFIXES as readonly string[]).includes(first)) {
    return {
      ok: false,
      message:
        first === "zh" ? "中文地址不带 /zh，例如 /semicon" : `/${first} 开头的地址属于网站本身，不能作为跳转来源`,
    };
  }
  if (routePaths().has(checked.path)) return { ok: false, message: "这是网站的固定页面，不能跳转走" };
  return checked;
}

/** A `to` written as text: a site path (with a query, if wanted) or a full https URL. */
export function checkToAddress(input: string): { ok: true; to: string } | { ok: false; message: string } {
  const raw = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { ok: false, message: "网址无效" };
    }
    if (url.protocol !== "https:") return { ok: false, message: "外部网址必须以 https:// 开头" };
    if (!url.hostname || url.username || url.password)
      return { ok: false, message: "外部网址无效（需要域名，不含用户名）" };
    if (raw.length > 2048) return { ok: false, message: "网址太长（最多 2048 个字符）" };
    return { ok: true, to: url.href };
  }
  const checked = normalizeSitePath(raw, { query: true });
  return checked.ok ? { ok: true, to: checked.path } : checked;
}

/**
 * Whether a target may be sent as a Location: "gone"/"none", a site path that stays on the site, or
 * an https URL. Checked again when the table is built, whatever wrote the target (a slug of "/evil.com"
 * would otherwise make `//evil.com`).
 */
export function isSafeTarget(to: string): boolean {
  if (to === "gone" || to === "none") return true;
  if (to.startsWith("/")) return normalizeSitePath(to, { query: true }).ok;
  return checkToAddress(to).ok;
}

/** One redirect as stored: a target resolved to a path or URL, or an answer without a target. */
export interface RedirectEntry {
  from: string;
  /** A site path (`/news/x`, may carry a query), an https URL, "gone" (410), or "none" (404: no redirect). */
  to: string;
  /** Recorded by a slug change (false: written by an editor, who wins over an automatic one). */
  automatic?: boolean;
}

export type RedirectAnswer = { status: 308; location: string } | { status: 410 };

const pathOf = (to: string) => to.split("?")[0] as string;
const isSitePath = (to: string) => to.startsWith("/");

/**
 * Where following `from` ends, in one hop: the last address of its chain. `null` when the chain
 * loops (never followed) or ends in "none"; a chain stops at a live page (it is shown, whatever a
 * redirect from it says).
 */
export function followChain(
  from: string,
  next: ReadonlyMap<string, string>,
  live: ReadonlySet<string> = new Set(),
): string | null {
  const seen = new Set([from]);
  let to = next.get(from);
  while (to !== undefined && isSitePath(to)) {
    const path = pathOf(to);
    if (live.has(path)) return to;
    const after = next.get(path);
    if (after === undefined) return to;
    if (seen.has(path)) return null;
    seen.add(path);
    to = after;
  }
  return to === undefined || to === "none" ? null : to;
}

/**
 * The table the proxy answers from. An editor's entry wins over an automatic one for the same path;
 * an entry from a live page is dropped (the page shows); chains are collapsed to their end; loops
 * and "none" give no entry (404 as before). `limit` bounds the table whatever the content holds.
 */
export function buildRedirectTable(
  entries: readonly RedirectEntry[],
  live: ReadonlySet<string>,
  limit = 20_000,
): Map<string, RedirectAnswer> {
  const next = new Map<string, string>();
  const byEditor = new Set<string>();
  for (const entry of entries) {
    const checked = normalizeSitePath(entry.from);
    if (!checked.ok || live.has(checked.path) || !isSafeTarget(entry.to)) continue;
    if (entry.automatic && byEditor.has(checked.path)) continue;
    if (!entry.automatic) byEditor.add(checked.path);
    next.set(checked.path, entry.to);
  }
  const table = new Map<string, RedirectAnswer>();
  for (const from of next.keys()) {
    if (table.size >= limit) break;
    const to = followChain(from, next, live);
    if (to === null || pathOf(to) === from) continue;
    table.set(from, to === "gone" ? { status: 410 } : { status: 308, location: to });
  }
  return table;
}

export type RedirectTarget = "document" | "route" | "address" | "gone" | "none";

export interface RedirectFields {
  from?: string;
  target?: RedirectTarget;
  toDocument?: { _ref?: string };
  toRoute?: string;
  toAddress?: string;
}

export interface PathDoc {
  _id: string;
  _type: string;
  slug?: string | null;
  language?: string | null;
}

/** Where a redirect leads, as the site's table stores it (null: no target chosen yet). */
export function resolveTarget(
  fields: RedirectFields & { ref?: string },
  docs: ReadonlyMap<string, PathDoc>,
): string | null {
  const locale = fields.from ? pathLocale(fields.from) : "zh";
  switch (fields.target) {
    case "gone":
    case "none":
      return fields.target;
    case "route": {
      const route = ROUTES.find((candidate) => candidate.key === fields.toRoute);
      return route ? localePath(locale, route.path) : null;
    }
    case "address": {
      const checked = checkToAddress(fields.toAddress ?? "");
      return checked.ok ? checked.to : null;
    }
    case "document": {
      const doc = docs.get((fields.ref ?? fields.toDocument?._ref ?? "").replace(/^drafts\./, ""));
      const paths = doc ? contentPaths(doc) : [];
      return paths.find((path) => pathLocale(path) === locale) ?? paths[0] ?? null;
    }
    default:
      return null;
  }
}
