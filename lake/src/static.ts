// Serves the built studio (`sanity build` output) from the lake's own origin, so editors open one
// address and the studio's page, API and images all come from this machine.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".map": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/**
 * What `sanity build` writes loads things from the internet whatever the configuration: the
 * hosted-studio "bridge" script (auto-updates, dashboard) from core.sanity-cdn.com, and the Inter
 * font from studio-static.sanity.io (the page) and design-system-static.sanity.io (a stylesheet).
 * Editors must load nothing from other hosts, so these are dropped as the files are served; the
 * studio's font stack then falls back to the system's fonts.
 */
export function withoutRemoteResources(text: string): string {
  return text
    .replace(/<script[^>]*src="https:\/\/core\.sanity-cdn\.com\/[^"]*"[^>]*><\/script>/g, "")
    .replace(/@font-face\s*\{[^}]*https:\/\/[a-z-]+\.sanity\.io\/[^}]*\}/g, "");
}

/** The name of the studio page's meta element that carries the site to preview (studio/env.ts reads it). */
export const PREVIEW_URL_META = "lake-preview-url";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Names the site the studio's Presentation tool shows, in the studio's page: the studio is built
 * once (SANITY_STUDIO_PREVIEW_URL=lake) and each lake tells it where its site runs (`npm start`'s
 * port, or a test's), so `npm start` reuses the build `npm test` made.
 */
export function withPreviewUrl(html: string, previewUrl: string | undefined): string {
  if (!previewUrl) return html;
  const meta = `<meta name="${PREVIEW_URL_META}" content="${escapeAttribute(previewUrl)}">`;
  return html.replace(/<head([^>]*)>/i, (head) => `${head}${meta}`);
}

export interface StudioPageOptions {
  /** The site the Presentation tool shows (see withPreviewUrl). */
  previewUrl?: string | undefined;
}

/** Returns false when there is nothing to serve for this path (the caller answers 404). */
export function serveStudio(
  dir: string,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  page: StudioPageOptions = {},
): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const target = path.normalize(path.join(dir, decoded));
  if (!target.startsWith(path.normalize(dir))) return false;
  let file = target;
  if (!existsSync(file) || statSync(file).isDirectory()) {
    // Client-side routes (/structure/news;...) get the app's page; missing assets stay 404.
    if (path.extname(decoded) !== "" && !decoded.includes(";")) return false;
    file = path.join(dir, "index.html");
    if (!existsSync(file)) return false;
  }
  const hashed = decoded.startsWith("/static/") || decoded.startsWith("/vendor/");
  const ext = path.extname(file);
  if (ext === ".html" || ext === ".css") {
    const served = withoutRemoteResources(readFileSync(file, "utf8"));
    const text = Buffer.from(ext === ".html" ? withPreviewUrl(served, page.previewUrl) : served);
    res.writeHead(200, {
      "content-type": TYPES[ext],
      "content-length": text.length,
      "cache-control": hashed ? "public, max-age=31536000, immutable" : "no-cache",
    });
    res.end(req.method === "HEAD" ? undefined : text);
    return true;
  }
  res.writeHead(200, {
    "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
    "content-length": statSync(file).size,
    "cache-control": hashed ? "public, max-age=31536000, immutable" : "no-cache",
    "x-content-type-options": "nosniff",
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(file).pipe(res);
  return true;
}
