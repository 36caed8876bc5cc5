// Which browser pages and host names may talk to the lake (CORS, DNS rebinding, the sign-in
// page's redirect back to the studio).
import type { IncomingMessage } from "node:http";
import type { LakeContext } from "./context.ts";
import { hostnameOf, isLoopbackName } from "./loopback.ts";

/**
 * Browser origins allowed to call the API with credentials: the page's own origin (the studio
 * the lake serves, under whatever name the browser used), this lake's loopback names, and
 * LAKE_CORS_ORIGINS.
 */
export function allowedOrigin(ctx: LakeContext, value: string, req?: IncomingMessage): boolean {
  if ((ctx.options.corsOrigins ?? []).includes(value)) return true;
  const publicHostname = new URL(ctx.origin).hostname;
  try {
    const url = new URL(value);
    if (req?.headers.host && url.host === req.headers.host) return true;
    if (url.port !== String(ctx.port) && url.origin !== new URL(ctx.origin).origin) return false;
    return (
      isLoopbackName(url.hostname) || url.hostname === publicHostname || url.hostname.endsWith(`.${publicHostname}`)
    );
  } catch {
    return false;
  }
}

/** Against DNS rebinding: in loopback mode only loopback names (and the public one) may be asked for. */
export function hostAllowed(ctx: LakeContext, req: IncomingMessage): boolean {
  if (ctx.auth.required) return true;
  const hostname = hostnameOf(req.headers.host);
  return hostname !== null && (isLoopbackName(hostname) || hostname === new URL(ctx.origin).hostname);
}

/**
 * The origin the browser called: the login page is served on the host the studio called
 * (http://local.localhost:3333), so its cookie is one the studio's API calls send.
 */
export function requestOrigin(ctx: LakeContext, req: IncomingMessage): string {
  const hostHeader = req.headers.host;
  return hostHeader && !ctx.options.publicUrl ? `http://${hostHeader}` : ctx.origin;
}
