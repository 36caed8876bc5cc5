import { config } from "../config/env.ts";
// Security headers for every response (pages, API, /media, feeds, 404s, static files), set in one
// place: next.config.ts's headers(), which Next applies before routing. They are fixed at build
// time, so the studio origin must be known when building (SANITY_STUDIO_ORIGIN); builds for the
// local lake name `http://localhost:*`, its studio on whatever port it runs (scripts/run/start-builds.ts).
//
// Behind the documented nginx they come from nginx instead (decision 0021): nginx adds the same
// lines as constants (`add_header`, deploy/security-headers.conf, written from this file by
// `pnpm deploy:headers`), so its page cache does not store and re-parse them on every hit. The
// instances are told with SECURITY_HEADERS_BY_PROXY=1 (run time, default off: a bare `npm start`
// sends them itself); http/incoming.ts turns that into a request header of our own that the rules
// below require to be missing, replacing whatever a client sent.
//
// The pages are prerendered static HTML, so a per-request nonce is impossible: Next's inline
// bootstrap scripts need 'unsafe-inline' in script-src, and React style attributes need it in
// style-src. Everything else is locked to this origin: no eval, no plugins, no <base>, forms post
// only here, and only this site and the studio (Presentation tool's preview iframe) may frame it.
// ALTCHA's worker and styles are served as files of our own (no blob:, no injected <style>).

export interface SecurityHeaderOptions {
  /** Origin of the Sanity Studio that shows the site in its preview iframe, e.g. https://x.sanity.studio */
  studioOrigin?: string | undefined;
}

/**
 * A valid http(s) origin, or null (a typo must not widen frame-ancestors). An origin whose port is
 * `*` (`http://localhost:*`) is a CSP host source for every port of that one host.
 */
export function normalizeOrigin(value: string | undefined): string | null {
  if (!value) return null;
  const anyPort = /^(https?:\/\/[^/:*]+):\*$/.exec(value);
  if (anyPort) {
    const host = normalizeOrigin(anyPort[1]);
    return host ? `${host}:*` : null;
  }
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ studioOrigin }: SecurityHeaderOptions = {}): string {
  const studio = normalizeOrigin(studioOrigin);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "media-src": ["'self'"],
    "frame-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'", ...(studio ? [studio] : [])],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Set on every request by http/incoming.ts when SECURITY_HEADERS_BY_PROXY=1; removed otherwise. */
export const SECURITY_HEADERS_BY_PROXY_HEADER = "x-wafer-security-headers-by-proxy";

/** Whether this process leaves the security headers to the proxy in front (SECURITY_HEADERS_BY_PROXY=1). */
export const securityHeadersByProxy = (): boolean => config().SECURITY_HEADERS_BY_PROXY;

interface HeaderCondition {
  type: "header";
  key: string;
  value?: string;
}

export interface HeaderRule {
  source: string;
  has?: HeaderCondition[];
  missing?: HeaderCondition[];
  headers: { key: string; value: string }[];
}

const notByProxy: HeaderCondition[] = [{ type: "header", key: SECURITY_HEADERS_BY_PROXY_HEADER }];

/** The rules for next.config.ts headers(). */
export function securityHeaderRules(options: SecurityHeaderOptions = {}): HeaderRule[] {
  return [
    {
      source: "/:path*",
      missing: notByProxy,
      headers: [
        { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
        { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
        // The site's pages in an agent cluster of their own origin (no document.domain), which also
        // lets Chromium run them in their own process when framed by a studio on the same site
        // (localhost:3333 and localhost:3000, cms. and www.example.com): the Presentation tool's
        // preview then renders and hydrates beside the studio instead of taking turns with it on
        // one main thread (issue 29 item 13, docs/decisions/0062).
        { key: "Origin-Agent-Cluster", value: "?1" },
        { key: "X-Permitted-Cross-Domain-Policies", value: "none" },
      ],
    },
    {
      // Only over HTTPS (the proxy in front says so): HSTS on plain HTTP would be ignored anyway,
      // and a site reached by http://localhost must stay reachable.
      source: "/:path*",
      has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
      missing: notByProxy,
      headers: [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }],
    },
  ];
}

/**
 * Uploaded files (content images under /media, and what the image optimizer answers) may be SVG,
 * which runs script when opened directly: they get a policy that allows nothing and a sandbox.
 */
export const UPLOADED_FILE_HEADERS = {
  "content-security-policy": "default-src 'none'; sandbox",
  "x-content-type-options": "nosniff",
} as const;

/**
 * Rules for next.config.ts after securityHeaderRules: Next applies header rules in order and a
 * later rule's value for the same key wins, so these replace the site-wide CSP on uploaded files
 * (before issue 32 the site-wide `script-src 'self' 'unsafe-inline'` replaced the route's own).
 * They hold behind nginx too, whose site-wide CSP is added as a second header (both are enforced).
 */
export function uploadedFileHeaderRules(): HeaderRule[] {
  const headers = Object.entries(UPLOADED_FILE_HEADERS).map(([key, value]) => ({ key, value }));
  // The image optimizer (/_next/image) sets its own CSP, which header rules do not replace: it is
  // next.config.ts's images.contentSecurityPolicy, the same policy.
  return [{ source: "/media/:path*", headers }];
}

/** Every header line the application sends on an HTTPS request (HSTS included), in order. */
export function securityHeaders(options: SecurityHeaderOptions = {}): { key: string; value: string }[] {
  return securityHeaderRules(options).flatMap((rule) => rule.headers);
}

/**
 * nginx `add_header` lines for `headers` (`always`: error answers too), for an include in each
 * location of deploy/nginx.conf. HSTS is sent whatever the scheme: nginx in production speaks
 * HTTPS (or stands behind a TLS terminator), and browsers ignore HSTS received over plain HTTP.
 */
export function nginxSecurityHeaders(headers: { key: string; value: string }[], source: string): string {
  const lines = headers.map(({ key, value }) => {
    // nginx strings have no escape for `$` (a variable); a quote or line break would end the line.
    if (!/^[A-Za-z0-9-]+$/.test(key) || /["\\$\r\n]/.test(value)) throw new Error(`not a constant header: ${key}`);
    return `add_header ${key} "${value}" always;`;
  });
  return [
    "# Security headers, sent by nginx when the instances run with SECURITY_HEADERS_BY_PROXY=1",
    `# (docs/deploy.md). Generated from web/src/http/security-headers.ts (${source}); do not edit:`,
    "# run `pnpm deploy:headers` with the SANITY_STUDIO_ORIGIN the site is built with.",
    ...lines,
    "",
  ].join("\n");
}
