// Security headers for every response (pages, API, /media, feeds, 404s, static files), set in one
// place: next.config.ts's headers(), which Next applies before routing. They are fixed at build
// time, so the studio origin must be known when building (SANITY_STUDIO_ORIGIN); builds for the
// local lake name `http://localhost:*`, its studio on whatever port it runs (scripts/start-builds.ts).
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

export interface HeaderRule {
  source: string;
  has?: { type: "header"; key: string; value?: string }[];
  headers: { key: string; value: string }[];
}

/** The rules for next.config.ts headers(). */
export function securityHeaderRules(options: SecurityHeaderOptions = {}): HeaderRule[] {
  return [
    {
      source: "/:path*",
      headers: [
        { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
        { key: "X-Content-Type-Options", value: "nosniff" },
        { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
        { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
        { key: "X-Permitted-Cross-Domain-Policies", value: "none" },
      ],
    },
    {
      // Only over HTTPS (the proxy in front says so): HSTS on plain HTTP would be ignored anyway,
      // and a site reached by http://localhost must stay reachable.
      source: "/:path*",
      has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
      headers: [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }],
    },
  ];
}
