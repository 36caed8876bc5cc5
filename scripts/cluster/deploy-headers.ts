// `pnpm deploy:headers`: writes deploy/security-headers.conf, the security headers nginx adds to
// every answer when the instances run with SECURITY_HEADERS_BY_PROXY=1 (decision 0021). From the
// application's own source (web/src/http/security-headers.ts), for the SANITY_STUDIO_ORIGIN the
// site is built with (the CSP's frame-ancestors): run it with the same value as the build.
//   SANITY_STUDIO_ORIGIN=https://x.sanity.studio pnpm deploy:headers [output file]
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { nginxSecurityHeaders, normalizeOrigin, securityHeaders } from "../../web/src/http/security-headers.ts";

/** The include for a deployment whose build had `studioOrigin` (none: the committed example). */
export function securityHeadersConf(studioOrigin: string | undefined): string {
  const origin = normalizeOrigin(studioOrigin);
  const source = origin ? `SANITY_STUDIO_ORIGIN=${origin}` : "no SANITY_STUDIO_ORIGIN";
  return nginxSecurityHeaders(securityHeaders({ studioOrigin: origin ?? undefined }), source);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? join(import.meta.dirname, "..", "..", "deploy", "security-headers.conf");
  const studioOrigin = process.env.SANITY_STUDIO_ORIGIN;
  if (studioOrigin && !normalizeOrigin(studioOrigin)) {
    console.error(`SANITY_STUDIO_ORIGIN="${studioOrigin}" is not an http(s) origin (the build ignores it too).`);
  }
  writeFileSync(out, securityHeadersConf(studioOrigin));
  console.log(`wrote ${out}`);
}
